import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  userId: number;
  clientId: string;
  jti: string;
}

export type VerifyResult = { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

/** HS256 tokens whose `jti` names a row of the sessions table. */
export class TokenSigner {
  private readonly key: Uint8Array;

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
      return { ok: true, claims: { userId, clientId: payload.clientid, jti: payload.jti } };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}
