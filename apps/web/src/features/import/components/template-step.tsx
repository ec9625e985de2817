import { DownloadOutlined } from '@ant-design/icons';
import { CHILD_ENTITIES, mineColumns, SHEET_NAMES } from '@coal/contracts';
import { Button, Space, Tag } from 'antd';
import { DATA_SLOT, WithData } from '@/components/with-data';
import { useDownloadTemplate } from '../api/download-files';
import { useImportT } from '../import-i18n';
import { SynonymEditor } from './synonym-editor';

/** Step 1: the template and what it holds, read from the shared column definitions. */
export function TemplateStep({ onNext }: { onNext: () => void }) {
  const { t, language } = useImportT();
  const download = useDownloadTemplate();
  const zh = language === 'zh-CN';
  // The workbook's sheets are named in Chinese whatever the interface language: the name is data there.
  const sheetLabel = (key: keyof typeof SHEET_NAMES) => (
    <>
      <span lang="zh-CN">{SHEET_NAMES[key].zh}</span>
      {zh ? '' : ` (${SHEET_NAMES[key].en})`}
    </>
  );
  const required = mineColumns
    .filter((c) => c.required)
    .map((c) => (zh ? c.zh : c.en))
    .join(zh ? '、' : ', ');
  const children = [...CHILD_ENTITIES, 'documents' as const];

  return (
    <section className="import-step" aria-labelledby="import-template-heading">
      <h2 id="import-template-heading" className="import-step__heading">
        {t('import.template.heading')}
      </h2>
      <p>{t('import.template.intro')}</p>
      <Space wrap>
        <Button
          type="primary"
          icon={<DownloadOutlined aria-hidden />}
          loading={download.isPending}
          onClick={() => download.mutate(`${t('import.title')}.xlsx`)}
        >
          {download.isPending ? t('import.template.downloading') : t('import.template.download')}
        </Button>
        <Button onClick={onNext}>{t('import.template.haveFile')}</Button>
      </Space>
      <h3 className="import-step__subheading">{t('import.template.sheets')}</h3>
      <ul className="import-template__list">
        <li>
          <WithData
            text={t('import.template.mineSheet', { sheet: DATA_SLOT, columns: required })}
            value={SHEET_NAMES.mine.zh}
          />
        </li>
        <li>
          {t('import.template.childSheets', { count: children.length })}
          <div className="import-template__tags">
            {children.map((key) => (
              <Tag key={key}>{sheetLabel(key)}</Tag>
            ))}
          </div>
        </li>
        <li>{t('import.template.dictNote')}</li>
        <li>{t('import.template.exportHint')}</li>
      </ul>
      <SynonymEditor />
    </section>
  );
}
