import type { Page } from '@playwright/test';

/** Calls the API as the signed-in user of the page (token and client id from the app's storage). */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.get(path, {
    headers: { Authorization: `Bearer ${token ?? ''}`, clientid: 'e5cd7e4891bf95d1d19206ce24a7b32e' },
  });
  return (await response.json()) as T;
}

interface SectionBody {
  data: {
    subsections: Record<string, { kind: string; rows?: unknown[]; data?: unknown; edges?: unknown[] }>;
  };
}

/** The first mine (by id) whose given subsection has no rows or no document, found through the API. */
export async function mineWithEmpty(
  page: Page,
  section: string,
  subsection: string,
  limit = 60,
): Promise<number> {
  for (let id = 1; id <= limit; id++) {
    const body = await apiGet<SectionBody>(page, `/api/investigation/mine/${id}/section/${section}`);
    const data = body.data?.subsections?.[subsection];
    if (!data) continue;
    const empty =
      (data.kind === 'table' && data.rows?.length === 0) ||
      (data.kind === 'document' && data.data === null) ||
      (data.kind === 'graph' && data.edges?.length === 0);
    if (empty) return id;
  }
  throw new Error(`no mine among the first ${limit} has an empty ${subsection}`);
}

/**
 * The first mine (by id) that has data in every given subsection (`[section, subsection]` pairs), found
 * through the API: which mines produce, hold seams or have shareholders follows the demo data.
 */
export async function mineWithData(page: Page, wanted: [string, string][], limit = 60): Promise<number> {
  for (let id = 1; id <= limit; id++) {
    let complete = true;
    for (const [section, subsection] of wanted) {
      const body = await apiGet<SectionBody>(page, `/api/investigation/mine/${id}/section/${section}`);
      const data = body.data?.subsections?.[subsection];
      const filled =
        (data?.kind === 'table' && (data.rows?.length ?? 0) > 0) ||
        (data?.kind === 'document' && data.data !== null && data.data !== undefined) ||
        (data?.kind === 'graph' && (data.edges?.length ?? 0) > 0);
      if (!filled) {
        complete = false;
        break;
      }
    }
    if (complete) return id;
  }
  throw new Error(`no mine among the first ${limit} has data in ${wanted.map((w) => w[1]).join(', ')}`);
}
