import { EditOutlined } from '@ant-design/icons';
import { MINE_BATCH_MAX } from '@coal/contracts';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { BatchEditDrawer } from './batch-edit-drawer';
import { useMineEditT } from './mine-edit-i18n';

/** Opens the batch edit of the selected mines; `onDone` hears the set written (null when nothing changed). */
export function BatchEditButton({ mineIds, onDone }: { mineIds: number[]; onDone?: () => void }) {
  const { t } = useMineEditT();
  const [open, setOpen] = useState(false);
  const tooMany = mineIds.length > MINE_BATCH_MAX;
  return (
    <>
      <Tooltip title={tooMany ? t('batch.tooMany', { max: MINE_BATCH_MAX }) : undefined}>
        <Button
          icon={<EditOutlined aria-hidden />}
          disabled={!mineIds.length || tooMany}
          onClick={() => setOpen(true)}
        >
          {t('batch.open')}
        </Button>
      </Tooltip>
      {open && (
        <BatchEditDrawer
          mineIds={mineIds}
          open
          onClose={() => setOpen(false)}
          onDone={() => {
            setOpen(false);
            onDone?.();
          }}
        />
      )}
    </>
  );
}
