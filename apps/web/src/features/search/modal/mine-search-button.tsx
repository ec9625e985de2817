import { SearchOutlined } from '@ant-design/icons';
import { lazy, Suspense, useCallback, useState } from 'react';
import { IconButton } from '@/components/icon-button';
import { useMineSearchT } from './modal-i18n';
import { useMineSearchHotkey } from './use-mine-search-hotkey';

// The dialog's code loads the first time it opens, not with the navbar.
const MineSearchModal = lazy(() =>
  import('./mine-search-modal').then((m) => ({ default: m.MineSearchModal })),
);

/** The navbar's search button; opens the mine search dialog, also with Ctrl/⌘-K. */
export function MineSearchButton() {
  const { t } = useMineSearchT();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const show = useCallback(() => {
    setLoaded(true);
    setOpen(true);
  }, []);
  useMineSearchHotkey(show);
  return (
    <>
      <IconButton
        label={t('mineSearch.open')}
        icon={<SearchOutlined />}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={show}
      />
      {loaded && (
        <Suspense fallback={null}>
          <MineSearchModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
