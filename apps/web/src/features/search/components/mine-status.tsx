import { StatusTag } from '@/components/status-tag';
import type { DictMap } from '../use-search-dicts';

/** A production status as a tag in its dictionary colour. */
export function MineStatus({ value, dict }: { value: string; dict: DictMap | undefined }) {
  const entry = dict?.get(value);
  return <StatusTag tone={entry?.tone ?? 'gray'}>{entry?.label ?? value}</StatusTag>;
}
