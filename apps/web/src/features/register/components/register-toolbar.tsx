import { DownloadOutlined, SettingOutlined } from '@ant-design/icons';
import { REGISTER_EXPORT_MAX_IDS } from '@coal/contracts';
import { Button, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useFeedback } from '@/components/feedback';
import { Permission } from '@/components/permission';
import { useExportSelected } from '../api/export-selected';
import { useRegisterT } from '../register-i18n';
import type { MineSelection } from '../use-mine-selection';

interface RegisterToolbarProps {
  total: number | undefined;
  selection: MineSelection;
  /** Keys of the columns shown, in order: what an export writes. */
  shownColumns: string[];
  onColumns: () => void;
  /** Admins' actions on the selected mines (batch edit), shown to admins only. */
  adminActions?: ReactNode;
}

/** The count, the selection and what acts on it, and the column settings. */
export function RegisterToolbar({
  total,
  selection,
  shownColumns,
  onColumns,
  adminActions,
}: RegisterToolbarProps) {
  const { t } = useRegisterT();
  const { message } = useFeedback();
  const exporter = useExportSelected(`${t('register.title')}.xlsx`);
  const { selectedIds } = selection;
  const tooMany = selectedIds.length > REGISTER_EXPORT_MAX_IDS;

  const exportSelected = async () => {
    try {
      const name = await exporter.mutateAsync({ mineIds: selectedIds, columns: shownColumns });
      void message.success(t('register.exported', { name }));
    } catch {
      // The download reported its failure.
    }
  };

  return (
    <div className="register-toolbar">
      <span className="register-toolbar__count" aria-live="polite">
        {total !== undefined && t('register.total', { total })}
        {selectedIds.length > 0 && ` · ${t('register.selected', { count: selectedIds.length })}`}
      </span>
      <Space wrap>
        {selectedIds.length > 0 && <Button onClick={selection.clear}>{t('register.clearSelection')}</Button>}
        <Tooltip
          title={
            tooMany
              ? t('register.exportLimit', { max: REGISTER_EXPORT_MAX_IDS })
              : selectedIds.length
                ? undefined
                : t('register.exportHint')
          }
        >
          <Button
            icon={<DownloadOutlined />}
            disabled={!selectedIds.length || tooMany}
            loading={exporter.isPending}
            onClick={() => void exportSelected()}
          >
            {t('register.export')}
          </Button>
        </Tooltip>
        {adminActions && <Permission roles={['admin']}>{adminActions}</Permission>}
        <Button icon={<SettingOutlined />} onClick={onColumns}>
          {t('register.columns')}
        </Button>
      </Space>
    </div>
  );
}
