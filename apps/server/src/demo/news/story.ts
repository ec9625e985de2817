import { addDays } from '../mines/dates';
import type { DemoProfile } from './profiles';
import type { Rng } from './rng';

export interface Written {
  title: string;
  paragraphs: string[];
}

/** One story to tell: the day it is published and the mines it is about (the first is its subject). */
export interface Item {
  on: string;
  mines: DemoProfile[];
}

export interface Template<P extends Item> {
  id: string;
  write(item: P, r: Rng): Written;
}

/** The days the news covers: three years up to the reference date. */
export interface Window {
  start: string;
  ref: string;
}

export interface Draft {
  on: string;
  mines: DemoProfile[];
  written: Written;
  template: string;
  category: string;
  sources: readonly string[];
}

/** A kind of story, with its items found in the records or, for province and market news, made on demand. */
export interface Pool {
  category: string;
  /** Its part of the article count. */
  share: number;
  templateIds: string[];
  size: number;
  /** The index-th item written with the t-th template; for pools that make items, index is ignored. */
  draft(index: number, template: number, r: Rng): Draft | null;
  open: boolean;
}

export function pool<P extends Item>(spec: {
  category: string;
  share: number;
  templates: readonly Template<P>[];
  sources: readonly string[];
  items?: P[];
  make?: (r: Rng, template: number) => P | null;
}): Pool {
  const items = spec.items ?? [];
  return {
    category: spec.category,
    share: spec.share,
    templateIds: spec.templates.map((t) => t.id),
    size: items.length,
    open: spec.make !== undefined,
    draft(index, template, r) {
      const item = spec.make ? spec.make(r, template % spec.templates.length) : items[index];
      if (!item) return null;
      const chosen = spec.templates[template % spec.templates.length]!;
      return {
        on: item.on,
        mines: item.mines,
        written: chosen.write(item, r),
        template: chosen.id,
        category: spec.category,
        sources: spec.sources,
      };
    },
  };
}

/**
 * The day `min`–`max` days after a record, in the window; a record just before the reference date is
 * reported on it. Null when even `min` days after lies outside the window.
 */
export function after(date: string, min: number, max: number, w: Window, r: Rng): string | null {
  if (!date) return null;
  const earliest = addDays(date, min);
  const on = addDays(date, r.int(min, max));
  if (earliest > w.ref || on < w.start) return null;
  return on > w.ref ? w.ref : on;
}

/** A day in the window. */
export function dayIn(w: Window, r: Rng): string {
  const days = Math.round((Date.parse(w.ref) - Date.parse(w.start)) / 86_400_000);
  return addDays(w.start, r.int(0, days));
}
