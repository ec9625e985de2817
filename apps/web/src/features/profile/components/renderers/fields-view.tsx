import type { ColumnDef } from '@coal/contracts';
import { Descriptions } from 'antd';
import { columnTitle, displayCell, type FormatContext } from '../../model/format';
import { DisplayValue } from '../display-value';

/** Fields of the mine row as a description list, units beside the values. */
export function FieldsView({
  columns,
  values,
  ctx,
}: {
  columns: ColumnDef[];
  values: Record<string, unknown>;
  ctx: FormatContext;
}) {
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
      items={columns.map((col) => ({
        key: col.key,
        label: columnTitle({ ...col, unit: undefined }, ctx.zh),
        children: <DisplayValue display={displayCell(values[col.key], col, ctx, true)} />,
      }))}
    />
  );
}
