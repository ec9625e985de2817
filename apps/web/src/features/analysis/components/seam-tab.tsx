import type { SeamComparison } from '@coal/contracts';
import { Alert, Card } from 'antd';
import { useMemo } from 'react';
import { EChart } from '@/components/echart/echart';
import { PanelBoundary } from '@/components/panel-boundary';
import { MarkData } from '@/components/with-data';
import { useAnalysisT } from '../analysis-i18n';
import { seamBarsOption } from '../model/chart-options';
import { systemName } from '../model/seam-systems';
import { seamSummary } from '../model/summary';
import { SeamMatrix } from './seam-matrix';
import { useAnalysisLook } from './use-analysis-look';

/** The seam tab: the generated summary, the presence matrix, and mean thickness per seam. */
export function SeamTab({ data }: { data: SeamComparison }) {
  const { t } = useAnalysisT();
  const { colors, bearing, dark } = useAnalysisLook();
  const lines = useMemo(() => seamSummary(data, t, bearing), [data, t, bearing]);
  const dataNames = useMemo(
    () => [...data.mines.map((m) => m.mineName), ...data.seams.map((s) => s.label)],
    [data],
  );
  const bars = useMemo(
    () =>
      seamBarsOption(
        data,
        { subject: t('analysis.subject'), median: t('analysis.median'), axis: t('analysis.thickness') },
        colors,
      ),
    [data, t, colors],
  );
  const boundary = { errorTitle: t('analysis.panelError'), retryLabel: t('analysis.retry') };
  const others = data.otherSystems.map((x) => systemName(t, x)).join(t('analysis.listSeparator'));
  return (
    <div className="analysis-tab">
      <Alert
        type={others ? 'warning' : 'info'}
        showIcon
        className="analysis-numbering"
        title={t('analysis.numbering', { system: systemName(t, data.seamSystem) })}
        description={others ? t('analysis.numberingOthers', { others }) : undefined}
      />
      {lines.length > 0 && (
        <Card size="small" title={t('analysis.summary')} className="analysis-summary">
          <ul>
            {lines.map((line) => (
              <li key={line}>
                <MarkData text={line} values={dataNames} />
              </li>
            ))}
          </ul>
        </Card>
      )}
      <PanelBoundary {...boundary}>
        <Card
          size="small"
          title={t('analysis.matrix')}
          extra={<span className="analysis-hint">{t('analysis.matrixHint')}</span>}
        >
          <SeamMatrix data={data} dark={dark} />
        </Card>
      </PanelBoundary>
      {data.seams.length > 0 && (
        <PanelBoundary {...boundary}>
          <Card size="small" title={t('analysis.bars')}>
            <EChart option={bars} height={300} label={t('analysis.barsLabel')} />
          </Card>
        </PanelBoundary>
      )}
    </div>
  );
}
