import { SaxesParser } from 'saxes';
import { AppError, BadRequestError } from '../../../lib/errors';
import { IMPORT_LIMITS } from './limits';

export interface XmlHandlers {
  /** Element names come without their namespace prefix: some writers emit <x:row>. */
  open?(name: string, attributes: Record<string, string>): void;
  close?(name: string): void;
  text?(text: string): void;
}

/** The XML characters one cell's text can take when Excel escapes every character (_x000D_, &amp;). */
export const MAX_ESCAPED_LENGTH = IMPORT_LIMITS.maxCellLength * 8;

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Parses a part chunk by chunk. A text or tag running longer than any cell could is refused with
 * tooLong() while it arrives, before the parser has buffered it whole; malformed XML is a damaged file.
 */
export async function parseXml(
  chunks: AsyncIterable<string>,
  handlers: XmlHandlers,
  tooLong: () => AppError,
): Promise<void> {
  const parser = new SaxesParser<{ position: false; xmlns: false }>({ position: false, xmlns: false });
  parser.on('opentag', (tag) => handlers.open?.(localName(tag.name), tag.attributes));
  parser.on('closetag', (tag) => handlers.close?.(localName(tag.name)));
  parser.on('text', (chars) => handlers.text?.(chars));
  parser.on('cdata', (chars) => handlers.text?.(chars));
  let run = 0;
  try {
    for await (const chunk of chunks) {
      const lastTag = chunk.lastIndexOf('<');
      run = lastTag < 0 ? run + chunk.length : chunk.length - lastTag;
      if (run > MAX_ESCAPED_LENGTH) throw tooLong();
      parser.write(chunk);
    }
    parser.close();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new BadRequestError('import.corrupt');
  }
}

/** Excel writes characters XML cannot hold, such as a carriage return, as _x000D_. */
export function unescapeExcelText(text: string): string {
  return text.includes('_x')
    ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : text;
}
