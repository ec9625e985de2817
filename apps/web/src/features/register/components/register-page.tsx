import { REGISTER_PAGE_SIZES, type RegisterQuery } from '@coal/contracts';
import { Card } from 'antd';
import { type ReactNode, useState } from 'react';
import { DataState } from '@/components/data-state';
import { useFeedback } from '@/components/feedback';
import { PanelBoundary } from '@/components/panel-boundary';
import { useRegisterPage } from '../api/register-page';
import { useRegisterT } from '../register-i18n';
import { type MineSelection, useMineSelection } from '../use-mine-selection';
import { useRegisterColumns } from '../use-register-columns';
import { useRegisterState } from '../use-register-state';
import { AdvancedQuery } from './advanced-query';
import { ColumnSettingsDrawer } from './column-settings-drawer';
import { RegisterTable } from './register-table';
import { RegisterToolbar } from './register-toolbar';
import '@/styles/features/register.css';

interface RegisterPageProps {
  /** Beside the query: what the app adds to it (the saved queries). */
  toolbar?: ReactNode;
  /** The admins' actions on the selected mines (the batch edit). */
  selectionActions?: (selection: MineSelection) => ReactNode;
}

/** 煤矿台账: every mine with every field, an advanced query and sort in the URL, columns saved per user. */
export function RegisterPage({ toolbar, selectionActions }: RegisterPageProps = {}) {
  const { t } = useRegisterT();
  const { message } = useFeedback();
  const { state, update, setQuery } = useRegisterState();
  const selection = useMineSelection();
  const columns = useRegisterColumns();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const request: RegisterQuery = { ...state.query, pageNum: state.page, pageSize: state.size };
  const page = useRegisterPage({ query: request });
  const shownColumns = columns.columns.filter((c) => c.visible).map((c) => c.field.key);

  return (
    <div className="register-page">
      <Card className="register-page__head">
        <h1 className="register-page__title">{t('register.title')}</h1>
        <p className="register-page__subtitle">{t('register.subtitle')}</p>
        {toolbar && <div className="register-page__views">{toolbar}</div>}
        <AdvancedQuery
          key={JSON.stringify(state.query.conditions)}
          conditions={state.query.conditions}
          onApply={(conditions) => setQuery({ ...state.query, conditions })}
        />
      </Card>
      <Card className="register-page__body">
        <RegisterToolbar
          total={page.data?.total}
          selection={selection}
          shownColumns={shownColumns}
          onColumns={() => setSettingsOpen(true)}
          adminActions={selectionActions?.(selection)}
        />
        <PanelBoundary errorTitle={t('register.error')} retryLabel={t('register.retry')}>
          <DataState
            isPending={page.isPending || !columns.ready}
            error={page.error}
            data={page.data}
            errorTitle={t('register.error')}
            onRetry={() => void page.refetch()}
          >
            {(data) => (
              <RegisterTable
                rows={data.rows}
                total={data.total}
                loading={page.isFetching}
                columns={columns.columns}
                density={columns.density}
                sort={state.query.sort}
                page={state.page}
                size={state.size}
                pageSizes={REGISTER_PAGE_SIZES}
                selectedIds={selection.selectedIds}
                onSelect={selection.setSelectedIds}
                onSort={(sort) => setQuery({ ...state.query, sort })}
                onPage={(pageNum, size) => update({ page: pageNum, size })}
              />
            )}
          </DataState>
        </PanelBoundary>
      </Card>
      <ColumnSettingsDrawer
        key={settingsOpen ? 'open' : 'closed'}
        open={settingsOpen}
        columns={columns.columns}
        density={columns.density}
        saving={columns.saving}
        onClose={() => setSettingsOpen(false)}
        onSave={(next, density) =>
          void columns.save(next, density).then(
            () => {
              setSettingsOpen(false);
              void message.success(t('register.saved'));
            },
            () => undefined,
          )
        }
      />
    </div>
  );
}
