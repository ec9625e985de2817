import { DataText } from '@/components/data-text';
import { distinctSources } from '../../model/subsection-view';
import { useProfileT } from '../../profile-i18n';

const SHOWN = 2;

/** Where a table's records come from: the distinct source notes of its rows, all of them on request. */
export function SourceNote({ rows }: { rows: Record<string, unknown>[] }) {
  const { t } = useProfileT();
  const notes = distinctSources(rows);
  if (notes.length === 0) return null;
  const label = <span className="profile-sources__label">{t('profile.table.source')}</span>;
  if (notes.length <= SHOWN + 1)
    return (
      <p className="profile-sources">
        {label}
        <DataText>{notes.join('；')}</DataText>
      </p>
    );
  return (
    <details className="profile-sources">
      <summary>
        {label}
        <DataText>{notes.slice(0, SHOWN).join('；')}</DataText>
        <span className="profile-sources__more">
          {t('profile.table.moreSources', { total: notes.length })}
        </span>
      </summary>
      <ul>
        {notes.map((note) => (
          <li key={note}>
            <DataText>{note}</DataText>
          </li>
        ))}
      </ul>
    </details>
  );
}
