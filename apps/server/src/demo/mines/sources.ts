import type { ChildEntity } from '@coal/contracts';
import type { MineRecord, RowValues } from '../../modules/mine';
import { bodyOn } from './authorities';

const s = (v: unknown) => (typeof v === 'string' ? v : '');
const year = (date: unknown) => s(date).slice(0, 4);

/** The column holding a record's own reference, which its source note quotes. */
export const REFERENCE_COLUMN: Partial<Record<ChildEntity, string>> = {
  licences: 'number',
  licenceCorners: 'licenceNo',
  penalties: 'documentNo',
  dishonest: 'caseNo',
  files: 'docNo',
  mergerSteps: 'docNo',
  procedures: 'docNo',
  capacityChanges: 'documentNo',
  supervision: 'documentNo',
  appraisals: 'documentNo',
  smartFaces: 'documentNo',
};

/** Where a record of each sheet is taken from: the report, register or decision an analyst would cite. */
function noteOf(entity: ChildEntity, row: RowValues, record: MineRecord): string {
  const mine = s(record.mine.name);
  const company = s(record.mine.company);
  const ref = s(row[REFERENCE_COLUMN[entity] ?? '']);
  switch (entity) {
    case 'seams':
      return `《${mine}资源储量核实报告》`;
    case 'quality':
      return `《${mine}煤质化验报告》${s(row.seamNo)}号煤层`;
    case 'gas':
      return `《${mine}煤层瓦斯基本参数测定报告》（${year(row.measuredOn)}年）`;
    case 'licences':
      return row.kind === 'mining'
        ? `${s(row.authority)}采矿权登记：${ref}`
        : `${s(row.authority)}安全生产许可证：${ref}`;
    case 'licenceCorners':
      return `采矿许可证${ref}副本，矿区范围拐点坐标`;
    case 'production':
      return `${bodyOn('energy', `${String(row.year)}-12-31`).name}${String(row.year)}年煤炭产量统计`;
    case 'accidents':
      return `${mine}“${s(row.occurredOn)}”${s(row.kind)}事故调查报告`;
    case 'penalties':
      return `${s(row.authority)}行政处罚决定书 ${ref}`;
    case 'shareholders':
      return `国家企业信用信息公示系统：${company}股东及出资信息`;
    case 'changes':
      return `国家企业信用信息公示系统：${company}变更记录`;
    case 'assets':
      return s(row.certificateNo) ? `权属证书 ${s(row.certificateNo)}` : `${company}企业年度报告`;
    case 'dishonest':
      return `中国执行信息公开网：${ref}`;
    case 'auctions':
      return `人民法院诉讼资产网：${s(row.court)}`;
    case 'files':
      return ref ? `${mine}矿井档案：${ref}` : `${mine}矿井档案`;
    case 'mergerSteps':
      return ref ? `兼并重组批复 ${ref}` : '贵州省煤矿企业兼并重组工作领导小组办公室台账';
    case 'procedures':
      return ref ? `${s(row.authority)} ${ref}` : `${mine}建设项目手续台账`;
    case 'capacityChanges':
      return ref ? `${s(row.issuedBy)}${s(row.batch)} ${ref}` : `${s(row.issuedBy)}${s(row.batch)}`;
    case 'supervision':
      return ref ? `${s(row.authority)}执法文书 ${ref}` : `${s(row.authority)}执法文书`;
    case 'appraisals':
      return `${s(row.authority)}鉴定结果确认 ${ref}`;
    case 'smartFaces':
      return `${s(row.authority)}智能化工作面验收 ${ref}`;
  }
}

/** Writes a source note on every record of the mine (a pure function of the record: no draws). */
export function addSources(record: MineRecord): void {
  for (const [entity, rows] of Object.entries(record.children) as [ChildEntity, RowValues[]][])
    for (const row of rows) row.source = noteOf(entity, row, record);
}
