import { DICT_TYPES, type DictData } from '@coal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Collapse, Select, Skeleton, Table } from 'antd';
import { useState } from 'react';
import { DataText } from '@/components/data-text';
import { useFeedback } from '@/components/feedback';
import { allDictsQuery } from '@/lib/dict';
import { useUpdateSynonyms } from '../api/update-synonyms';
import { useImportT } from '../import-i18n';

/** The dictionaries real lists most often word their own way. */
const EDITED = [
  DICT_TYPES.productionStatus,
  DICT_TYPES.productionType,
  DICT_TYPES.gasGrade,
  DICT_TYPES.hydroType,
] as const;

function SynonymCell({ item }: { item: DictData }) {
  const { t } = useImportT();
  const { message } = useFeedback();
  const [words, setWords] = useState<string[]>(item.synonyms);
  const save = useUpdateSynonyms();
  const changed = words.join('\u0000') !== item.synonyms.join('\u0000');
  return (
    <div className="import-synonyms__cell">
      <Select
        mode="tags"
        className="import-synonyms__select"
        aria-label={t('import.synonyms.wordsOf', { label: item.dictLabel })}
        value={words}
        onChange={setWords}
        tokenSeparators={[',', '，', '、', ';', '；']}
        open={false}
        suffixIcon={null}
      />
      <Button
        size="small"
        disabled={!changed}
        loading={save.isPending}
        onClick={() =>
          save.mutate(
            { dictCode: item.dictCode, synonyms: words },
            { onSuccess: () => void message.success(t('import.synonyms.saved')) },
          )
        }
      >
        {t('import.synonyms.save')}
      </Button>
    </div>
  );
}

/** Admins keep each item's synonyms here: the words an import reads as the item, shown in its notes. */
export function SynonymEditor() {
  const { t } = useImportT();
  const dicts = useQuery(allDictsQuery());
  return (
    <Collapse
      className="import-synonyms"
      items={[
        {
          key: 'synonyms',
          label: t('import.synonyms.title'),
          children: dicts.isPending ? (
            <Skeleton active />
          ) : (
            <>
              <p>{t('import.synonyms.intro')}</p>
              {EDITED.map((type) => (
                <Table<DictData>
                  key={type}
                  size="small"
                  className="import-synonyms__table"
                  rowKey="dictCode"
                  pagination={false}
                  dataSource={dicts.data?.[type] ?? []}
                  caption={<strong>{t(`import.synonyms.dict.${type}`)}</strong>}
                  columns={[
                    {
                      key: 'label',
                      title: t('import.synonyms.item'),
                      width: 160,
                      render: (_: unknown, item: DictData) => <DataText>{item.dictLabel}</DataText>,
                    },
                    {
                      key: 'words',
                      title: t('import.synonyms.words'),
                      render: (_: unknown, item: DictData) => (
                        <SynonymCell key={item.synonyms.join('\u0000')} item={item} />
                      ),
                    },
                  ]}
                />
              ))}
            </>
          ),
        },
      ]}
    />
  );
}
