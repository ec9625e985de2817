import type { DictType, DictTypeListQuery } from '@coal/contracts';
import { Card, Input, Table } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useState } from 'react';
import { DataState } from '@/components/data-state';
import { useDictTypes } from '../api/list-types';
import { useDictsT } from '../dicts-i18n';
import { typeSearch } from '../model/type-search';

interface TypeListProps {
  selected: string | undefined;
  onSelect: (type: DictType) => void;
}

const PAGE_SIZE = 10;

/** The dictionary types, searchable and sortable; a click opens a type's items. */
export function TypeList({ selected, onSelect }: TypeListProps) {
  const { t } = useDictsT();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState<DictTypeListQuery>({ pageNum: 1, pageSize: PAGE_SIZE });
  const types = useDictTypes({ ...query, ...typeSearch(search) });

  return (
    <Card size="small" title={t('dicts.types')} className="dicts-types">
      <Input.Search
        allowClear
        placeholder={t('dicts.types.search')}
        aria-label={t('dicts.types.search')}
        onSearch={(value) => {
          setSearch(value);
          setQuery((q) => ({ ...q, pageNum: 1 }));
        }}
        className="dicts-types__search"
      />
      <DataState
        isPending={types.isPending}
        error={types.error}
        data={types.data}
        onRetry={() => void types.refetch()}
      >
        {(data) => (
          <Table<DictType>
            size="small"
            rowKey="dictType"
            dataSource={data.rows}
            loading={types.isFetching && types.isPlaceholderData}
            locale={{ emptyText: t('dicts.types.empty') }}
            rowClassName={(row) => (row.dictType === selected ? 'dicts-types__row--selected' : '')}
            onRow={(row) => ({
              onClick: () => onSelect(row),
              onKeyDown: (event) => {
                if (event.key === 'Enter') onSelect(row);
              },
              tabIndex: 0,
              'aria-selected': row.dictType === selected,
            })}
            pagination={{
              current: query.pageNum,
              pageSize: PAGE_SIZE,
              total: data.total,
              size: 'small',
              hideOnSinglePage: true,
              showSizeChanger: false,
            }}
            onChange={(pagination, _filters, sorter) => {
              const s = sorter as SorterResult<DictType>;
              setQuery({
                pageNum: pagination.current ?? 1,
                pageSize: PAGE_SIZE,
                orderByColumn: s.order ? (s.field as DictTypeListQuery['orderByColumn']) : undefined,
                isAsc: s.order === 'descend' ? 'desc' : s.order ? 'asc' : undefined,
              });
            }}
            columns={[
              {
                key: 'dictName',
                dataIndex: 'dictName',
                title: t('dicts.types.name'),
                sorter: true,
                render: (name: string, row) => (
                  <div className="dicts-types__name">
                    <span>{name}</span>
                    <code className="dicts-code">{row.dictType}</code>
                  </div>
                ),
              },
            ]}
          />
        )}
      </DataState>
    </Card>
  );
}
