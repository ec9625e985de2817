import type { DictDataAdmin } from '@coal/contracts';
import ExcelJS from 'exceljs';
import { t, type Locale } from '../../lib/i18n';

/** The items as the page lists them, one row each, headed in the reader's language. */
export async function itemsWorkbook(rows: DictDataAdmin[], locale: Locale): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '贵州煤矿大数据信息平台';
  const sheet = workbook.addWorksheet(t(locale, 'dict.export.sheet'), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const yes = t(locale, 'dict.export.yes');
  const no = t(locale, 'dict.export.no');
  sheet.columns = [
    { header: t(locale, 'dict.export.sort'), key: 'sort', width: 8 },
    { header: t(locale, 'dict.export.label'), key: 'label', width: 20 },
    { header: t(locale, 'dict.export.labelEn'), key: 'labelEn', width: 28 },
    { header: t(locale, 'dict.export.value'), key: 'value', width: 12 },
    { header: t(locale, 'dict.export.listClass'), key: 'listClass', width: 12 },
    { header: t(locale, 'dict.export.isDefault'), key: 'isDefault', width: 10 },
    { header: t(locale, 'dict.export.status'), key: 'status', width: 10 },
    { header: t(locale, 'dict.export.usage'), key: 'usage', width: 12 },
    { header: t(locale, 'dict.export.synonyms'), key: 'synonyms', width: 30 },
    { header: t(locale, 'dict.export.remark'), key: 'remark', width: 30 },
    { header: t(locale, 'dict.export.updateTime'), key: 'updateTime', width: 20 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const item of rows)
    sheet.addRow({
      sort: item.dictSort,
      label: item.dictLabel,
      labelEn: item.dictLabelEn,
      value: item.dictValue,
      listClass: item.listClass,
      isDefault: item.isDefault === 'Y' ? yes : no,
      status: t(locale, item.status === '1' ? 'dict.export.disabled' : 'dict.export.enabled'),
      usage: item.usage,
      synonyms: item.synonyms.join('、'),
      remark: item.remark,
      updateTime: item.updateTime,
    });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
