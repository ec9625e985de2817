import { Button, DatePicker, Form, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import type { ListParams, ListValues } from '@/lib/use-list-params';
import { useSystemT } from '../system-i18n';

export type FilterField =
  | { kind: 'text'; key: string; label: string; placeholder?: string; width?: number }
  | {
      kind: 'select';
      key: string;
      label: string;
      options: { value: string; label: string }[];
      width?: number;
    }
  | { kind: 'dates'; label: string };

const DAY = 'YYYY-MM-DD';

/** A list's filters: they read from and write to the URL, applied on 查询 or Enter. */
export function FilterForm({ fields, list }: { fields: FilterField[]; list: ListParams }) {
  const { t } = useSystemT();
  const [form] = Form.useForm();
  const { query } = list;

  useEffect(() => {
    const values: Record<string, unknown> = {};
    for (const field of fields) {
      if (field.kind === 'dates')
        values.dates =
          query.dateFrom || query.dateTo
            ? [
                query.dateFrom ? dayjs(String(query.dateFrom)) : null,
                query.dateTo ? dayjs(String(query.dateTo)) : null,
              ]
            : undefined;
      else values[field.key] = query[field.key];
    }
    form.setFieldsValue(values);
  }, [form, fields, query]);

  const apply = (values: Record<string, unknown>) => {
    const filters: ListValues = {};
    for (const field of fields) {
      if (field.kind === 'dates') {
        const [from, to] = (values.dates as [dayjs.Dayjs | null, dayjs.Dayjs | null] | undefined) ?? [];
        filters.dateFrom = from ? from.format(DAY) : undefined;
        filters.dateTo = to ? to.format(DAY) : undefined;
      } else {
        const value = values[field.key];
        filters[field.key] = typeof value === 'string' ? value.trim() || undefined : undefined;
      }
    }
    list.setFilters(filters);
  };

  return (
    <Form form={form} layout="inline" className="system-filters" onFinish={apply}>
      {fields.map((field) =>
        field.kind === 'text' ? (
          <Form.Item key={field.key} name={field.key} label={field.label}>
            <Input
              allowClear
              placeholder={field.placeholder}
              style={{ width: field.width ?? 220 }}
              maxLength={64}
            />
          </Form.Item>
        ) : field.kind === 'select' ? (
          <Form.Item key={field.key} name={field.key} label={field.label}>
            <Select
              allowClear
              placeholder={t('system.all')}
              options={field.options}
              style={{ width: field.width ?? 150 }}
            />
          </Form.Item>
        ) : (
          <Form.Item key="dates" name="dates" label={field.label}>
            <DatePicker.RangePicker allowEmpty={[true, true]} format={DAY} />
          </Form.Item>
        ),
      )}
      <Form.Item>
        <Button type="primary" htmlType="submit">
          {t('system.search')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button
          onClick={() => {
            form.resetFields();
            list.clearFilters();
          }}
        >
          {t('system.reset')}
        </Button>
      </Form.Item>
    </Form>
  );
}
