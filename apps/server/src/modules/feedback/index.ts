import type { FastifyInstance } from 'fastify';
import type { Db, Executor } from '../../db/client';
import { registerFieldLabels } from '../../lib/i18n';
import { recordAudit } from '../audit';
import { createMessageRepository } from '../message';
import type { ProfileService } from '../profile';
import type { RiskLabelReader } from '../risk';
import { createFeedbackRepository } from './feedback.repository';
import { feedbackRoutes } from './feedback.routes';
import { createFeedbackService, type FeedbackStore } from './feedback.service';

export { type FeedbackService, threadLink } from './feedback.service';

registerFieldLabels('zh-CN', { content: '内容', kind: '反馈类型', subsection: '档案子项' });
registerFieldLabels('en-US', { content: 'text', kind: 'feedback type', subsection: 'profile subsection' });

const feedbackStore = (executor: Executor): FeedbackStore => ({
  threads: createFeedbackRepository(executor),
  audit: (entry) => recordAudit(executor, entry),
  notify: (message) => createMessageRepository(executor).insert([message]),
});

/** The mine a data-feedback thread reports on; null when there is no such thread. */
export async function feedbackThreadMine(db: Executor, threadId: number): Promise<number | null> {
  return (await createFeedbackRepository(db).findThread(threadId))?.mineId ?? null;
}

/** Data feedback threads: `POST /api/chat/list` and the rest of the reporter's side, and the admins'. */
export async function feedbackModule(
  app: FastifyInstance,
  { db, profile, risk }: { db: Db; profile: Pick<ProfileService, 'subsection'>; risk: RiskLabelReader },
) {
  const feedback = createFeedbackService({
    store: feedbackStore(db),
    transaction: (work) => db.transaction((tx) => work(feedbackStore(tx))),
    profile,
    risk,
  });
  await app.register(feedbackRoutes, { feedback });
}
