import { ALERT_KINDS, type AlertKind, type AlertSettings } from '@coal/contracts';
import { t } from '../../lib/i18n';
import type { DeskService } from '../desk';
import type { MessageRepository } from '../message';
import type { MineRepository } from '../mine';
import type { News } from '../news';
import { alertCandidates, RECENT_DAYS, recentWindow } from './alert-candidates';
import type { AlertsRepository } from './alerts.repository';

const CHUNK = 500;
const DAY = 86_400_000;

/** What one scan writes together: the events told and the messages telling them. */
export interface AlertStore {
  alerts: AlertsRepository;
  messages: Pick<MessageRepository, 'insert'>;
}

export interface AlertsServiceDeps {
  store: AlertStore;
  transaction: <T>(work: (store: AlertStore) => Promise<T>) => Promise<T>;
  follows: Pick<DeskService, 'everyFollow'>;
  news: Pick<News, 'negativeArticles'>;
  mines: Pick<MineRepository, 'findByIds' | 'recordFacts'>;
}

/**
 * Alerts about followed mines, delivered to the message box: negative news, new penalties, accidents
 * and dishonest-debtor records, licences about to expire. Each event reaches a user once (the event
 * keys are remembered), only for the mines they follow and the kinds they keep on.
 */
export function createAlertsService({ store, transaction, follows, news, mines }: AlertsServiceDeps) {
  let queue: Promise<unknown> = Promise.resolve();

  /** The owners' facts about the followed mines: names, negative articles and records. */
  async function candidatesOf(mineIds: number[], now: Date) {
    const [rows, articles, records] = await Promise.all([
      mines.findByIds(mineIds),
      news.negativeArticles(mineIds, new Date(now.getTime() - RECENT_DAYS * DAY)),
      mines.recordFacts({ mineIds, ...recentWindow(now) }),
    ]);
    const names = new Map(rows.map((row) => [row.id, row.name]));
    return alertCandidates({ names, articles, records }, now);
  }

  async function scanNow(now: Date): Promise<number> {
    const followed = await follows.everyFollow();
    if (!followed.length) return 0;
    const mineIds = [...new Set(followed.map((f) => f.mineId))];
    const [candidates, disabled] = await Promise.all([
      candidatesOf(mineIds, now),
      store.alerts.disabledKinds(),
    ]);
    const byMine = new Map<number, typeof candidates>();
    for (const c of candidates) byMine.set(c.mineId, [...(byMine.get(c.mineId) ?? []), c]);
    const wanted = followed.flatMap(({ userId, mineId }) =>
      (byMine.get(mineId) ?? [])
        .filter((c) => !disabled.get(userId)?.has(c.kind))
        .map((c) => ({ userId, candidate: c })),
    );
    if (!wanted.length) return 0;
    return transaction(async (tx) => {
      let created = 0;
      for (let i = 0; i < wanted.length; i += CHUNK) {
        const chunk = wanted.slice(i, i + CHUNK);
        // Only the events not told before come back: those get a message.
        const fresh = await tx.alerts.remember(
          chunk.map(({ userId, candidate }) => ({ userId, eventKey: candidate.key })),
        );
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
        await tx.messages.insert(rows);
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
      const off = new Set(await store.alerts.disabledKindsOf(userId));
      return { enabled: ALERT_KINDS.filter((kind) => !off.has(kind)) };
    },

    async saveSettings(userId: number, enabled: AlertKind[]): Promise<AlertSettings> {
      const disabled = ALERT_KINDS.filter((kind) => !enabled.includes(kind));
      await store.alerts.saveDisabledKinds(userId, disabled);
      return { enabled: ALERT_KINDS.filter((kind) => enabled.includes(kind)) };
    },
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;
