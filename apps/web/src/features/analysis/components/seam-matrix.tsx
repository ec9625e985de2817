import { type SeamCell, type SeamComparison, seamLabel } from '@coal/contracts';
import { Tooltip } from 'antd';
import { Link } from 'react-router';
import { mineHref } from '@/lib/mine/mine-links';
import { useAnalysisT } from '../analysis-i18n';
import { horizonName } from '../model/seam-systems';
import { thicknessShade } from '../model/thickness-shade';

const dash = (v: number | string | null) => (v === null || v === '' ? '—' : String(v));

/** Mines × seams, the mean thickness in each cell, shaded by thickness; absent seams and missing records said so. */
export function SeamMatrix({ data, dark = false }: { data: SeamComparison; dark?: boolean }) {
  const { t } = useAnalysisT();
  const thickest = Math.max(
    0.1,
    ...data.mines.flatMap((m) => Object.values(m.cells).map((c) => c.thicknessAvg ?? 0)),
  );
  const detail = (c: SeamCell) =>
    t('analysis.cellDetail', {
      min: dash(c.thicknessMin),
      max: dash(c.thicknessMax),
      dip: dash(c.dip),
      stability: dash(c.stability),
      structure: dash(c.structure),
      roof: dash(c.roof),
      floor: dash(c.floor),
    });
  return (
    <div className="seam-matrix" role="region" aria-label={t('analysis.matrix')} tabIndex={0}>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('analysis.col.name')}</th>
            <th scope="col">{t('analysis.col.distance')}</th>
            {data.seams.map((s) => (
              <th key={s.seam} scope="col">
                <span lang="zh-CN">{s.label}</span>
                {s.horizon && <span className="seam-matrix__horizon">{horizonName(t, s.horizon)}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.mines.map((mine) => (
            <tr key={mine.mineId} className={mine.distanceKm === null ? 'seam-matrix__subject' : undefined}>
              <th scope="row">
                <Link to={mineHref(mine.mineId)} lang="zh-CN">
                  {mine.mineName}
                </Link>
                {mine.distanceKm === null && (
                  <span className="seam-matrix__badge">{t('analysis.subject')}</span>
                )}
              </th>
              <td className="seam-matrix__num">
                {mine.distanceKm === null ? '—' : mine.distanceKm.toFixed(1)}
              </td>
              {!mine.hasRecords ? (
                <td colSpan={Math.max(1, data.seams.length)} className="seam-matrix__nodata">
                  {t('analysis.noData')}
                </td>
              ) : (
                data.seams.map((s) => {
                  const cell = mine.cells[s.seam];
                  if (!cell)
                    return (
                      <td key={s.seam} className="seam-matrix__absent">
                        {t('analysis.absent')}
                      </td>
                    );
                  const shade = thicknessShade((cell.thicknessAvg ?? 0) / thickest, dark);
                  // A seam of another numbering keeps its own number beside the value.
                  const own = cell.seamNo !== s.seam ? seamLabel(cell.seamNo) : null;
                  return (
                    <Tooltip
                      key={s.seam}
                      title={own ? `${t('analysis.ownSeam', { seam: own })} · ${detail(cell)}` : detail(cell)}
                    >
                      <td
                        className="seam-matrix__cell"
                        tabIndex={0}
                        style={{ background: shade.background }}
                        data-dark={shade.lightText || undefined}
                      >
                        {dash(cell.thicknessAvg)}
                        {own && (
                          <span className="seam-matrix__own">{t('analysis.ownSeamCell', { seam: own })}</span>
                        )}
                      </td>
                    </Tooltip>
                  );
                })
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
