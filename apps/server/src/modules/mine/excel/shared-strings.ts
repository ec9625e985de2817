import { IMPORT_LIMITS, textTooLong } from './limits';
import { MAX_ESCAPED_LENGTH, parseXml, unescapeExcelText } from './xml-events';

/**
 * The workbook's table of shared strings, kept as UTF-8 in one growing buffer: a string read from a
 * parser chunk would keep its whole chunk alive, and a million small strings cost far more as objects.
 */
export class SharedStrings {
  private bytes = Buffer.alloc(64 * 1024);
  private used = 0;
  private ends = new Uint32Array(1024);
  private count = 0;

  add(text: string): void {
    // One character past the limit is enough for the cell that uses it to be refused as too long.
    const kept =
      text.length > IMPORT_LIMITS.maxCellLength ? text.slice(0, IMPORT_LIMITS.maxCellLength + 1) : text;
    const size = Buffer.byteLength(kept);
    if (this.used + size > this.bytes.length) {
      const grown = Buffer.alloc(Math.max(this.bytes.length * 2, this.used + size));
      this.bytes.copy(grown, 0, 0, this.used);
      this.bytes = grown;
    }
    this.used += this.bytes.write(kept, this.used);
    if (this.count === this.ends.length) {
      const grown = new Uint32Array(this.ends.length * 2);
      grown.set(this.ends);
      this.ends = grown;
    }
    this.ends[this.count++] = this.used;
  }

  /** The string at a 0-based index; undefined past the end of the table. */
  get(index: number): string | undefined {
    if (!(index >= 0 && index < this.count)) return undefined;
    const start = index === 0 ? 0 : this.ends[index - 1];
    return this.bytes.toString('utf8', start, this.ends[index]);
  }
}

/** Reads xl/sharedStrings.xml: each <si> is plain or rich text; phonetic guides (<rPh>) are not part of it. */
export async function readSharedStrings(chunks: AsyncIterable<string>): Promise<SharedStrings> {
  const table = new SharedStrings();
  let parts: string[] | undefined;
  let length = 0;
  let inText = false;
  let phonetic = 0;
  await parseXml(
    chunks,
    {
      open(name) {
        if (name === 'si') [parts, length] = [[], 0];
        else if (name === 'rPh') phonetic++;
        else if (name === 't') inText = phonetic === 0 && parts !== undefined;
      },
      close(name) {
        if (name === 'si' && parts) {
          table.add(unescapeExcelText(parts.join('')));
          parts = undefined;
        } else if (name === 'rPh') phonetic--;
        else if (name === 't') inText = false;
      },
      text(text) {
        // Runs past what any cell could hold are dropped: the string is refused when a cell uses it.
        if (!inText || !parts || length > MAX_ESCAPED_LENGTH) return;
        parts.push(text);
        length += text.length;
      },
    },
    textTooLong,
  );
  return table;
}
