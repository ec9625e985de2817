import type { ImportCounts as Counts } from '@coal/contracts';
import { useImportT } from '../import-i18n';
import { numberFormat } from '@/lib/format-number';

const ITEMS = [
  { key: 'added', label: 'import.counts.added', unit: 'import.unit.mines', tone: 'green' },
  { key: 'changed', label: 'import.counts.changed', unit: 'import.unit.mines', tone: 'orange' },
  { key: 'unchanged', label: 'import.counts.unchanged', unit: 'import.unit.mines', tone: 'gray' },
  { key: 'rows', label: 'import.counts.rows', unit: 'import.unit.rows', tone: 'plain' },
] as const;

/** The job's figures as counted by the server: mines added, changed, unchanged and rows read. */
export function ImportCounts({ counts }: { counts: Counts }) {
  const { t, language } = useImportT();
  const number = numberFormat(language);
  return (
    <dl className="import-counts">
      {ITEMS.map((item) => (
        <div key={item.key} className={`import-counts__item import-counts__item--${item.tone}`}>
          <dt>{t(item.label)}</dt>
          <dd>
            <span className="import-counts__value">{number.format(counts[item.key])}</span>
            {t(item.unit) && <span className="import-counts__unit">{t(item.unit)}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
