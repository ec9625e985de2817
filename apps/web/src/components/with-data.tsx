import type { ReactNode } from 'react';
import { DataText } from './data-text';

/** The marker a translation's placeholder is filled with, where the data value goes. */
export const DATA_SLOT = '\u0000';

/**
 * A translated sentence with a data value in it (`t(key, { name: DATA_SLOT })`): the sentence in the
 * interface language, the value marked as the Chinese data it is.
 */
export function WithData({ text, value }: { text: string; value: ReactNode }) {
  const [before = '', after = ''] = text.split(DATA_SLOT);
  return (
    <>
      {before}
      <DataText>{value}</DataText>
      {after}
    </>
  );
}

/**
 * A generated sentence that names data (mine names, seams) among its words: each occurrence of one of
 * `values` is marked as data, the rest stays in the interface language.
 */
export function MarkData({ text, values }: { text: string; values: readonly string[] }) {
  const wanted = [...new Set(values.filter(Boolean))].sort((a, b) => b.length - a.length);
  if (!wanted.length) return <>{text}</>;
  const pattern = new RegExp(`(${wanted.map((v) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`);
  return <>{text.split(pattern).map((part, i) => (i % 2 ? <DataText key={i}>{part}</DataText> : part))}</>;
}
