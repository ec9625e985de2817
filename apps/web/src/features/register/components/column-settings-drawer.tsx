import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { TABLE_DENSITIES, type TableDensity } from '@coal/contracts';
import { Button, Checkbox, Drawer, InputNumber, Segmented, Space } from 'antd';
import { useState } from 'react';
import { columnsOf, DEFAULT_SETTINGS, fieldLabel, type RegisterColumn } from '../column-model';
import { useRegisterT } from '../register-i18n';

interface ColumnSettingsDrawerProps {
  open: boolean;
  columns: RegisterColumn[];
  density: TableDensity;
  saving: boolean;
  onClose: () => void;
  onSave: (columns: RegisterColumn[], density: TableDensity) => void;
}

/**
 * Which columns the register shows, in what order and width, and the row height; saved for the user. The
 * caller mounts it afresh at each opening, so the draft starts from what is shown.
 */
export function ColumnSettingsDrawer({
  open,
  columns,
  density,
  saving,
  onClose,
  onSave,
}: ColumnSettingsDrawerProps) {
  const { t, zh } = useRegisterT();
  const [draft, setDraft] = useState(columns);
  const [rows, setRows] = useState(density);

  const move = (index: number, by: number) =>
    setDraft((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });
  const patch = (index: number, change: Partial<RegisterColumn>) =>
    setDraft((list) => list.map((c, i) => (i === index ? { ...c, ...change } : c)));

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('register.columnsTitle')}
      size={360}
      extra={
        <Space>
          <Button
            onClick={() => {
              setDraft(columnsOf(DEFAULT_SETTINGS));
              setRows(DEFAULT_SETTINGS.density);
            }}
          >
            {t('register.resetColumns')}
          </Button>
          <Button type="primary" loading={saving} onClick={() => onSave(draft, rows)}>
            {t('register.save')}
          </Button>
        </Space>
      }
    >
      <div className="register-columns__density">
        <span>{t('register.density')}</span>
        <Segmented<TableDensity>
          value={rows}
          onChange={setRows}
          options={TABLE_DENSITIES.map((d) => ({ value: d, label: t(`register.density.${d}`) }))}
        />
      </div>
      <ol className="register-columns" aria-label={t('register.columns')}>
        {draft.map((column, index) => {
          const label = fieldLabel(column.field, zh);
          // The name links to the profile and stays first: it cannot be hidden or moved.
          const fixed = column.field.key === 'name';
          return (
            <li key={column.field.key} className="register-columns__item">
              <Checkbox
                checked={column.visible}
                disabled={fixed}
                onChange={(e) => patch(index, { visible: e.target.checked })}
              >
                {label}
              </Checkbox>
              <Space size={4}>
                <InputNumber
                  size="small"
                  min={60}
                  max={800}
                  step={10}
                  aria-label={`${label} ${t('register.width')}`}
                  value={column.width}
                  onChange={(width) => width !== null && patch(index, { width })}
                />
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowUpOutlined />}
                  aria-label={`${label} ${t('register.moveUp')}`}
                  disabled={fixed || index <= 1}
                  onClick={() => move(index, -1)}
                />
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowDownOutlined />}
                  aria-label={`${label} ${t('register.moveDown')}`}
                  disabled={fixed || index === draft.length - 1}
                  onClick={() => move(index, 1)}
                />
              </Space>
            </li>
          );
        })}
      </ol>
    </Drawer>
  );
}
