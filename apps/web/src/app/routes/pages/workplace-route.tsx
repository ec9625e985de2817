import { lazy, Suspense } from 'react';
import { IdcardOutlined, LockOutlined, SettingOutlined } from '@ant-design/icons';
import { QuickLinksPanel, type QuickLink, type WorkplacePanel, WorkplacePage } from '@/features/workplace';
import { FollowedMinesPanel, LicenceExpiryPanel, ProvincePanel, RecentMinesPanel } from '@/features/desk';
import { useAccessiblePath } from '../use-accessible-path';

/** Shortcuts offered on the desk when the role may open their page. */
function QuickLinks() {
  const info = useAccessiblePath('Info');
  const setting = useAccessiblePath('Setting');
  const links: QuickLink[] = [];
  if (info) links.push({ key: 'info', path: info, locale: 'menu.user.info', icon: IdcardOutlined });
  if (setting) {
    links.push({ key: 'setting', path: setting, locale: 'menu.user.setting', icon: SettingOutlined });
    links.push({
      key: 'password',
      path: `${setting}?tab=password`,
      locale: 'workplace.quick.changePassword',
      icon: LockOutlined,
    });
  }
  return <QuickLinksPanel links={links} />;
}

/** Province figures, their prefecture rows linking into search when that page is open to the role. */
function ProvinceFigures() {
  return <ProvincePanel searchPath={useAccessiblePath('Search')} />;
}

// Below the fold: the inbox panels and the saved views load after the desk's first screen.
// From the panels' own module, which the feature's index leaves out: the layout imports the index for its
// bell, and panels reached through it would join the layout's chunks and load on every page.
const inbox = () => import('@/features/messages/components/inbox-panel');
const TodoPanel = lazy(() => inbox().then((m) => ({ default: m.TodoPanel })));
const UnreadPanel = lazy(() => inbox().then((m) => ({ default: m.UnreadPanel })));
const SavedViewsPanel = lazy(() =>
  import('@/features/saved-views').then((m) => ({ default: m.SavedViewsPanel })),
);

function Todos() {
  return (
    <Suspense fallback={null}>
      <TodoPanel />
    </Suspense>
  );
}

function Unread() {
  return (
    <Suspense fallback={null}>
      <UnreadPanel />
    </Suspense>
  );
}

/** The user's saved views, each opening its page when the role may open it. */
function SavedViews() {
  const pivot = useAccessiblePath('MultiDimensionDataAnalysis');
  const analysis = useAccessiblePath('DataAnalysis');
  const register = useAccessiblePath('SearchTable');
  return (
    <Suspense fallback={null}>
      <SavedViewsPanel paths={{ pivot, analysis, registerQuery: register }} />
    </Suspense>
  );
}

/** The desk's panels in order; a feature adds its panel as one more entry. */
export const workplacePanels: WorkplacePanel[] = [
  { id: 'follows', span: 12, Component: FollowedMinesPanel },
  { id: 'licence-expiries', span: 12, Component: LicenceExpiryPanel },
  { id: 'recent', span: 12, Component: RecentMinesPanel },
  { id: 'province', span: 12, Component: ProvinceFigures },
  { id: 'todos', span: 12, Component: Todos },
  { id: 'unread', span: 12, Component: Unread },
  { id: 'saved-views', span: 24, Component: SavedViews },
  { id: 'quick-links', span: 24, Component: QuickLinks },
];

export function WorkplaceRoute() {
  return <WorkplacePage panels={workplacePanels} />;
}
