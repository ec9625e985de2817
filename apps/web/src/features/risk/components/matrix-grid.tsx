import { ahpWeights, MAX_CONSISTENCY_RATIO, SAATY_SCALE, withJudgement } from '@coal/contracts';
import { Select, Tag } from 'antd';
import { useRiskT } from '../risk-i18n';

export function saatyLabel(value: number): string {
  if (value >= 1) return String(Math.round(value));
  return `1/${Math.round(1 / value)}`;
}

const nearest = (value: number) =>
  SAATY_SCALE.reduce(
    (best, x) => (Math.abs(Math.log(x / value)) < Math.abs(Math.log(best / value)) ? x : best),
    1,
  );

const OPTIONS = SAATY_SCALE.map((value) => ({ value, label: saatyLabel(value) }));

interface Props {
  title: string;
  labels: string[];
  matrix: number[][];
  onChange: (matrix: number[][]) => void;
}

/** One pairwise-comparison matrix: the upper triangle is chosen on the Saaty scale, the lower mirrors it. */
export function MatrixGrid({ title, labels, matrix, onChange }: Props) {
  const { t } = useRiskT();
  const { weights, cr } = ahpWeights(matrix);
  const ok = cr < MAX_CONSISTENCY_RATIO;
  return (
    <section className="risk-matrix" aria-label={title}>
      <div className="risk-matrix__head">
        <h4>{title}</h4>
        <Tag
          color={ok ? 'success' : 'error'}
          data-testid="cr"
          title={t(ok ? 'risk.editor.crOk' : 'risk.editor.crBad')}
        >
          {t('risk.editor.cr', { cr: cr.toFixed(3) })}
        </Tag>
      </div>
      <div className="risk-matrix__scroll">
        <table className="risk-matrix__table">
          <thead>
            <tr>
              <th />
              {labels.map((l) => (
                <th key={l} scope="col">
                  {l}
                </th>
              ))}
              <th scope="col">{t('risk.preview.weight')}</th>
            </tr>
          </thead>
          <tbody>
            {labels.map((rowLabel, i) => (
              <tr key={rowLabel}>
                <th scope="row">{rowLabel}</th>
                {labels.map((colLabel, j) => (
                  <td key={colLabel}>
                    {j > i ? (
                      <Select
                        size="small"
                        value={nearest(matrix[i]![j]!)}
                        options={OPTIONS}
                        popupMatchSelectWidth={false}
                        aria-label={t('risk.editor.cell', { row: rowLabel, column: colLabel })}
                        onChange={(value: number) => onChange(withJudgement(matrix, i, j, value))}
                      />
                    ) : (
                      <span className="risk-matrix__mirror">{saatyLabel(matrix[i]![j]!)}</span>
                    )}
                  </td>
                ))}
                <td className="risk-matrix__weight">{((weights[i] ?? 0) * 100).toFixed(1)}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
