import {
  companyIdParams,
  companyListQuery,
  companyListResponse,
  companyProfileResponse,
} from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okList } from '../../lib/envelope';
import type { CompanyService } from './company.service';

export async function companyRoutes(app: FastifyInstance, { companies }: { companies: CompanyService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/company/list',
    {
      schema: {
        tags: ['company'],
        summary: '企业（采矿权人及其集团）：持有煤矿、核定产能、所在市州、最差风险等级、近三年事故处罚失信',
        querystring: companyListQuery,
        response: { 200: companyListResponse },
      },
    },
    async (request) => {
      const { rows, total, window, prefectures } = await companies.list(request.query);
      return { ...okList(request, rows, total), window, prefectures };
    },
  );

  r.get(
    '/company/:id',
    {
      schema: {
        tags: ['company'],
        summary: '企业档案：登记信息、股东与穿透图、持有煤矿及其记录、风险',
        params: companyIdParams,
        response: { 200: companyProfileResponse },
      },
      config: { errors: [404] },
    },
    async (request) => ok(request, await companies.profile(request.params.id)),
  );
}
