import type { MineDocuments } from '@coal/contracts';
import type { RowValues } from '../../modules/mine';
import { bodyOn } from './authorities';
import { addDays } from './dates';
import type { MineFacts } from './facts';
import type { Random } from './random';

/** Guizhou's intelligent-mining acceptances began with the 2020 policy (黔能源发〔2020〕…). */
export const SMART_FROM = '2021-01-01';

/** "1201工作面" → "12": the current faces are named by seam and a two-digit number. */
export function seamOfFace(face: string): string | null {
  return /^(.+?)\d{2}工作面$/.exec(face)?.[1] ?? null;
}

/**
 * Intelligent (智能化) faces accepted by the energy bureau: only producing mines that work fully
 * mechanised longwalls, larger mines more often; each is one of the current faces (or a heading in the
 * main seam), accepted after 竣工验收 and before today.
 */
export function makeSmartFaces(
  r: Random,
  facts: MineFacts,
  documents: MineDocuments,
  seams: readonly RowValues[],
): RowValues[] {
  const summary = documents.productionSummary;
  const faces = documents.miningDynamics?.currentFaces ?? [];
  if (facts.status !== '1' || !summary?.miningMethod.includes('综合机械化') || !faces.length) return [];
  const minable = new Set(seams.filter((s) => s.minable === true).map((s) => String(s.seamNo)));
  if (!faces.every((face) => minable.has(seamOfFace(face) ?? ''))) return [];
  const p = facts.capacity >= 120 ? 0.85 : facts.capacity >= 60 ? 0.6 : facts.capacity >= 45 ? 0.4 : 0.12;
  if (!r.chance(p)) return [];
  const acceptance = facts.timeline.acceptance ?? SMART_FROM;
  const from = addDays(acceptance > SMART_FROM ? acceptance : SMART_FROM, 120);
  const to = addDays(facts.referenceDate, -20);
  if (from >= to) return [];
  const span = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  const level = () =>
    facts.capacity >= 120
      ? r.weighted([
          ['中级', 60],
          ['高级', 15],
          ['初级', 25],
        ] as const)
      : facts.capacity >= 60
        ? r.weighted([
            ['初级', 70],
            ['中级', 30],
          ] as const)
        : '初级';
  const row = (faceName: string, kind: string, seamNo: string | null): RowValues => {
    const acceptedOn = addDays(from, r.int(0, Math.floor(span)));
    const body = bodyOn('energy', acceptedOn);
    return {
      faceName,
      kind,
      seamNo,
      level: level(),
      acceptedOn,
      authority: body.name,
      documentNo: `${body.prefix}煤炭〔${acceptedOn.slice(0, 4)}〕${r.int(1, 300)}号`,
    };
  };
  const rows = r
    .sample(faces, r.int(1, faces.length))
    .map((face) => row(face, '智能化综采工作面', seamOfFace(face)));
  const seam = seamOfFace(faces[0]!);
  if ((summary.headingFaces ?? 0) > 0 && seam && r.chance(0.5))
    rows.push(row(`${seam}${r.int(1, 3)}0${r.int(1, 9)}运输巷掘进工作面`, '智能化掘进工作面', seam));
  return rows.sort((a, b) => String(a.acceptedOn).localeCompare(String(b.acceptedOn)));
}
