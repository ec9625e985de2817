import { DownOutlined, SaveOutlined } from '@ant-design/icons';
import type { SavedView, SavedViewKind } from '@coal/contracts';
import { Button, Dropdown, Input, Modal, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { useFeedback } from '@/components/feedback';
import { useSavedViewMutations, useSavedViews, type ViewState } from '../api/saved-views';
import { useSavedViewsT } from '../saved-views-i18n';
import '@/styles/features/saved-views.css';

export interface SavedViewsMenuProps {
  kind: SavedViewKind;
  /** What "save" keeps: the page's current state (for URL-backed pages, its query parameters). */
  state: ViewState;
  /** Puts a saved state back on the page. */
  onOpen: (state: ViewState) => void;
}

/** A page's saved views: open one, save the current state under a name (or over a view of that name), rename, delete. */
export function SavedViewsMenu({ kind, state, onOpen }: SavedViewsMenuProps) {
  const { t } = useSavedViewsT();
  const { message } = useFeedback();
  const views = useSavedViews({ kind });
  const { create, update, remove } = useSavedViewMutations();
  const [saving, setSaving] = useState(false);
  const [managing, setManaging] = useState(false);
  const [name, setName] = useState('');
  const list = views.data ?? [];
  const existing = list.find((v) => v.name === name.trim());

  const save = async () => {
    const trimmed = name.trim();
    if (!trimmed) return;
    try {
      if (existing) await update.mutateAsync({ id: existing.id, state });
      else await create.mutateAsync({ kind, name: trimmed, state });
      void message.success(t('savedViews.saved', { name: trimmed }));
      setSaving(false);
      setName('');
    } catch {
      // The request shows the server's reason (a name taken meanwhile, a state too large).
    }
  };

  const items = [
    ...(list.length
      ? list.map((view) => ({ key: String(view.id), label: view.name, onClick: () => onOpen(view.state) }))
      : [{ key: 'empty', label: t('savedViews.empty'), disabled: true }]),
    { type: 'divider' as const },
    {
      key: 'manage',
      label: t('savedViews.manage'),
      disabled: !list.length,
      onClick: () => setManaging(true),
    },
  ];

  return (
    <Space.Compact>
      <Button icon={<SaveOutlined />} onClick={() => setSaving(true)}>
        {t('savedViews.save')}
      </Button>
      <Dropdown menu={{ items }} trigger={['click']}>
        <Button aria-label={t('savedViews.menu')}>
          {t('savedViews.menu')} <DownOutlined />
        </Button>
      </Dropdown>
      <Modal
        title={t('savedViews.saveTitle')}
        open={saving}
        okText={existing ? t('savedViews.overwrite') : t('savedViews.save')}
        okButtonProps={{ disabled: !name.trim(), loading: create.isPending || update.isPending }}
        onOk={() => void save()}
        onCancel={() => setSaving(false)}
        destroyOnHidden
      >
        <label className="saved-views__field">
          <span>{t('savedViews.name')}</span>
          <Input
            aria-label={t('savedViews.name')}
            value={name}
            maxLength={60}
            placeholder={t('savedViews.namePlaceholder')}
            onChange={(e) => setName(e.target.value)}
            onPressEnter={() => void save()}
            autoFocus
          />
        </label>
        {existing && <Typography.Text type="warning">{t('savedViews.overwriteHint')}</Typography.Text>}
      </Modal>
      <Modal title={t('savedViews.manage')} open={managing} footer={null} onCancel={() => setManaging(false)}>
        <ul className="saved-views__list">
          {list.map((view) => (
            <ManagedView
              key={view.id}
              view={view}
              onRename={(next) => update.mutateAsync({ id: view.id, name: next })}
              onDelete={() => remove.mutateAsync(view.id)}
            />
          ))}
        </ul>
      </Modal>
    </Space.Compact>
  );
}

function ManagedView({
  view,
  onRename,
  onDelete,
}: {
  view: SavedView;
  onRename: (name: string) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
}) {
  const { t } = useSavedViewsT();
  return (
    <li className="saved-views__item">
      <Typography.Text
        editable={{
          tooltip: t('savedViews.rename'),
          maxLength: 60,
          onChange: (next) => {
            const trimmed = next.trim();
            if (trimmed && trimmed !== view.name) void onRename(trimmed).catch(() => undefined);
          },
        }}
      >
        {view.name}
      </Typography.Text>
      <Popconfirm
        title={t('savedViews.deleteConfirm', { name: view.name })}
        onConfirm={() => onDelete().catch(() => undefined)}
      >
        <Button type="link" danger size="small">
          {t('savedViews.delete')}
        </Button>
      </Popconfirm>
    </li>
  );
}
