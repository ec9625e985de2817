import 'fastify';
import type { ActivityKind, ErrorCode, Role } from '@coal/contracts';
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
  /** An admin set the password: only the password change, user info and sign-out answer until it changes. */
  mustChangePassword: boolean;
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
    /** Open to a session whose password an admin set (the password change, user info, sign-out). */
    beforePasswordChange?: boolean;
    /** Error statuses the route's service gives beyond those its shape implies, for the OpenAPI document. */
    errors?: readonly ErrorCode[];
    /** A successful call of this route is kept in the user's recent activity. */
    activity?: ActivityKind;
  }
}
