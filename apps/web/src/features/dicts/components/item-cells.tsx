import type { DictDataAdmin } from '@coal/contracts';
import { Button, Popconfirm, Switch, Tag, Tooltip, Typography } from 'antd';
import { useFeedback } from '@/components/feedback';
import { StatusTag } from '@/components/status-tag';
import { toneOf } from '@/lib/dict';
import { useRemoveItem, useSaveItem } from '../api/edit-items';
import { useDictsT } from '../dicts-i18n';
import { inputOf } from '../model/item-input';

/** The label as users see it (the tag in its colour), with the English label beneath. */
export function ItemLabel({ item }: { item: DictDataAdmin }) {
  return (
    <div className="dicts-label">
      <span lang="zh-CN">
        <StatusTag tone={toneOf(item.listClass)}>{item.dictLabel}</StatusTag>
      </span>
      {item.dictLabelEn && (
        <Typography.Text type="secondary" className="dicts-label__en" lang="en">
          {item.dictLabelEn}
        </Typography.Text>
      )}
    </div>
  );
}

export function ItemUsage({ item }: { item: DictDataAdmin }) {
  const { t } = useDictsT();
  return item.usage > 0 ? (
    <span className="dicts-usage">{t('dicts.usage.count', { count: item.usage.toLocaleString() })}</span>
  ) : (
    <Typography.Text type="secondary">{t('dicts.usage.none')}</Typography.Text>
  );
}

export function ItemSynonyms({ item }: { item: DictDataAdmin }) {
  return (
    <div className="dicts-synonyms" lang="zh-CN">
      {item.synonyms.map((word) => (
        <Tag key={word}>{word}</Tag>
      ))}
    </div>
  );
}

/** Enabled or disabled in one click; a disabled item keeps labelling the data that holds it. */
export function ItemStatusSwitch({ item }: { item: DictDataAdmin }) {
  const { t } = useDictsT();
  const { message } = useFeedback();
  const save = useSaveItem();
  const enabled = item.status === '0';
  return (
    <Switch
      size="small"
      checked={enabled}
      loading={save.isPending}
      checkedChildren={t('dicts.status.0')}
      unCheckedChildren={t('dicts.status.1')}
      aria-label={`${t(enabled ? 'dicts.action.disable' : 'dicts.action.enable')} ${item.dictLabel}`}
      onChange={(on) =>
        save.mutate(
          { ...inputOf(item, { status: on ? '0' : '1' }), dictCode: item.dictCode },
          {
            onSuccess: () =>
              void message.success(t(on ? 'dicts.enabled' : 'dicts.disabled', { label: item.dictLabel })),
          },
        )
      }
    />
  );
}

/** Delete, offered only for an item no record uses (the server refuses the rest with the count). */
export function RemoveItem({ item }: { item: DictDataAdmin }) {
  const { t } = useDictsT();
  const { message } = useFeedback();
  const remove = useRemoveItem();
  const label = `${t('dicts.action.delete')} ${item.dictLabel}`;
  if (item.usage > 0)
    return (
      <Tooltip title={t('dicts.delete.inUse', { count: item.usage.toLocaleString() })}>
        <Button size="small" danger type="link" disabled aria-label={label}>
          {t('dicts.action.delete')}
        </Button>
      </Tooltip>
    );
  return (
    <Popconfirm
      title={t('dicts.delete.confirm', { label: item.dictLabel })}
      onConfirm={() =>
        remove
          .mutateAsync(item.dictCode)
          .then(() => message.success(t('dicts.deleted', { label: item.dictLabel })))
      }
    >
      <Button size="small" danger type="link" aria-label={label} loading={remove.isPending}>
        {t('dicts.action.delete')}
      </Button>
    </Popconfirm>
  );
}
