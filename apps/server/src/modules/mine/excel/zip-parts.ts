import { setImmediate as nextTurn } from 'node:timers/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { BadRequestError } from '../../../lib/errors';
import { IMPORT_LIMITS, MAX_UNZIPPED_BYTES, unzippedTooLarge } from './limits';

/** The parts of a zip package, read one at a time as text, with one budget of inflated bytes for all. */
export interface ZipParts {
  has(path: string): boolean;
  /** The uncompressed sizes the zip declares for these parts (a hostile zip may understate them). */
  declaredSize(paths: string[]): number;
  /** The part's text, chunk by chunk as it inflates; past the budget it throws 413. */
  text(path: string): AsyncGenerator<string>;
}

/** Opens a zip held in memory; its central directory is read, no part is inflated yet. */
export async function openZipParts(data: Buffer): Promise<ZipParts> {
  // Sizes are counted as the bytes arrive below, so yauzl's check against the declared sizes is not needed.
  const zip = await yauzl.fromBufferPromise(data, { lazyEntries: true, validateEntrySizes: false });
  if (zip.entryCount > IMPORT_LIMITS.maxZipEntries) throw new BadRequestError('import.corrupt');
  // Part names are case-insensitive in the package format.
  const entries = new Map<string, Entry>();
  for await (const entry of zip.eachEntry()) entries.set(entry.fileName.toLowerCase(), entry);
  let inflated = 0;
  const entryOf = (path: string) => entries.get(path.toLowerCase());

  async function* text(path: string): AsyncGenerator<string> {
    const entry = entryOf(path);
    if (!entry) throw new BadRequestError('import.corrupt');
    if (entry.isEncrypted()) throw new BadRequestError('import.encrypted');
    const stream = await openStream(zip, entry);
    const decoder = new TextDecoder('utf-8');
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      inflated += chunk.length;
      if (inflated > MAX_UNZIPPED_BYTES) throw unzippedTooLarge();
      yield decoder.decode(chunk, { stream: true });
      // Other requests are served between chunks, however fast the inflater delivers them.
      await nextTurn();
    }
    yield decoder.decode();
  }

  return {
    has: (path) => entryOf(path) !== undefined,
    declaredSize: (paths) => paths.reduce((sum, path) => sum + (entryOf(path)?.uncompressedSize ?? 0), 0),
    text,
  };
}

function openStream(zip: ZipFile, entry: Entry) {
  return zip.openReadStreamPromise(entry).catch(() => {
    throw new BadRequestError('import.corrupt');
  });
}
