import type { SeamComparison } from '@coal/contracts';
import type { AnalysisKey } from '../analysis-i18n';

type Translate = (key: AnalysisKey, options?: Record<string, string | number>) => string;

const m = (value: number | null | undefined) => (value === null || value === undefined ? '—' : String(value));

/** The seam comparison told in sentences, from its figures only. */
export function seamSummary(data: SeamComparison, t: Translate, bearing: (b: string) => string): string[] {
  const lines: string[] = [];
  const neighbours = data.mines.filter((x) => x.distanceKm !== null);
  const nearest = neighbours[0];
  if (nearest)
    lines.push(
      t('analysis.summary.area', {
        radius: data.radiusKm,
        count: data.neighbourCount,
        name: nearest.mineName,
        km: m(nearest.distanceKm),
        bearing: nearest.bearing ? bearing(nearest.bearing) : '',
      }),
    );
  // Without neighbours there is nothing to compare (the page says so and offers a wider radius).
  if (data.neighbourCount === 0) return lines;
  const subject = data.mines[0];
  if (subject && !subject.hasRecords && data.seams.length) lines.push(t('analysis.summary.subjectNoData'));
  if (!data.seams.length) {
    lines.push(t('analysis.summary.noSeams'));
    return lines;
  }
  for (const seam of data.seams) {
    const here = seam.subject?.thicknessAvg;
    const total = data.neighbourCount;
    if (here !== undefined && here !== null && seam.thickness)
      lines.push(
        t('analysis.summary.seamBoth', {
          seam: seam.label,
          present: seam.presentIn,
          total,
          here,
          median: seam.thickness.median,
          q1: seam.thickness.q1,
          q3: seam.thickness.q3,
        }),
      );
    else if (here !== undefined && here !== null)
      lines.push(t('analysis.summary.seamOnlyHere', { seam: seam.label, total, here }));
    else if (seam.thickness)
      lines.push(
        t('analysis.summary.seamNotHere', {
          seam: seam.label,
          present: seam.presentIn,
          total,
          median: seam.thickness.median,
        }),
      );
  }
  return lines;
}
