import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsFolder } from '../migrations-folder';
import type { AppliedMigration } from './format';
import type { RawQuery } from './table-sums';

/** The migrations this build carries, oldest first, from drizzle-kit's journal. */
export function journal(folder = migrationsFolder): AppliedMigration[] {
  const { entries } = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return entries.map(({ tag, when }) => ({ tag, when }));
}

/** The migrations applied to a database, named by this build's journal where it knows them. */
export async function appliedMigrations(
  query: RawQuery,
  known: AppliedMigration[] = journal(),
): Promise<AppliedMigration[]> {
  const { rows } = await query<{ created_at: string }>(
    'select created_at::text as created_at from drizzle.__drizzle_migrations order by created_at',
  );
  const tags = new Map(known.map((entry) => [entry.when, entry.tag]));
  return rows.map(({ created_at }) => {
    const when = Number(created_at);
    return { when, tag: tags.get(when) ?? `unknown-${when}` };
  });
}

/**
 * The migrations of a backup that this build does not have and would not run: drizzle applies only those
 * newer than the newest applied, so a backup whose newest is past this build's newest is from a newer schema.
 */
export function newerMigrations(backup: AppliedMigration[], known: AppliedMigration[] = journal()) {
  const newest = Math.max(0, ...known.map((entry) => entry.when));
  return backup.filter((entry) => entry.when > newest);
}
