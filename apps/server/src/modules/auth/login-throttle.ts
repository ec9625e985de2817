export interface ThrottleLimits {
  /** Failed attempts allowed per account inside the window. */
  perAccount: number;
  /** Failed attempts allowed per client address inside the window. */
  perIp: number;
  windowSeconds: number;
}

export const DEFAULT_THROTTLE: ThrottleLimits = { perAccount: 5, perIp: 30, windowSeconds: 15 * 60 };

interface Bucket {
  failures: number;
  resetAt: number;
}

export type ThrottleVerdict =
  { blocked: false } | { blocked: true; by: 'account' | 'ip'; retryAfterSeconds: number };

/** Counts failed sign-ins in fixed windows; a success clears the account's count. */
export class LoginThrottle {
  private readonly accounts = new Map<string, Bucket>();
  private readonly ips = new Map<string, Bucket>();

  constructor(
    private readonly limits: ThrottleLimits = DEFAULT_THROTTLE,
    private readonly now: () => number = Date.now,
  ) {}

  check(account: string, ip: string): ThrottleVerdict {
    const byAccount = this.live(this.accounts, account.toLowerCase());
    if (byAccount && byAccount.failures >= this.limits.perAccount) {
      return { blocked: true, by: 'account', retryAfterSeconds: this.secondsLeft(byAccount) };
    }
    const byIp = this.live(this.ips, ip);
    if (byIp && byIp.failures >= this.limits.perIp) {
      return { blocked: true, by: 'ip', retryAfterSeconds: this.secondsLeft(byIp) };
    }
    return { blocked: false };
  }

  fail(account: string, ip: string): void {
    this.bump(this.accounts, account.toLowerCase());
    this.bump(this.ips, ip);
  }

  succeed(account: string): void {
    this.accounts.delete(account.toLowerCase());
  }

  private live(map: Map<string, Bucket>, key: string): Bucket | undefined {
    const bucket = map.get(key);
    if (bucket && bucket.resetAt <= this.now()) {
      map.delete(key);
      return undefined;
    }
    return bucket;
  }

  private bump(map: Map<string, Bucket>, key: string): void {
    const bucket = this.live(map, key) ?? {
      failures: 0,
      resetAt: this.now() + this.limits.windowSeconds * 1000,
    };
    bucket.failures += 1;
    map.set(key, bucket);
    // Bounded memory under a spray of made-up account names.
    if (map.size > 50_000) {
      for (const [k, b] of map) if (b.resetAt <= this.now()) map.delete(k);
    }
  }

  private secondsLeft(bucket: Bucket): number {
    return Math.max(1, Math.ceil((bucket.resetAt - this.now()) / 1000));
  }
}
