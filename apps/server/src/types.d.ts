import 'fastify';
import type { ActivityKind, Role } from '@coal/contracts';
import type { Locale } from './lib/i18n';

export interface AuthContext {
  userId: number;
  userName: string;
  /** The role this session acts as. */
  role: Role;
  /** Every role the account holds. */
  roles: Role[];
  jti: string;
  clientId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    /** Set on every route that is not public; reading it on a public route throws. */
    auth: AuthContext;
  }
  interface FastifyContextConfig {
    /** Authentication is opt-out per route: only routes that say `public: true` skip it. */
    public?: boolean;
    /** Roles the session must act as; absent means any signed-in user. */
    roles?: readonly Role[];
    /** A successful call of this route is kept in the user's recent activity. */
    activity?: ActivityKind;
  }
}
