import { randomUUID } from 'node:crypto';
import { decodeJwt, errors, jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  userId: number;
  clientId: string;
  jti: string;
}

export type VerifyResult =
  | { ok: true; claims: TokenClaims }
  | { ok: false; reason: 'invalid' }
  /** An expired token's signature was good: its `jti` names the session that ran out. */
  | { ok: false; reason: 'expired'; jti?: string };

const jtiOf = (token: string): string | undefined => {
  try {
    const { jti } = decodeJwt(token);
    return typeof jti === 'string' ? jti : undefined;
  } catch {
    return undefined;
  }
};

const VERIFIED_CACHE_LIMIT = 10_000;

/** HS256 tokens whose `jti` names a row of the sessions table. */
export class TokenSigner {
  private readonly key: Uint8Array;
  /** Tokens already checked, with their expiry: a signature stays valid, so it need not be recomputed per request. */
  private readonly verified = new Map<string, { claims: TokenClaims; expiresAtMs: number }>();

  constructor(
    secret: string,
    readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(userId: number, clientId: string): Promise<{ token: string; jti: string; expiresAt: Date }> {
    const jti = randomUUID();
    const issuedAt = Math.floor(Date.now() / 1000);
    const expiresAt = new Date((issuedAt + this.ttlSeconds) * 1000);
    const token = await new SignJWT({ clientid: clientId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setJti(jti)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.ttlSeconds)
      .sign(this.key);
    return { token, jti, expiresAt };
  }

  async verify(token: string): Promise<VerifyResult> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAtMs > Date.now()) return { ok: true, claims: known.claims };
      this.verified.delete(token);
      return { ok: false, reason: 'expired', jti: known.claims.jti };
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      if (
        !Number.isInteger(userId) ||
        typeof payload.jti !== 'string' ||
        typeof payload.clientid !== 'string'
      ) {
        return { ok: false, reason: 'invalid' };
      }
      const claims = { userId, clientId: payload.clientid, jti: payload.jti };
      if (this.verified.size >= VERIFIED_CACHE_LIMIT) this.verified.clear();
      this.verified.set(token, { claims, expiresAtMs: (payload.exp ?? 0) * 1000 });
      return { ok: true, claims };
    } catch (error) {
      // jose checks the signature before the claims: an expired token was signed by us.
      if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired', jti: jtiOf(token) };
      return { ok: false, reason: 'invalid' };
    }
  }
}
