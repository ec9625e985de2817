import { MinusOutlined, PlusOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Select, Space } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buildGraphView, type GraphData } from '../../model/graph';
import { chartColors } from '../../model/chart-options';
import { graphOption } from '../../model/graph-option';
import { useProfileT } from '../../profile-i18n';
import { EChart } from '@/components/echart/echart';
import { companyHref } from '@/lib/company-links';
import { useChartTheme } from '@/lib/chart/use-chart-theme';
import '@/styles/features/profile.css';

/** The ownership look-through graph; clicking a node keeps only its direct links in view. */
export function GraphView({ graph }: { graph: GraphData }) {
  const { t } = useProfileT();
  const colors = useChartTheme(chartColors);
  const [focus, setFocus] = useState<string | null>(null);
  const [zoom, setZoom] = useState(1);
  const [width, setWidth] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Labels and the legend are laid out for the width the graph has.
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const view = useMemo(() => buildGraphView(graph, focus), [graph, focus]);
  const option = useMemo(
    () =>
      graphOption(
        view,
        {
          kind: {
            mine: t('profile.graph.mine'),
            company: t('profile.graph.company'),
            person: t('profile.graph.person'),
          },
          cumulative: (percent) => t('profile.graph.cumulative', { percent }),
        },
        colors,
        { width: width || 1000, zoom },
      ),
    [view, colors, t, width, zoom],
  );
  const layers = new Set(view.nodes.map((n) => n.y)).size;
  const focused = graph.nodes.find((n) => n.id === focus);
  return (
    <div className="profile-graph" ref={box}>
      <div className="profile-graph__bar">
        <span className="profile-graph__hint">{t('profile.graph.hint')}</span>
        <Select
          size="small"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          className="profile-graph__select"
          aria-label={t('profile.graph.pick')}
          placeholder={t('profile.graph.pick')}
          value={focus ?? undefined}
          onChange={(id?: string) => setFocus(id ?? null)}
          options={graph.nodes.map((n) => ({ value: n.id, label: n.name }))}
        />
        {/* Full-size buttons: small ones joined edge to edge fall under the 24 px touch target. */}
        <Space.Compact className="profile-graph__zoom">
          <Button
            icon={<PlusOutlined aria-hidden />}
            aria-label={t('profile.graph.zoomIn')}
            title={t('profile.graph.zoomIn')}
            onClick={() => setZoom((z) => Math.min(4, z * 1.5))}
          />
          <Button
            icon={<MinusOutlined aria-hidden />}
            aria-label={t('profile.graph.zoomOut')}
            title={t('profile.graph.zoomOut')}
            onClick={() => setZoom((z) => Math.max(0.5, z / 1.5))}
          />
          <Button
            icon={<UndoOutlined aria-hidden />}
            aria-label={t('profile.graph.zoomReset')}
            title={t('profile.graph.zoomReset')}
            onClick={() => setZoom(1)}
          />
        </Space.Compact>
        {focused && (
          <span className="profile-graph__focus" aria-live="polite">
            {t('profile.graph.focused', { name: focused.name })}
            {/* A company on record opens its own profile. */}
            {typeof focused.companyId === 'number' && (
              <Link to={companyHref(focused.companyId)}>{t('profile.graph.openCompany')}</Link>
            )}
            <Button size="small" onClick={() => setFocus(null)}>
              {t('profile.graph.reset')}
            </Button>
          </span>
        )}
      </div>
      <EChart
        option={option}
        height={Math.max(320, layers * 130 + 80)}
        label={t('profile.graph.title')}
        renderer="svg"
        onNodeClick={(id) => setFocus((current) => (current === id ? null : id))}
        onBlankClick={() => setFocus(null)}
      />
    </div>
  );
}
