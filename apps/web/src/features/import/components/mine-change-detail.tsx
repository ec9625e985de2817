import type { ImportMinePreview } from '@coal/contracts';
import { ArrowRightOutlined } from '@ant-design/icons';
import { useImportT } from '../import-i18n';
import { numberFormat } from '@/lib/format-number';

/** A previewed mine unfolded: each changed field before → after, and rows added/removed per sheet. */
export function MineChangeDetail({ mine }: { mine: ImportMinePreview }) {
  const { t, language } = useImportT();
  const number = numberFormat(language);
  const sheets = mine.sheets.filter((s) => s.added > 0 || s.removed > 0);
  const value = (text: string) =>
    text === '' ? <span className="import-change__empty">{t('import.preview.emptyValue')}</span> : text;

  return (
    <div className="import-change">
      {mine.changes.length > 0 && (
        <div>
          <h4 className="import-change__heading">{t('import.preview.changedFields')}</h4>
          <table className="import-change__table">
            <thead>
              <tr>
                <th scope="col">{t('import.preview.field')}</th>
                <th scope="col">{t('import.preview.before')}</th>
                <th scope="col" className="visually-hidden">
                  →
                </th>
                <th scope="col">{t('import.preview.after')}</th>
              </tr>
            </thead>
            <tbody>
              {mine.changes.map((c) => (
                <tr key={c.column}>
                  <th scope="row">{c.column}</th>
                  <td className="import-change__before">{value(c.before)}</td>
                  <td aria-hidden className="import-change__arrow">
                    <ArrowRightOutlined />
                  </td>
                  <td className="import-change__after">{value(c.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {sheets.length > 0 && (
        <div>
          <h4 className="import-change__heading">{t('import.preview.sheetRows')}</h4>
          <ul className="import-change__sheets">
            {sheets.map((s) => (
              <li key={s.sheet}>
                <strong>{s.sheet}</strong>
                {s.added > 0 && (
                  <span className="import-change__added">
                    {t('import.preview.sheetAdded', { count: number.format(s.added) })}
                  </span>
                )}
                {s.removed > 0 && (
                  <span className="import-change__removed">
                    {t('import.preview.sheetRemoved', { count: number.format(s.removed) })}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
