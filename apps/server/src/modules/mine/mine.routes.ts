import { mineDatasetResponse, mineExportParams, mineExportQuery, regionTreeResponse } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { sendFile } from '../../lib/send-file';
import { regionTree } from './geo/geo-assets';
import type { MineService } from './mine.service';

export async function mineRoutes(app: FastifyInstance, { mines }: { mines: MineService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/mine/dataset',
    {
      schema: {
        tags: ['mine'],
        summary: '数据集信息（是否为示例数据）',
        response: { 200: mineDatasetResponse },
      },
    },
    async (request) => ok(request, await mines.dataset(request.locale)),
  );

  r.get(
    '/mine/regions',
    {
      schema: {
        tags: ['mine'],
        summary: '行政区划树：市州 → 区县（值等于标签）',
        response: { 200: regionTreeResponse },
      },
    },
    async (request) => ok(request, regionTree()),
  );

  r.get(
    '/mine/export',
    {
      config: { activity: 'export' },
      schema: {
        tags: ['mine'],
        summary: '按筛选条件或所选煤矿（mineIds）导出煤矿列表（.xlsx），可指定导出列（columns）',
        querystring: mineExportQuery,
      },
    },
    async (request, reply) => {
      const file = await mines.exportList(request.query);
      return sendFile(reply, file.fileName, file.data);
    },
  );

  r.get(
    '/mine/:idOrCode/export',
    {
      config: { activity: 'export' },
      schema: {
        tags: ['mine'],
        summary: '导出一座煤矿的全部资料（.xlsx，可重新导入）；按煤矿编号或矿井编码',
        params: mineExportParams,
      },
    },
    async (request, reply) => {
      const file = await mines.exportMine(request.params.idOrCode);
      return sendFile(reply, file.fileName, file.data);
    },
  );
}
