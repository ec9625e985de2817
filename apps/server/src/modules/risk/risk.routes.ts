import {
  mineRiskResponse,
  riskMineParams,
  riskModelIdParams,
  riskModelInput,
  riskModelResponse,
  riskModelsResponse,
  riskBacktestQuery,
  riskBacktestResponse,
  riskOverviewResponse,
  riskPreviewResponse,
} from '@coal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { ModelRefusedError, type RiskService } from './risk.service';

const ADMIN = { roles: ['admin'] } as const;

/** A refused matrix, named in the user's language. */
async function naming<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ModelRefusedError)) throw error;
    const matrix = t(request.locale, `risk.matrix.${error.matrix}` as 'risk.matrix.groups');
    throw new AppError(error.status, error.key, { ...error.params, matrix });
  }
}

export async function riskRoutes(app: FastifyInstance, { risk }: { risk: RiskService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/risk/mines/:mineId',
    {
      schema: {
        tags: ['risk'],
        summary: '煤矿风险评分：分值、等级、权重方案版本与各指标贡献（贡献之和等于分值）',
        params: riskMineParams,
        response: { 200: mineRiskResponse },
      },
    },
    async (request) => ok(request, await risk.mine(request.params.mineId)),
  );

  r.get(
    '/risk/overview',
    {
      // No weight set is active yet.
      config: { errors: [404] },
      schema: {
        tags: ['risk'],
        summary: '风险总览：等级分布、分值直方图、市州与区县均值、最高风险煤矿、变动煤矿、当前权重',
        response: { 200: riskOverviewResponse },
      },
    },
    async (request) => ok(request, await risk.overview()),
  );

  r.get(
    '/risk/backtest',
    {
      // An unknown set, or a draft asked for by a user who is not an admin.
      config: { errors: [403, 404] },
      schema: {
        tags: ['risk'],
        summary:
          '回测：按各年末已知数据评分，对照其后两年的事故（C/D 级所占事故与死亡比例、ROC 与 AUC、等级转移）；草稿仅管理员',
        querystring: riskBacktestQuery,
        response: { 200: riskBacktestResponse },
      },
    },
    async (request) =>
      ok(request, await risk.backtest(request.query.set, { drafts: request.auth.role === 'admin' })),
  );

  r.get(
    '/risk/models',
    {
      schema: { tags: ['risk'], summary: '权重方案列表（新的在前）', response: { 200: riskModelsResponse } },
    },
    async (request) => ok(request, await risk.models()),
  );

  r.post(
    '/risk/models',
    {
      config: { ...ADMIN, errors: [422] },
      schema: {
        tags: ['risk'],
        summary: '起草权重方案（管理员；判断矩阵须为正互反矩阵且 CR < 0.10）',
        body: riskModelInput,
        response: { 200: riskModelResponse },
      },
    },
    async (request) => ok(request, await naming(request, () => risk.draft(request.body, actorOf(request)))),
  );

  r.post(
    '/risk/models/:id/preview',
    {
      config: { ...ADMIN, errors: [409] },
      schema: {
        tags: ['risk'],
        summary: '预览草稿方案：等级分布与等级将变化的煤矿（管理员）',
        params: riskModelIdParams,
        response: { 200: riskPreviewResponse },
      },
    },
    async (request) => ok(request, await risk.preview(request.params.id)),
  );

  r.post(
    '/risk/models/:id/activate',
    {
      config: { ...ADMIN, errors: [409] },
      schema: {
        tags: ['risk'],
        summary: '启用草稿方案并重算全部煤矿评分（管理员，记入审计日志）',
        params: riskModelIdParams,
        response: { 200: riskModelResponse },
      },
    },
    async (request) => ok(request, await risk.activate(request.params.id, actorOf(request))),
  );
}
