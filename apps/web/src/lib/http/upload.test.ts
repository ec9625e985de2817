import { envelopeOf } from '@coal/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, NetworkError } from './envelope';
import { readUploadResponse } from './upload';

const schema = envelopeOf(z.object({ jobId: z.number() }));

describe('readUploadResponse', () => {
  it('parses a success body with the contract schema', () => {
    const text = JSON.stringify({ code: 200, msg: '', data: { jobId: 7, extra: 1 } });
    expect(readUploadResponse(200, 'OK', text, schema)).toEqual({ code: 200, msg: '', data: { jobId: 7 } });
  });

  it('rejects an error envelope with its code and message', () => {
    const text = JSON.stringify({ code: 400, msg: '仅支持 .xlsx 或 .csv 文件' });
    expect(() => readUploadResponse(400, 'Bad Request', text, schema)).toThrow(
      new ApiError(400, '仅支持 .xlsx 或 .csv 文件'),
    );
  });

  it('keeps 413 meaningful when a proxy answers without JSON', () => {
    try {
      readUploadResponse(413, 'Payload Too Large', '<html>too large</html>', schema);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).code).toBe(413);
    }
  });

  it('turns other non-JSON answers into network errors with the status', () => {
    expect(() => readUploadResponse(502, 'Bad Gateway', '<html/>', schema)).toThrow(
      new NetworkError('502 Bad Gateway'),
    );
  });

  it('rejects a success body that breaks the contract', () => {
    const text = JSON.stringify({ code: 200, msg: '', data: { jobId: 'x' } });
    expect(() => readUploadResponse(200, 'OK', text, schema)).toThrow(ApiError);
  });
});
