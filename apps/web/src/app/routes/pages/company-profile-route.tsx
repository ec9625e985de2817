import { CompanyProfilePage } from '@/features/company';
import { MissingPage } from '@/features/exception';
import { CompanyNewsPanel } from '@/features/news';
import { ChildRecordsTable, OwnershipGraph } from '@/features/profile';
import { IndicatorName } from '@/features/risk';

const MissingCompany = () => <MissingPage subject="company" />;

/** The company profile composed with the mine profile's graph and record tables, its news and risk names. */
export function CompanyProfileRoute() {
  return (
    <CompanyProfilePage
      NotFound={MissingCompany}
      renderGraph={(graph) => <OwnershipGraph graph={{ kind: 'graph', ...graph }} />}
      renderRecords={(entity, title, rows) => <ChildRecordsTable title={title} entity={entity} rows={rows} />}
      renderNews={(companyId, title) => <CompanyNewsPanel companyId={companyId} title={title} />}
      indicator={(id) => <IndicatorName id={id} />}
    />
  );
}
