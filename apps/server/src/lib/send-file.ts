import type { FastifyReply } from 'fastify';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A download with its file name in UTF-8 (Chinese names survive every browser). */
export function sendFile(reply: FastifyReply, fileName: string, data: Buffer, type = XLSX_TYPE) {
  return reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .send(data);
}
