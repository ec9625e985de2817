import type { StatusTone } from '@/components/status-tag';
import { toneOf } from '@/lib/dict';

/** The tag colours an item can take: stored as the listClass the seeds use, shown as the tag users see. */
export const LIST_CLASSES: { value: string; tone: StatusTone }[] = [
  { value: '', tone: 'gray' },
  { value: 'green', tone: 'green' },
  { value: 'blue', tone: 'blue' },
  { value: 'orange', tone: 'orange' },
  { value: 'red', tone: 'red' },
];

/** The choices, with a stored value the list lacks (a RuoYi `primary`, `danger` …) kept as its own. */
export function listClassChoices(
  current: string | undefined,
): { value: string; tone: StatusTone; custom: boolean }[] {
  const known = LIST_CLASSES.map((c) => ({ ...c, custom: false }));
  return current && !LIST_CLASSES.some((c) => c.value === current)
    ? [...known, { value: current, tone: toneOf(current), custom: true }]
    : known;
}
