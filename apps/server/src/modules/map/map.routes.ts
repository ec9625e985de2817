import {
  mapBoundariesResponse,
  mapBoundaryParams,
  mapCardParams,
  mapMineCardResponse,
  mapMinesResponse,
  mineFilterQuery,
} from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { sendJson } from '../../lib/json-cache';
import type { MapService } from './map.service';

export async function mapRoutes(app: FastifyInstance, { map }: { map: MapService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/map/mines',
    {
      schema: {
        tags: ['map'],
        summary: '地图上的全部煤矿（与煤矿列表相同的筛选条件；紧凑行，不分页）',
        querystring: mineFilterQuery,
        response: { 200: mapMinesResponse },
      },
    },
    async (request, reply) => sendJson(request, reply, await map.minesJson(request.query, request.locale)),
  );

  r.get(
    '/map/mines/:mineId/card',
    {
      schema: {
        tags: ['map'],
        summary: '地图上点选煤矿时的信息卡',
        params: mapCardParams,
        response: { 200: mapMineCardResponse },
      },
    },
    async (request) => ok(request, await map.card(request.params.mineId)),
  );

  r.get(
    '/map/boundaries',
    {
      schema: {
        tags: ['map'],
        summary: '全省九个市州的边界（GCJ-02）',
        response: { 200: mapBoundariesResponse },
      },
    },
    async (request, reply) => sendJson(request, reply, await map.provinceJson(request.locale)),
  );

  r.get(
    '/map/boundaries/counties',
    {
      schema: {
        tags: ['map'],
        summary: '全省各区县的边界（GCJ-02，简化到约 400 米；用于全省区县分级设色图）',
        response: { 200: mapBoundariesResponse },
      },
    },
    async (request, reply) => sendJson(request, reply, await map.provinceCountiesJson(request.locale)),
  );

  r.get(
    '/map/boundaries/:code',
    {
      schema: {
        tags: ['map'],
        summary: '一个市州各区县的边界（GCJ-02）',
        params: mapBoundaryParams,
        response: { 200: mapBoundariesResponse },
      },
    },
    async (request, reply) =>
      sendJson(request, reply, await map.countiesJson(request.params.code, request.locale)),
  );
}
