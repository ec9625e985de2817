import { Tabs } from 'antd';
import { PanelBoundary } from '@/components/panel-boundary';
import { useImportT } from '../import-i18n';
import type { ImportTab } from '../model/wizard-params';
import { useImportState } from '../use-import-state';
import { ImportWizard } from './import-wizard';
import { JobList } from './job-list';
import '@/styles/features/import.css';

/**
 * The admin import page (`/form/step`): the five-step wizard and, on a second tab, past import jobs.
 * `searchPath` is where the result page sends people to look at mines, when that page is open to them.
 */
export function ImportPage({ searchPath }: { searchPath?: string }) {
  const { t } = useImportT();
  const api = useImportState();
  const { state, update } = api;
  const boundary = { errorTitle: t('import.jobLoadFailed'), retryLabel: t('import.startOver') };

  return (
    <div className="import-page">
      <header className="import-page__head">
        <h1 className="import-page__title">{t('import.title')}</h1>
        <p className="import-page__subtitle">{t('import.subtitle')}</p>
      </header>
      <Tabs
        className="import-page__tabs"
        activeKey={state.tab}
        onChange={(key) => update({ tab: key as ImportTab })}
        items={[
          {
            key: 'wizard',
            label: t('import.tab.wizard'),
            children: (
              <PanelBoundary {...boundary}>
                <ImportWizard api={api} searchPath={searchPath} />
              </PanelBoundary>
            ),
          },
          {
            key: 'jobs',
            label: t('import.tab.jobs'),
            children: (
              <PanelBoundary {...boundary}>
                <JobList api={api} />
              </PanelBoundary>
            ),
          },
        ]}
      />
    </div>
  );
}
