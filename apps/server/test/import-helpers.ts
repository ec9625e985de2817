import type { FastifyInstance } from 'fastify';
import { call, type Session } from './helpers';

/** A multipart/form-data body carrying one file, as the import wizard sends it. */
export function multipart(fileName: string, data: Buffer) {
  const boundary = `----coal${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${encodeURIComponent(fileName)}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export interface UploadedJob {
  jobId: number;
  status: string;
  counts: Record<string, number>;
  problems: { sheet: string; row: number; column: string; message: string }[];
  preview: {
    mineId: string;
    action: string;
    changes: { column: string }[];
    sheets?: { sheet: string; added: number; removed: number }[];
  }[];
}

export function uploadFile(app: FastifyInstance, session: Session, fileName: string, data: Buffer) {
  const body = multipart(fileName, data);
  return call<{ data: UploadedJob }>(app, {
    method: 'POST',
    url: '/api/mine/import',
    headers: { ...session.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

export function commitJob(app: FastifyInstance, session: Session, jobId: number) {
  return call<{ data: { status: string; counts: Record<string, number> } }>(app, {
    method: 'POST',
    url: `/api/mine/import/jobs/${jobId}/commit`,
    headers: session.headers,
  });
}
