import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { alertEvents, alertSettings } from '../../db/schema';

export interface AlertEventKey {
  userId: number;
  eventKey: string;
}

/** The events each user has been told about, and the kinds each user has turned off. */
export function createAlertsRepository(db: Executor) {
  return {
    /** The kinds each user turned off; users who never chose are absent. */
    async disabledKinds(): Promise<Map<number, Set<string>>> {
      const rows = await db.select().from(alertSettings);
      return new Map(rows.map((row) => [row.userId, new Set(row.disabled)]));
    },

    async disabledKindsOf(userId: number): Promise<string[]> {
      const [row] = await db.select().from(alertSettings).where(eq(alertSettings.userId, userId));
      return row?.disabled ?? [];
    },

    async saveDisabledKinds(userId: number, disabled: string[]): Promise<void> {
      await db
        .insert(alertSettings)
        .values({ userId, disabled })
        .onConflictDoUpdate({ target: alertSettings.userId, set: { disabled, updatedAt: new Date() } });
    },

    /** Remembers the events; only those not remembered before come back. */
    remember(events: AlertEventKey[]): Promise<AlertEventKey[]> {
      return db
        .insert(alertEvents)
        .values(events)
        .onConflictDoNothing()
        .returning({ userId: alertEvents.userId, eventKey: alertEvents.eventKey });
    },
  };
}

export type AlertsRepository = ReturnType<typeof createAlertsRepository>;
