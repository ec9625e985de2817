import type { Role } from '@coal/contracts';
import { cacheCounter } from '../../lib/cache-stats';

export interface CachedSession {
  userId: number;
  userName: string;
  roles: Role[];
  activeRole: Role;
  clientId: string;
  expiresAt: number;
  disabled: boolean;
  mustChangePassword: boolean;
}

const TTL_MS = 60_000;
const counter = cacheCounter('sessions');

/** Live sessions read on every request; entries are dropped on logout, role switch and password change. */
export class SessionCache {
  private readonly entries = new Map<string, { session: CachedSession; until: number }>();

  get(jti: string): CachedSession | undefined {
    const entry = this.entries.get(jti);
    if (!entry || entry.until <= Date.now()) {
      if (entry) this.entries.delete(jti);
      counter.misses++;
      return undefined;
    }
    counter.hits++;
    return entry.session;
  }

  set(jti: string, session: CachedSession): void {
    if (this.entries.size > 10_000) this.entries.clear();
    this.entries.set(jti, { session, until: Date.now() + TTL_MS });
  }

  forget(jti: string): void {
    this.entries.delete(jti);
  }

  clear(): void {
    this.entries.clear();
  }

  forgetUser(userId: number): void {
    for (const [jti, entry] of this.entries) if (entry.session.userId === userId) this.entries.delete(jti);
  }
}
