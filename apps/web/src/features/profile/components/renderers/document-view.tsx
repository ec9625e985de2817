import { Descriptions, Table, Typography } from 'antd';
import type { FieldLabel } from '@coal/contracts';
import { displayDocValue, type FormatContext, columnTitle } from '../../model/format';
import { useProfileT } from '../../profile-i18n';
import { DisplayValue } from '../display-value';

type Item = Record<string, unknown>;
const isItemList = (value: unknown): value is Item[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'object' && v !== null && !Array.isArray(v));

function ItemTable({ label, items, ctx }: { label: FieldLabel; items: Item[]; ctx: FormatContext }) {
  const { t } = useProfileT();
  const fields = Object.entries(label.item ?? {});
  const name = ctx.zh ? label.zh : label.en;
  return (
    // The scrolling box takes keyboard focus, so a wide list can be scrolled without a mouse.
    <div className="profile-table-scroll" tabIndex={0} role="region" aria-label={name}>
      <Table<Item & { _key: number }>
        size="small"
        bordered
        pagination={false}
        title={() => <strong>{name}</strong>}
        rowKey="_key"
        dataSource={items.map((item, i) => ({ ...item, _key: i }))}
        locale={{ emptyText: t('profile.empty') }}
        columns={fields.map(([key, field]) => ({
          key,
          dataIndex: key,
          title: columnTitle(field, ctx.zh),
          render: (value: unknown) => (
            <DisplayValue display={displayDocValue(value, { ...field, unit: undefined }, ctx)} />
          ),
        }))}
      />
    </div>
  );
}

/** A descriptive document: its summary as prose, scalar facts as a description list, lists as tables. */
export function DocumentView({
  fields,
  data,
  ctx,
}: {
  fields: [string, FieldLabel][];
  data: Record<string, unknown>;
  ctx: FormatContext;
}) {
  const summary = typeof data.summary === 'string' ? data.summary : '';
  const scalars = fields.filter(([key, label]) => key !== 'summary' && !label.item);
  const lists = fields.filter(([key, label]) => label.item && isItemList(data[key]));
  return (
    <div className="profile-document">
      {summary && (
        <Typography.Paragraph className="profile-document__summary" lang="zh-CN">
          {summary}
        </Typography.Paragraph>
      )}
      {scalars.length > 0 && (
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
          items={scalars.map(([key, label]) => ({
            key,
            label: ctx.zh ? label.zh : label.en,
            children: <DisplayValue display={displayDocValue(data[key], label, ctx)} />,
          }))}
        />
      )}
      {lists.map(([key, label]) => (
        <ItemTable key={key} label={label} items={data[key] as Item[]} ctx={ctx} />
      ))}
    </div>
  );
}
