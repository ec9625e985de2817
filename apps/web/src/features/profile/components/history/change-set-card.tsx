import type { MineChangeSet } from '@coal/contracts';
import { Card, Tag } from 'antd';
import { Link } from 'react-router';
import { columnTitle, displayCell, type FormatContext } from '../../model/format';
import { changeItems, sourceHref } from '../../model/change-items';
import { useProfileT } from '../../profile-i18n';
import { DisplayValue } from '../display-value';

const SOURCE_COLOURS: Record<MineChangeSet['source'], string> = {
  import: 'blue',
  edit: 'green',
  batchEdit: 'purple',
  feedback: 'orange',
};

/** One write to the mine: its source, who and when, and each field's value before and after. */
export function ChangeSetCard({
  set,
  ctx,
  admin,
}: {
  set: MineChangeSet;
  ctx: FormatContext;
  admin: boolean;
}) {
  const { t, zh } = useProfileT();
  const href = sourceHref(set, admin);
  const sourceName =
    set.importJobId !== null
      ? t('profile.history.job', { id: set.importJobId })
      : set.feedbackThreadId !== null
        ? t('profile.history.thread', { id: set.feedbackThreadId })
        : null;
  const items = changeItems(set);
  return (
    <Card size="small" className="mine-history__set" data-testid="history-set">
      <div className="mine-history__set-head">
        <Tag color={SOURCE_COLOURS[set.source]}>{t(`profile.history.source.${set.source}`)}</Tag>
        {sourceName && (href ? <Link to={href}>{sourceName}</Link> : <span>{sourceName}</span>)}
        <span className="mine-history__who">
          <span lang="zh-CN">{set.userName}</span> · <time>{set.time}</time>
        </span>
        {set.mineCount > 1 && (
          <span className="mine-history__others">
            {t('profile.history.others', { count: set.mineCount })}
          </span>
        )}
      </div>
      <table className="mine-history__changes">
        <thead>
          <tr>
            <th scope="col">{t('profile.history.field')}</th>
            <th scope="col">{t('profile.history.before')}</th>
            <th scope="col">{t('profile.history.after')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            if (item.kind === 'created')
              return (
                <tr key="created">
                  <td colSpan={3}>{t('profile.history.created')}</td>
                </tr>
              );
            if (item.kind === 'sheet')
              return (
                <tr key={item.field}>
                  <th scope="row">
                    {t('profile.history.sheet', { sheet: zh ? item.name.zh : item.name.en })}
                  </th>
                  <td colSpan={2}>
                    {t('profile.history.rows', { added: item.added, removed: item.removed })}
                  </td>
                </tr>
              );
            return (
              <tr key={item.column.key}>
                <th scope="row">{columnTitle({ ...item.column, unit: undefined }, zh)}</th>
                <td>
                  <DisplayValue display={displayCell(item.before, item.column, ctx, true)} />
                </td>
                <td>
                  <DisplayValue display={displayCell(item.after, item.column, ctx, true)} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
}
