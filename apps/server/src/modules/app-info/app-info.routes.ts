import { appInfoResponse } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { ok } from '../../lib/envelope';
import type { DemoAccounts } from './demo-accounts';

export const PRODUCT_NAME = '贵州煤矿大数据信息平台';
export const VERSION = '0.1.0';

export async function appInfoRoutes(
  app: FastifyInstance,
  { config, demoAccounts }: { config: Config; demoAccounts: DemoAccounts },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/app/info',
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        summary: '产品名称、运营单位、数据性质与仍在使用演示密码的账号（无需登录）',
        response: { 200: appInfoResponse },
      },
    },
    async (request) =>
      ok(request, {
        productName: PRODUCT_NAME,
        companyName: config.companyName,
        ...(config.companyNameEn ? { companyNameEn: config.companyNameEn } : {}),
        version: VERSION,
        demoData: config.demoData,
        // Only a demo installation names its demo passwords on the login page.
        demoAccounts: config.demoData ? await demoAccounts.list() : [],
      }),
  );
}
