import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import type { MineRepository, MineSnapshots } from '../mine';
import type { RiskService } from '../risk';
import { createCompanyRepository } from './company.repository';
import { companyRoutes } from './company.routes';
import { createCompanyService, type CompanyService } from './company.service';

export type { CompanyService } from './company.service';
export { syncGroupRows } from './group-registry';
export { controllerOf, type Holding, isGovernmentBody, majorityChain, NO_CONTROLLER } from './majority-chain';

/** Companies: licence holders and their groups with their figures, and a company's profile. */
export function createCompanies(
  db: Executor,
  deps: {
    snapshots: MineSnapshots;
    mines: Pick<MineRepository, 'childRows' | 'readMeta'>;
    risk: Pick<RiskService, 'bandOf' | 'scoreOf' | 'mine' | 'version'>;
  },
): CompanyService {
  return createCompanyService({ repo: createCompanyRepository(db), ...deps });
}

export async function companyModule(app: FastifyInstance, { companies }: { companies: CompanyService }) {
  await app.register(companyRoutes, { companies });
  // Once the server is up, not during its start: the first /list/card answers from a built index.
  app.addHook('onReady', async () => companies.warm());
}
