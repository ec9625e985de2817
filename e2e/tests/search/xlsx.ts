import { inflateRawSync } from 'node:zlib';

/** The text of one entry of a zip archive (an .xlsx is a zip of XML parts), or null when absent. */
export function readZipEntry(zip: Buffer, name: string): string | null {
  let at = 0;
  // Walk the local file headers: signature PK\x03\x04, then sizes and the name.
  while (at + 30 <= zip.length && zip.readUInt32LE(at) === 0x04034b50) {
    const flags = zip.readUInt16LE(at + 6);
    const method = zip.readUInt16LE(at + 8);
    let size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const extraLength = zip.readUInt16LE(at + 28);
    const entryName = zip.toString('utf8', at + 30, at + 30 + nameLength);
    const start = at + 30 + nameLength + extraLength;
    if (flags & 0x08) {
      // Sizes follow the data in a descriptor: find the next header to bound it.
      const next = zip.indexOf(Buffer.from([0x50, 0x4b, 0x07, 0x08]), start);
      size = (next === -1 ? zip.length : next) - start;
    }
    if (entryName === name) {
      const data = zip.subarray(start, start + size);
      return (method === 8 ? inflateRawSync(data) : data).toString('utf8');
    }
    at = start + size + (flags & 0x08 ? 16 : 0);
  }
  return null;
}
