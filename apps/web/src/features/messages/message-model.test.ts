import type { Message } from '@coal/contracts';
import { describe, expect, it } from 'vitest';
import { groupByKind, isUnread, unreadIds } from './message-model';

const m = (id: number, type: Message['type'], status: number): Message => ({
  id,
  type,
  status,
  messageType: null,
  title: '',
  subTitle: '',
  content: '',
  link: '',
  time: '',
  avatar: '',
});

describe('message model', () => {
  const list = [m(1, 'message', 0), m(2, 'notice', 1), m(3, 'todo', 0), m(4, 'message', 1)];
  it('treats a falsy status as unread', () => {
    expect(isUnread(list[0]!)).toBe(true);
    expect(isUnread(list[1]!)).toBe(false);
  });
  it('groups by the three kinds, keeping empty ones', () => {
    const groups = groupByKind([list[0]!, list[3]!]);
    expect(groups.message.map((x) => x.id)).toEqual([1, 4]);
    expect(groups.notice).toEqual([]);
    expect(groups.todo).toEqual([]);
  });
  it('collects unread ids', () => {
    expect(unreadIds(list)).toEqual([1, 3]);
  });
});
