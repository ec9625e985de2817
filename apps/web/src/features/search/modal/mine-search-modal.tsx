import { Modal } from 'antd';
import { useMineSearchT } from './modal-i18n';
import { MineSearchPanel } from './mine-search-panel';
import '@/styles/features/mine-search.css';

interface MineSearchModalProps {
  open: boolean;
  onClose: () => void;
}

/** The navbar's mine search (SPEC.md "Navbar search modal"); closing it discards text and results. */
export function MineSearchModal({ open, onClose }: MineSearchModalProps) {
  const { t } = useMineSearchT();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('mineSearch.title')}
      footer={null}
      destroyOnHidden
      width={640}
      className="mine-search-modal"
      closable={{ 'aria-label': t('mineSearch.close') }}
      styles={{ body: { paddingTop: 8 } }}
      style={{ top: 80 }}
    >
      {/* Mounted per opening, so every opening starts with empty text and no results. */}
      {open && <MineSearchPanel onLeave={onClose} />}
    </Modal>
  );
}
