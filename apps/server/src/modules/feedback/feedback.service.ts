import {
  type ChatListBody,
  type FeedbackAdminQuery,
  type FeedbackCreateBody,
  feedbackEntryKind,
  feedbackKind,
  type FeedbackSnapshot,
  feedbackStatus,
  type FeedbackStatus,
  type FeedbackThread,
  type FeedbackThreadSummary,
  SUBSECTIONS,
} from '@coal/contracts';
import type { Actor } from '../../lib/actor';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { type MessageKey, t } from '../../lib/i18n';
import { formatDateTime } from '../../lib/time';
import { type AuditEntry, auditEntry } from '../audit';
import type { NewMessage } from '../message';
import type { ProfileService } from '../profile';
import type { RiskLabelReader } from '../risk';
import type {
  EntryRow,
  FeedbackRepository,
  ThreadFilter,
  ThreadOrder,
  ThreadRow,
} from './feedback.repository';

type Page = { limit: number; offset: number };

const pageOf = ({ pageNum, pageSize }: { pageNum: number; pageSize: number }): Page => ({
  limit: pageSize,
  offset: (pageNum - 1) * pageSize,
});

/** The admins' filter as the repository reads it: `active` is every status but closed. */
const adminFilterOf = ({ status, kind, mineId, mineName }: FeedbackAdminQuery): ThreadFilter => ({
  active: status === 'active',
  status: status === 'active' || status === 'all' ? undefined : status,
  kind,
  mineId,
  mineName: mineName || undefined,
});

/** What a thread change writes, bound to the database or to one transaction. */
export interface FeedbackStore {
  threads: FeedbackRepository;
  audit(entry: AuditEntry): Promise<void>;
  notify(message: NewMessage): Promise<void>;
}

type AdminAction = 'answer' | 'correction' | 'close';

/** Where the reporter reads a thread: their own list, with the thread open. */
export const threadLink = (id: number) => `/user/feedback?id=${id}`;

/** A message's content stays one line in the box; the thread holds the whole text. */
const MESSAGE_TEXT_MAX = 120;
const clip = (text: string) =>
  text.length > MESSAGE_TEXT_MAX ? `${text.slice(0, MESSAGE_TEXT_MAX)}…` : text;

const STATUS_AFTER: Record<AdminAction, FeedbackStatus> = {
  answer: 'answered',
  correction: 'corrected',
  close: 'closed',
};

function toSummary(row: ThreadRow): FeedbackThreadSummary {
  return {
    id: row.id,
    mineId: row.mineId ?? 0,
    mineName: row.mineName,
    subsection: row.subsection,
    kind: feedbackKind.catch('question').parse(row.kind),
    status: feedbackStatus.catch('open').parse(row.status),
    text: row.text,
    userName: row.userName,
    nickName: row.nickName,
    // The report itself is the thread's first entry.
    replyCount: Math.max(0, row.replyCount - 1),
    createTime: formatDateTime(row.createdAt),
    updateTime: formatDateTime(row.updatedAt),
  };
}

const toEntry = (row: EntryRow) => ({
  id: row.id,
  kind: feedbackEntryKind.catch('reply').parse(row.kind),
  fromAdmin: row.fromAdmin,
  author: row.author,
  text: row.text,
  time: formatDateTime(row.createdAt),
});

/** The reporter's message about an admin's action, rendered in the reader's language when read. */
function messageFor(action: AdminAction, thread: ThreadRow, text: string): NewMessage {
  const def = SUBSECTIONS.find((s) => s.id === thread.subsection);
  const params = {
    mine: thread.mineName,
    subsectionZh: def?.titleZh ?? thread.subsection,
    subsectionEn: def?.titleEn ?? thread.subsection,
    text: clip(text),
  };
  const title: MessageKey = `feedback.message.${action}.title`;
  const content: MessageKey =
    action === 'close' && !text
      ? 'feedback.message.close.content'
      : action === 'close'
        ? 'feedback.message.close.contentWithText'
        : `feedback.message.${action}.content`;
  return {
    userId: thread.userId,
    type: 'message',
    messageType: null,
    // Chinese as stored text; the message box renders `localized` for each reader.
    title: t('zh-CN', title),
    subTitle: thread.mineName,
    content: t('zh-CN', content, params),
    localized: { title, content, params },
    link: threadLink(thread.id),
  };
}

/**
 * Data feedback: a user reports a wrong figure or asks about one subsection of a mine's profile, and the
 * thread keeps that subsection's data as it stood. Users see their own threads; admins see all, answer,
 * correct and close, each action audited and told to the reporter in the same transaction.
 */
export function createFeedbackService({
  store,
  transaction,
  profile,
  risk,
}: {
  store: Pick<FeedbackStore, 'threads'>;
  transaction: <T>(work: (store: FeedbackStore) => Promise<T>) => Promise<T>;
  profile: Pick<ProfileService, 'subsection'>;
  risk: RiskLabelReader;
}) {
  async function snapshotOf(mineId: number, subsection: string) {
    const found = await profile.subsection(mineId, subsection);
    if (!found) throw new NotFoundError('mine.notFound', { mineId });
    let snapshot: FeedbackSnapshot = found.data;
    // The score lives in the risk model: keep the figure itself, not a pointer to today's.
    if (found.data.kind === 'risk') {
      const { score } = await risk.labelOf(mineId);
      snapshot = {
        kind: 'score',
        value: score?.value ?? null,
        band: score?.band ?? null,
        computedAt: score?.computedAt ?? null,
      };
    }
    return { mineName: found.mineName, snapshot };
  }

  async function threadOf(id: number, ownerId?: number): Promise<FeedbackThread> {
    const row = await store.threads.findThread(id);
    // Someone else's thread is as absent as one that never was.
    if (!row || (ownerId !== undefined && row.userId !== ownerId))
      throw new NotFoundError('feedback.notFound', { id });
    const entries = await store.threads.entriesOf(id);
    return {
      ...toSummary(row),
      snapshot: row.snapshot as FeedbackSnapshot,
      correctionNote: row.correctionNote,
      entries: entries.map(toEntry),
    };
  }

  async function list(filter: ThreadFilter, page: Page, order?: ThreadOrder) {
    const { rows, total } = await store.threads.list(filter, page, order);
    return { rows: rows.map(toSummary), total };
  }

  /** An admin's answer, correction or closing: the entry, the status, one audit row and the message. */
  async function act(actor: Actor, id: number, action: AdminAction, text: string): Promise<void> {
    await transaction(async (tx) => {
      const locked = await tx.threads.lockThread(id);
      if (!locked) throw new NotFoundError('feedback.notFound', { id });
      if (locked.status === 'closed') throw new ConflictError('feedback.closed', { id });
      const status = STATUS_AFTER[action];
      await tx.threads.insertEntry({
        threadId: id,
        userId: actor.auth.userId,
        author: actor.auth.userName,
        fromAdmin: true,
        kind: action,
        text,
      });
      await tx.threads.updateThread(id, {
        status,
        ...(action === 'correction' ? { correctionNote: text } : {}),
      });
      const thread = (await tx.threads.findThread(id))!;
      await tx.audit(
        auditEntry(
          actor,
          'update',
          { type: 'feedback_thread', id },
          { before: { status: locked.status }, after: { status, action, text } },
        ),
      );
      await tx.notify(messageFor(action, thread, text));
    });
  }

  return {
    async create(actor: Actor, body: FeedbackCreateBody): Promise<FeedbackThread> {
      const { mineName, snapshot } = await snapshotOf(body.mineId, body.subsection);
      const id = await transaction(async (tx) => {
        const created = await tx.threads.insertThread({
          userId: actor.auth.userId,
          mineId: body.mineId,
          mineName,
          subsection: body.subsection,
          kind: body.kind,
          text: body.content,
          snapshot,
        });
        await tx.threads.insertEntry({
          threadId: created,
          userId: actor.auth.userId,
          author: actor.auth.userName,
          fromAdmin: false,
          kind: 'report',
          text: body.content,
        });
        return created;
      });
      return threadOf(id);
    },

    listOwn: (userId: number, body: ChatListBody) =>
      list(
        { userId, status: body?.status },
        pageOf({ pageNum: body?.pageNum ?? 1, pageSize: body?.pageSize ?? 10 }),
      ),

    getOwn: (userId: number, id: number) => threadOf(id, userId),

    /** The reporter's reply puts the thread back in the admins' queue. */
    async reply(actor: Actor, id: number, text: string): Promise<FeedbackThread> {
      await transaction(async (tx) => {
        const locked = await tx.threads.lockThread(id);
        if (!locked || locked.userId !== actor.auth.userId)
          throw new NotFoundError('feedback.notFound', { id });
        if (locked.status === 'closed') throw new ConflictError('feedback.closed', { id });
        await tx.threads.insertEntry({
          threadId: id,
          userId: actor.auth.userId,
          author: actor.auth.userName,
          fromAdmin: false,
          kind: 'reply',
          text,
        });
        await tx.threads.updateThread(id, { status: 'open' });
      });
      return threadOf(id, actor.auth.userId);
    },

    /** The admins' list: one page, or every row up to the export limit, in the order asked. */
    listAll: (query: FeedbackAdminQuery, page: Page = pageOf(query)) =>
      list(adminFilterOf(query), page, query),

    get: (id: number) => threadOf(id),

    async answer(actor: Actor, id: number, text: string): Promise<FeedbackThread> {
      await act(actor, id, 'answer', text);
      return threadOf(id);
    },

    async correct(actor: Actor, id: number, note: string): Promise<FeedbackThread> {
      await act(actor, id, 'correction', note);
      return threadOf(id);
    },

    async close(actor: Actor, id: number, text = ''): Promise<FeedbackThread> {
      await act(actor, id, 'close', text);
      return threadOf(id);
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
