import { DEFAULT_CLIENT_ID } from '@coal/contracts';
import { describe, expect, it } from 'vitest';
import { resolveClientId } from './env';

describe('resolveClientId', () => {
  it('prefers the id the server wrote into the page', () => {
    expect(resolveClientId(' served-at-run-time ', 'built-into-the-app')).toBe('served-at-run-time');
  });

  it('falls back to the build-time id, then to the default', () => {
    expect(resolveClientId(null, 'built-into-the-app')).toBe('built-into-the-app');
    expect(resolveClientId(undefined, undefined)).toBe(DEFAULT_CLIENT_ID);
  });

  it('ignores an empty or too short tag (an unfilled template)', () => {
    expect(resolveClientId('', 'built-into-the-app')).toBe('built-into-the-app');
    expect(resolveClientId('abc', undefined)).toBe(DEFAULT_CLIENT_ID);
  });
});
