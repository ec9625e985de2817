import type { SavedView, SavedViewKind } from '@coal/contracts';
import { Link } from 'react-router';
import { DataState } from '@/components/data-state';
import { PanelCard } from '@/components/panel-card';
import { useSavedViews } from '../api/saved-views';
import { type SavedViewsKey, useSavedViewsT } from '../saved-views-i18n';
import '@/styles/features/saved-views.css';

/** The page each kind opens, when the current role may open it. */
export type SavedViewPaths = Partial<Record<SavedViewKind, string | null | undefined>>;

/** A URL-backed view's link: its page with the saved query parameters. */
export function savedViewHref(view: SavedView, paths: SavedViewPaths): string | null {
  const path = paths[view.kind];
  if (!path) return null;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(view.state))
    if (typeof value === 'string' || typeof value === 'number') params.set(key, String(value));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The workplace's card of the user's saved views, last changed first, each opening its page. */
export function SavedViewsPanel({ paths }: { paths: SavedViewPaths }) {
  const { t } = useSavedViewsT();
  const views = useSavedViews();
  return (
    <PanelCard
      labelledBy="saved-views-title"
      title={
        <h2 id="saved-views-title" className="panel-heading">
          {t('savedViews.panelTitle')}
        </h2>
      }
    >
      <DataState
        isPending={views.isPending}
        error={views.error}
        data={views.data}
        onRetry={() => void views.refetch()}
        isEmpty={(d) => d.length === 0}
        emptyText={t('savedViews.panelEmpty')}
      >
        {(data) => (
          <ul className="saved-views__list">
            {data.map((view) => {
              const href = savedViewHref(view, paths);
              return (
                <li key={view.id} className="saved-views__item">
                  {/* A plain label: the desk's first screen stays within its budget without antd's Tag. */}
                  <span className="saved-views__kind">
                    {t(`savedViews.kind.${view.kind}` as SavedViewsKey)}
                  </span>
                  {href ? <Link to={href}>{view.name}</Link> : <span>{view.name}</span>}
                  <time className="saved-views__time">
                    {t('savedViews.updatedAt', { time: view.updatedAt.slice(0, 16) })}
                  </time>
                </li>
              );
            })}
          </ul>
        )}
      </DataState>
    </PanelCard>
  );
}
