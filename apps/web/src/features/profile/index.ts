export { MineProfilePage, type MineProfilePageProps } from './components/mine-profile-page';
export { SubsectionSnapshot } from './components/subsection-snapshot';
export { MineHistoryPage } from './components/history/mine-history-page';
// The company profile shows the same graph and record tables, composed by its route.
export { ChildRecordsTable } from './components/child-records-table';
export { GraphView as OwnershipGraph } from './components/renderers/graph-view';
