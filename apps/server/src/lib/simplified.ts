import * as OpenCC from 'opencc-js/t2cn';

type Convert = (text: string) => string;
const converters = new Map<string, Convert>();

/** A Traditional → Simplified converter, built once per source variant (its dictionaries take a few ms). */
function converter(from: 't' | 'tw'): Convert {
  let convert = converters.get(from);
  if (!convert) {
    convert = OpenCC.Converter({ from, to: 'cn' });
    converters.set(from, convert);
  }
  return convert;
}

/** The CJK characters of the basic plane: the ones a Traditional text can differ in. */
const CJK_FIRST = 0x3400;
const CJK_LAST = 0x9fff;

let characters: Map<number, number> | undefined;

/** Each Traditional character with its Simplified one (織 → 织), from OpenCC's character dictionary. */
function characterMap(): Map<number, number> {
  if (characters) return characters;
  const codes: number[] = [];
  for (let code = CJK_FIRST; code <= CJK_LAST; code += 1) codes.push(code);
  // One call over every character, each on a line of its own so that no phrase rule joins two.
  const converted = converter('t')(codes.map((code) => String.fromCharCode(code)).join('\n')).split('\n');
  characters = new Map();
  codes.forEach((code, i) => {
    const to = converted[i];
    if (to && to.length === 1 && to.charCodeAt(0) !== code) characters!.set(code, to.charCodeAt(0));
  });
  return characters;
}

/** Builds the character table now (a few hundred ms), so that the first text converted is not the one to wait. */
export function loadSimplified(): void {
  characterMap();
}

/**
 * The text in Simplified characters (織河煤礦 → 织河煤矿), character by character: every character keeps
 * its position, and a megabyte takes milliseconds (phrase-level conversion is a hundred times slower).
 * Simplified text comes back unchanged.
 */
export function toSimplified(text: string): string {
  const map = characterMap();
  let i = 0;
  while (i < text.length && !map.has(text.charCodeAt(i))) i += 1;
  if (i === text.length) return text;
  const units = new Uint16Array(text.length);
  for (let j = 0; j < text.length; j += 1) {
    const code = text.charCodeAt(j);
    units[j] = j < i ? code : (map.get(code) ?? code);
  }
  return UTF16.decode(units);
}

const UTF16 = new TextDecoder('utf-16le');

/** Taiwan usage as well as characters, phrase by phrase (the NTUSD word lists were written in Taiwan). */
export const taiwanToSimplified = (text: string): string => converter('tw')(text);
