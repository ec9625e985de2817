import { DataText } from '@/components/data-text';
import { StatusTag } from '@/components/status-tag';
import type { Display } from '../model/format';

/** A formatted value as elements: data text, a dictionary-coloured tag (in the reader's language), or a list of tags. */
export function DisplayValue({ display }: { display: Display }) {
  switch (display.kind) {
    case 'empty':
      return <span className="profile-value--empty">—</span>;
    case 'tag':
      return <StatusTag tone={display.tone}>{display.text}</StatusTag>;
    case 'list':
      return (
        <span className="profile-value-list" lang={display.term ? undefined : 'zh-CN'}>
          {display.items.map((item, i) => (
            <StatusTag key={`${item}-${i}`} tone="gray">
              {item}
            </StatusTag>
          ))}
        </span>
      );
    default:
      return display.term ? <span>{display.text}</span> : <DataText>{display.text}</DataText>;
  }
}
