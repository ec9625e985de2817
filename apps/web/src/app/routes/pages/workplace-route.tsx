import { IdcardOutlined, LockOutlined, SettingOutlined } from '@ant-design/icons';
import { QuickLinksPanel, type QuickLink, type WorkplacePanel, WorkplacePage } from '@/features/workplace';
import { FollowedMinesPanel, LicenceExpiryPanel, ProvincePanel, RecentMinesPanel } from '@/features/desk';
import { TodoPanel, UnreadPanel } from '@/features/messages';
import { SavedViewsPanel } from '@/features/saved-views';
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

/** The user's saved views, each opening its page when the role may open it. */
function SavedViews() {
  const pivot = useAccessiblePath('MultiDimensionDataAnalysis');
  const analysis = useAccessiblePath('DataAnalysis');
  const search = useAccessiblePath('Search');
  return <SavedViewsPanel paths={{ pivot, analysis, registerQuery: search }} />;
}

/** The desk's panels in order; a feature adds its panel as one more entry. */
export const workplacePanels: WorkplacePanel[] = [
  { id: 'follows', span: 12, Component: FollowedMinesPanel },
  { id: 'licence-expiries', span: 12, Component: LicenceExpiryPanel },
  { id: 'recent', span: 12, Component: RecentMinesPanel },
  { id: 'province', span: 12, Component: ProvinceFigures },
  { id: 'todos', span: 12, Component: TodoPanel },
  { id: 'unread', span: 12, Component: UnreadPanel },
  { id: 'saved-views', span: 24, Component: SavedViews },
  { id: 'quick-links', span: 24, Component: QuickLinks },
];

export function WorkplaceRoute() {
  return <WorkplacePage panels={workplacePanels} />;
}
