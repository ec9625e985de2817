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

/** The text in Simplified characters (織河煤礦 → 织河煤矿); Simplified text comes back unchanged. */
export const toSimplified = (text: string): string => converter('t')(text);

/** Taiwan usage as well as characters (the NTUSD word lists were written in Taiwan). */
export const taiwanToSimplified = (text: string): string => converter('tw')(text);
