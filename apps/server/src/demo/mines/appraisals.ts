import type { MineDocuments } from '@coal/contracts';
import type { RowValues } from '../../modules/mine';
import { bodyOn } from './authorities';
import type { MineFacts } from './facts';
import type { Random } from './random';

export const GAS_LABEL: Record<string, string> = {
  '1': '低瓦斯矿井',
  '2': '高瓦斯矿井',
  '3': '煤与瓦斯突出矿井',
};

/**
 * The appraisals behind three figures of the profile, in the year last done: the gas grade (yearly for
 * working mines), the spontaneous-combustion class of the main seam, and the standardisation grade.
 */
export function makeAppraisals(r: Random, facts: MineFacts, documents: MineDocuments): RowValues[] {
  const working = facts.status === '1' || facts.status === '6';
  const last = facts.timeline.closedOn ? Number(facts.timeline.closedOn.slice(0, 4)) - 1 : facts.refYear - 1;
  const first = Number((facts.timeline.projectApproval ?? '2014').slice(0, 4));
  if (last < first) return [];
  const row = (kind: string, year: number, result: string): RowValues => {
    const on = `${year}-12-31`;
    const body = bodyOn('energy', on);
    return {
      kind,
      year,
      result,
      authority: body.name,
      documentNo: `${body.prefix}煤炭〔${year}〕${r.int(1, 300)}号`,
    };
  };
  const rows: RowValues[] = [];
  const gasYear = working ? last : r.int(first, last);
  rows.push(row('瓦斯等级鉴定', gasYear, GAS_LABEL[String(facts.mine.gasGrade)] ?? '低瓦斯矿井'));
  const combustion = documents.otherConditions?.spontaneousCombustion;
  if (combustion) rows.push(row('自燃倾向性鉴定', r.int(first, last), combustion));
  const grade = documents.safetyOverview?.standardisationGrade;
  if (working && grade && grade !== '未定级') rows.push(row('安全生产标准化等级', last, grade));
  return rows;
}
