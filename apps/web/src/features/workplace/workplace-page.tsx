import { Col, Row } from 'antd';
import { useTranslation } from '@/lib/i18n';
import { PanelBoundary } from '@/components/panel-boundary';
import { GreetingCard } from './greeting-card';
import type { WorkplacePanel } from './workplace-panel';
import '@/styles/features/workplace.css';

/** The desk: a greeting and a grid of independent panels, each with its own error boundary. */
export function WorkplacePage({ panels }: { panels: readonly WorkplacePanel[] }) {
  const { t } = useTranslation();
  return (
    <div className="workplace fills-screen">
      <GreetingCard />
      <Row gutter={[16, 16]}>
        {panels.map(({ id, span, Component }) => (
          <Col key={id} xs={24} lg={span} data-panel={id}>
            <PanelBoundary errorTitle={t('state.error')} retryLabel={t('state.retry')}>
              <Component />
            </PanelBoundary>
          </Col>
        ))}
      </Row>
    </div>
  );
}
