import { envelopeOf, listEnvelopeOf, okEnvelope } from '@coal/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, errorOf, parseEnvelope } from './envelope';

const item = envelopeOf(z.object({ id: z.number() }));

describe('parseEnvelope', () => {
  it('unwraps a 200 body and strips unknown fields', () => {
    const result = parseEnvelope({ code: 200, msg: 'ok', data: { id: 1, extra: true } }, item);
    expect(result).toEqual({ ok: true, value: { code: 200, msg: 'ok', data: { id: 1 } } });
  });

  it('treats a missing code as 200', () => {
    const result = parseEnvelope({ msg: '', data: null }, okEnvelope);
    expect(result.ok).toBe(true);
  });

  it('rejects any other code with its msg, whatever the payload', () => {
    const result = parseEnvelope({ code: 401, msg: '登录状态已过期', data: { id: 1 } }, item);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toBeInstanceOf(ApiError);
      expect(result.error.code).toBe(401);
      expect(result.error.message).toBe('登录状态已过期');
      expect(result.error.kind).toBe('api');
    }
  });

  it('reports an empty msg when the error body has none', () => {
    const result = parseEnvelope({ code: 500 }, item);
    expect(result.ok ? null : result.error.message).toBe('');
  });

  it('rejects a 200 body that breaks the contract', () => {
    const result = parseEnvelope({ code: 200, msg: '', data: { id: 'x' } }, item);
    expect(result.ok ? null : result.error.kind).toBe('contract');
  });

  it('rejects non-object bodies', () => {
    expect(parseEnvelope('<html>', item).ok).toBe(false);
    expect(parseEnvelope(null, item).ok).toBe(false);
  });

  it('parses list envelopes', () => {
    const list = listEnvelopeOf(z.object({ id: z.number() }));
    const result = parseEnvelope({ code: 200, msg: '', rows: [{ id: 2 }], total: 1 }, list);
    expect(result.ok ? result.value.rows : null).toEqual([{ id: 2 }]);
  });
});

describe('errorOf', () => {
  it('reads the code and message of an error answer, and nothing else', () => {
    const error = errorOf({ code: 403, msg: '没有权限', data: null });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 403, message: '没有权限', kind: 'api' });
    for (const body of [null, '失败', { code: '403', msg: 'x' }, { code: 4.5, msg: 'x' }, { code: 500 }])
      expect(errorOf(body)).toBeNull();
  });
});
