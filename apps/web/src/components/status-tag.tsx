import type { ReactNode } from 'react';
import '@/styles/status-tag.css';

export type StatusTone = 'gray' | 'green' | 'blue' | 'red' | 'orange';

/** A small coloured label whose text keeps AA contrast in both themes (preset antd tags do not). */
export function StatusTag({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return <span className={`status-tag status-tag--${tone}`}>{children}</span>;
}
