import { allDictsQuery } from '@/lib/dict';
import { queryClient } from '@/lib/query-client';
import { ensureSession } from '@/lib/session';
import type { LazyPage } from './route-types';

/**
 * A page whose first screen shows dictionary labels (tags, filter options) renders once the session's
 * dictionaries are in, or have failed: labels that arrive after the first frame move the page under the
 * reader's eyes. They load beside the page's code, after the session is known (they need the token).
 */
export const withDictionaries =
  (load: LazyPage): LazyPage =>
  () =>
    Promise.all([
      load(),
      ensureSession().then(
        () => queryClient.prefetchQuery(allDictsQuery()),
        () => undefined,
      ),
    ]).then(([page]) => page);
