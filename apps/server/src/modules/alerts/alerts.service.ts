import { ALERT_KINDS, type AlertKind, type AlertSettings } from '@coal/contracts';
import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { t } from '../../lib/i18n';
import { alertEvents, alertSettings, messages } from '../../db/schema';
import { alertCandidates } from './alert-candidates';

const CHUNK = 500;

/**
 * Alerts about followed mines, delivered to the message box: negative news, new penalties, accidents
 * and dishonest-debtor records, licences about to expire. Each event reaches a user once (the event
 * keys are remembered), only for the mines they follow and the kinds they keep on.
 */
export function createAlertsService({ db }: { db: Db }) {
  let queue: Promise<unknown> = Promise.resolve();

  async function disabledKinds(): Promise<Map<number, Set<string>>> {
    const rows = await db.select().from(alertSettings);
    return new Map(rows.map((row) => [row.userId, new Set(row.disabled)]));
  }

  async function scanNow(now: Date): Promise<number> {
    const follows = await queryRows<{ userId: number; mineId: number }>(
      db,
      sql`select user_id as "userId", mine_id as "mineId" from mine_follows`,
    );
    if (!follows.length) return 0;
    const mineIds = [...new Set(follows.map((f) => f.mineId))];
    const [candidates, disabled] = await Promise.all([alertCandidates(db, mineIds, now), disabledKinds()]);
    const byMine = new Map<number, typeof candidates>();
    for (const c of candidates) byMine.set(c.mineId, [...(byMine.get(c.mineId) ?? []), c]);
    const wanted = follows.flatMap(({ userId, mineId }) =>
      (byMine.get(mineId) ?? [])
        .filter((c) => !disabled.get(userId)?.has(c.kind))
        .map((c) => ({ userId, candidate: c })),
    );
    if (!wanted.length) return 0;
    return db.transaction(async (tx) => {
      let created = 0;
      for (let i = 0; i < wanted.length; i += CHUNK) {
        const chunk = wanted.slice(i, i + CHUNK);
        // Only the events not told before come back: those get a message.
        const fresh = await tx
          .insert(alertEvents)
          .values(chunk.map(({ userId, candidate }) => ({ userId, eventKey: candidate.key })))
          .onConflictDoNothing()
          .returning({ userId: alertEvents.userId, eventKey: alertEvents.eventKey });
        const isFresh = new Set(fresh.map((row) => `${row.userId}|${row.eventKey}`));
        const rows = chunk
          .filter(({ userId, candidate }) => isFresh.has(`${userId}|${candidate.key}`))
          .map(({ userId, candidate }) => ({
            userId,
            type: candidate.type,
            messageType: candidate.messageType,
            // Chinese as stored text, for readers of the raw table; the message box renders `localized`.
            title: t('zh-CN', candidate.text.title, candidate.text.params),
            subTitle: candidate.mineName,
            content: t('zh-CN', candidate.text.content, candidate.text.params),
            localized: candidate.text,
            createdAt: now,
          }));
        if (rows.length) await tx.insert(messages).values(rows);
        created += rows.length;
      }
      return created;
    });
  }

  return {
    /** Creates the messages of events not told yet; returns how many. Runs one at a time. */
    scan(now = new Date()): Promise<number> {
      const run = queue.then(() => scanNow(now));
      queue = run.catch(() => undefined);
      return run;
    },

    async settings(userId: number): Promise<AlertSettings> {
      const [row] = await db.select().from(alertSettings).where(eq(alertSettings.userId, userId));
      const off = new Set(row?.disabled ?? []);
      return { enabled: ALERT_KINDS.filter((kind) => !off.has(kind)) };
    },

    async saveSettings(userId: number, enabled: AlertKind[]): Promise<AlertSettings> {
      const disabled = ALERT_KINDS.filter((kind) => !enabled.includes(kind));
      await db
        .insert(alertSettings)
        .values({ userId, disabled })
        .onConflictDoUpdate({ target: alertSettings.userId, set: { disabled, updatedAt: new Date() } });
      return { enabled: ALERT_KINDS.filter((kind) => enabled.includes(kind)) };
    },
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;
