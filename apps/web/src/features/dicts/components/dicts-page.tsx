import type { DictDataAdmin, DictDataListQuery, DictType } from '@coal/contracts';
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Input, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataState } from '@/components/data-state';
import { useExportItems } from '../api/export-items';
import { useDictItems } from '../api/list-items';
import { useDictTypes } from '../api/list-types';
import { useIsPhone } from '@/lib/use-is-phone';
import { useDictsT } from '../dicts-i18n';
import { ItemCards } from './item-cards';
import { ItemForm } from './item-form';
import { ItemTable } from './item-table';
import { TypeList } from './type-list';
import '@/styles/features/dicts.css';

type Filters = Pick<DictDataListQuery, 'keyword' | 'status' | 'orderByColumn' | 'isAsc'>;

/** 系统管理 → 字典管理: the dictionary types and, for the chosen one, its items. */
export function DictsPage() {
  const { t } = useDictsT();
  const [params, setParams] = useSearchParams();
  const dictType = params.get('type') ?? undefined;
  const phone = useIsPhone();
  // Every type's name at once (a few dozen): the panel's title and the phone's type picker.
  const allTypes = useDictTypes({ pageNum: 1, pageSize: 100 });
  const typeName = allTypes.data?.rows.find((type) => type.dictType === dictType)?.dictName;
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState({ pageNum: 1, pageSize: 20 });
  const [editing, setEditing] = useState<DictDataAdmin | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  // Clearing the filters empties the search box too (it keeps its own text until remounted).
  const [searchKey, setSearchKey] = useState(0);
  const query = dictType ? { dictType, ...filters, ...page } : undefined;
  const items = useDictItems(query);
  const exporter = useExportItems(`${dictType ?? 'dict'}.xlsx`);
  const filtered = Boolean(filters.keyword || filters.status);
  const draggable =
    !filtered && (filters.orderByColumn ?? 'dictSort') === 'dictSort' && filters.isAsc !== 'desc';

  const choose = (type: Pick<DictType, 'dictType'>) => {
    setFilters({});
    setPage((p) => ({ ...p, pageNum: 1 }));
    setParams({ type: type.dictType });
  };
  const filter = (patch: Filters) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage((p) => ({ ...p, pageNum: 1 }));
  };
  const openForm = (item: DictDataAdmin | null) => {
    setEditing(item);
    setFormOpen(true);
  };
  const nextSort = Math.max(0, ...(items.data?.rows.map((row) => row.dictSort) ?? [])) + 1;

  return (
    <div className="dicts-page">
      <Typography.Title level={3} className="dicts-page__title">
        {t('dicts.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="dicts-page__intro">
        {t('dicts.intro')}
      </Typography.Paragraph>
      <div className="dicts-page__body">
        {phone ? (
          <Select
            showSearch
            optionFilterProp="label"
            className="dicts-type-select"
            aria-label={t('dicts.types.choose')}
            placeholder={t('dicts.types.choose')}
            loading={allTypes.isPending}
            value={dictType}
            onChange={(value: string) => choose({ dictType: value })}
            options={allTypes.data?.rows.map((type) => ({
              value: type.dictType,
              label: `${type.dictName} · ${type.dictType}`,
            }))}
          />
        ) : (
          <TypeList selected={dictType} onSelect={choose} />
        )}
        <Card
          size="small"
          className="dicts-panel"
          title={
            dictType
              ? t('dicts.items.of', { name: typeName ?? dictType, type: dictType })
              : t('dicts.types.choose')
          }
        >
          {!dictType ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dicts.types.choose')} />
          ) : (
            <>
              <div className="dicts-toolbar">
                <Input.Search
                  key={`${dictType}:${searchKey}`}
                  allowClear
                  placeholder={t('dicts.items.search')}
                  aria-label={t('dicts.items.search')}
                  onSearch={(keyword) => filter({ keyword: keyword.trim() || undefined })}
                  className="dicts-toolbar__search"
                />
                <Select
                  aria-label={t('dicts.col.status')}
                  value={filters.status ?? ''}
                  onChange={(status: '' | '0' | '1') => filter({ status: status || undefined })}
                  options={[
                    { value: '', label: t('dicts.items.status.all') },
                    { value: '0', label: t('dicts.status.0') },
                    { value: '1', label: t('dicts.status.1') },
                  ]}
                  className="dicts-toolbar__status"
                />
                <Space wrap className="dicts-toolbar__actions">
                  <Button type="primary" icon={<PlusOutlined />} onClick={() => openForm(null)}>
                    {t('dicts.items.add')}
                  </Button>
                  <Button
                    icon={<DownloadOutlined />}
                    loading={exporter.isPending}
                    onClick={() => exporter.mutate({ dictType, ...filters })}
                  >
                    {t('dicts.items.export')}
                  </Button>
                </Space>
              </div>
              <Typography.Text type="secondary" className="dicts-toolbar__hint">
                {t(draggable ? 'dicts.items.dragHint' : 'dicts.items.dragOff')}
              </Typography.Text>
              <DataState
                isPending={items.isPending}
                error={items.error}
                data={items.data}
                onRetry={() => void items.refetch()}
                isEmpty={(data) => data.total === 0}
                empty={
                  <Empty
                    image={Empty.PRESENTED_IMAGE_SIMPLE}
                    description={t(filtered ? 'dicts.items.noMatch' : 'dicts.items.empty')}
                  >
                    {filtered ? (
                      <Button
                        onClick={() => {
                          setFilters({});
                          setSearchKey((key) => key + 1);
                        }}
                      >
                        {t('dicts.items.clear')}
                      </Button>
                    ) : (
                      <Button type="primary" onClick={() => openForm(null)}>
                        {t('dicts.items.add')}
                      </Button>
                    )}
                  </Empty>
                }
              >
                {(data) =>
                  phone ? (
                    <ItemCards
                      rows={data.rows}
                      total={data.total}
                      page={page}
                      draggable={draggable}
                      onPage={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
                      onEdit={openForm}
                    />
                  ) : (
                    <ItemTable
                      rows={data.rows}
                      total={data.total}
                      page={page}
                      sort={{ orderByColumn: filters.orderByColumn, isAsc: filters.isAsc }}
                      draggable={draggable}
                      loading={items.isFetching && items.isPlaceholderData}
                      onPage={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
                      onSort={(sort) => filter(sort)}
                      onEdit={openForm}
                    />
                  )
                }
              </DataState>
              <ItemForm
                dictType={dictType}
                item={editing}
                nextSort={nextSort}
                open={formOpen}
                onClose={() => setFormOpen(false)}
              />
            </>
          )}
        </Card>
      </div>
    </div>
  );
}
