import {
  type CreateUserBody,
  type Role,
  roleSchema,
  type SystemUser,
  type SystemUserQuery,
  type UpdateUserBody,
} from '@coal/contracts';
import { hash } from '@node-rs/argon2';
import type { Actor } from '../../lib/actor';
import type { ChangeBus } from '../../lib/change-bus';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { formatDateTime } from '../../lib/time';
import { type AuditEntry, auditEntry } from '../audit';
import { type AttemptLimits, sessionEndLines } from '../auth';
import type { UserRow } from '../user';
import { initialPassword } from './initial-password';
import type { SystemStore } from './system-store';

export interface UsersAdminDeps {
  store: SystemStore;
  transaction: <T>(work: (tx: SystemStore) => Promise<T>) => Promise<T>;
  bus: Pick<ChangeBus, 'publishHeard'>;
  limits: Pick<AttemptLimits, 'pair' | 'account'>;
}

const asRoles = (values: string[]): Role[] =>
  values.flatMap((v) => (roleSchema.safeParse(v).success ? [v as Role] : []));

/** The fields an audit row keeps of an account: never its password. */
const auditedFields = (
  u: Pick<UserRow, 'nickName' | 'organizationName' | 'jobName' | 'email' | 'phone' | 'roles' | 'status'>,
) => ({
  nickName: u.nickName,
  organizationName: u.organizationName,
  jobName: u.jobName,
  email: u.email,
  phone: u.phone,
  roles: u.roles,
  status: u.status,
});

const target = (id: number) => ({ type: 'user', id });
const isActiveAdmin = (u: UserRow) => u.status === '0' && u.roles.includes('admin');

/** Accounts as admins manage them. Every change writes one audit row in its own transaction. */
export function createUsersAdmin({ store, transaction, bus, limits }: UsersAdminDeps) {
  async function existing(tx: SystemStore, userId: number): Promise<UserRow> {
    const user = await tx.users.findById(userId);
    if (!user) throw new NotFoundError('auth.userNotFound', { userId });
    return user;
  }

  /** The last active admin stays one: checked under a lock on the other admins' rows. */
  async function keepAnAdmin(tx: SystemStore, user: UserRow): Promise<void> {
    if (isActiveAdmin(user) && (await tx.users.otherActiveAdmins(user.id)) === 0)
      throw new ConflictError('system.lastAdmin', { userName: user.userName });
  }

  async function audit(tx: SystemStore, entry: AuditEntry) {
    await tx.audit(entry);
  }

  return {
    async list(query: SystemUserQuery, page: { limit: number; offset: number }) {
      const { rows, total } = await store.users.list(query, page);
      const [stats, locked] = await Promise.all([
        store.sessions.statsOf(rows.map((r) => r.id)),
        store.attempts.lockedAmong(
          rows.map((r) => r.userName.toLowerCase()),
          { pair: limits.pair.max, account: limits.account.max },
        ),
      ]);
      const users: SystemUser[] = rows.map((row) => ({
        userId: row.id,
        userName: row.userName,
        nickName: row.nickName,
        organizationName: row.organizationName,
        jobName: row.jobName,
        email: row.email,
        phone: row.phone,
        roles: asRoles(row.roles),
        status: row.status === '1' ? '1' : '0',
        locked: locked.has(row.userName.toLowerCase()),
        mustChangePassword: row.mustChangePassword,
        activeSessions: stats.get(row.id)?.live ?? 0,
        lastSignInAt: formatDateTime(stats.get(row.id)?.lastSignInAt),
        createdAt: formatDateTime(row.createdAt),
      }));
      return { rows: users, total };
    },

    /** Creates an account with the admin's password or a generated one (returned once); it must be changed. */
    async create(actor: Actor, body: CreateUserBody) {
      const generated = body.password ? null : initialPassword();
      const passwordHash = await hash(body.password ?? generated!);
      const row = await transaction(async (tx) => {
        if (await tx.users.findByNameInsensitive(body.userName))
          throw new ConflictError('system.userExists', { userName: body.userName });
        const created = await tx.users.insert({
          userName: body.userName,
          nickName: body.nickName,
          organizationName: body.organizationName,
          jobName: body.jobName,
          email: body.email,
          phone: body.phone,
          roles: [...new Set(body.roles)],
          passwordHash,
          mustChangePassword: true,
        });
        await audit(
          tx,
          auditEntry(actor, 'create', target(created.id), {
            after: { userName: created.userName, ...auditedFields(created) },
          }),
        );
        return created;
      });
      return { user: row, initialPassword: generated };
    },

    /** Edits name, organisation, contact and roles; removing a role ends the account's sessions. */
    async update(actor: Actor, userId: number, body: UpdateUserBody): Promise<UserRow> {
      const roles = [...new Set(body.roles)];
      const user = await transaction(async (tx) => {
        const before = await existing(tx, userId);
        const losesAdmin = before.roles.includes('admin') && !roles.includes('admin');
        if (losesAdmin && userId === actor.auth.userId) throw new ConflictError('system.selfDemote');
        if (losesAdmin) await keepAnAdmin(tx, before);
        const patch = {
          nickName: body.nickName,
          organizationName: body.organizationName,
          jobName: body.jobName,
          email: body.email,
          phone: body.phone,
        };
        await tx.users.updateProfile(userId, patch);
        await tx.users.updateRoles(userId, roles);
        if (before.roles.some((role) => !roles.includes(role as Role)))
          await tx.loginLog.record(
            sessionEndLines(before, await tx.sessions.revokeAllOf(userId, 'roleRemoved'), 'roleRemoved'),
          );
        const after = { ...before, ...patch, roles };
        await audit(
          tx,
          auditEntry(actor, 'update', target(userId), {
            before: auditedFields(before),
            after: auditedFields(after),
          }),
        );
        return before;
      });
      await bus.publishHeard('user', String(userId));
      return user;
    },

    /** Disables (ending every session at once) or enables an account. */
    async setStatus(actor: Actor, userId: number, status: '0' | '1'): Promise<UserRow> {
      const user = await transaction(async (tx) => {
        const before = await existing(tx, userId);
        if (status === '1' && userId === actor.auth.userId) throw new ConflictError('system.selfDisable');
        if (status === '1') await keepAnAdmin(tx, before);
        await tx.users.updateStatus(userId, status);
        if (status === '1')
          await tx.loginLog.record(
            sessionEndLines(
              before,
              await tx.sessions.revokeAllOf(userId, 'accountDisabled'),
              'accountDisabled',
            ),
          );
        await audit(
          tx,
          auditEntry(actor, 'update', target(userId), {
            before: { status: before.status },
            after: { status },
          }),
        );
        return before;
      });
      await bus.publishHeard('user', String(userId));
      return user;
    },

    /** Sets a new password (the admin's or generated), ends the account's sessions, and requires a change. */
    async resetPassword(actor: Actor, userId: number, password: string | undefined) {
      const generated = password ? null : initialPassword();
      const passwordHash = await hash(password ?? generated!);
      const user = await transaction(async (tx) => {
        const before = await existing(tx, userId);
        await tx.users.setPasswordByAdmin(userId, passwordHash);
        await tx.loginLog.record(
          sessionEndLines(before, await tx.sessions.revokeAllOf(userId, 'endedByAdmin'), 'endedByAdmin'),
        );
        await audit(
          tx,
          auditEntry(actor, 'update', target(userId), {
            before: {
              mustChangePassword: before.mustChangePassword,
              passwordChangedAt: formatDateTime(before.passwordChangedAt),
            },
            after: { mustChangePassword: true, passwordReset: true },
          }),
        );
        return before;
      });
      await bus.publishHeard('user', String(userId));
      return { user, initialPassword: generated };
    },

    /** Lifts the sign-in throttle's lock of an account: its counter and every address pair start afresh. */
    async unlock(actor: Actor, userId: number): Promise<UserRow> {
      return transaction(async (tx) => {
        const user = await existing(tx, userId);
        const account = user.userName.toLowerCase();
        const locked = await tx.attempts.lockedAmong([account], {
          pair: limits.pair.max,
          account: limits.account.max,
        });
        if (!locked.size) throw new BadRequestError('system.notLocked', { userName: user.userName });
        await tx.attempts.clearAccount(`account:${account}`, `pair:${account}|`);
        await audit(
          tx,
          auditEntry(actor, 'update', target(userId), { before: { locked: true }, after: { locked: false } }),
        );
        return user;
      });
    },
  };
}

export type UsersAdmin = ReturnType<typeof createUsersAdmin>;
