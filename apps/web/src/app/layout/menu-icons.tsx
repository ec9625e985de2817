import {
  AlertOutlined,
  CheckCircleOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  EnvironmentOutlined,
  ExceptionOutlined,
  HomeOutlined,
  RadarChartOutlined,
  ReadOutlined,
  SearchOutlined,
  SettingOutlined,
  TableOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import type { MenuIconName } from '../routes/route-types';

/** The menu's icons, by the name a route gives: they load with the layout, not with every page. */
export const MENU_ICONS: Record<MenuIconName, ComponentType> = {
  analysis: RadarChartOutlined,
  dashboard: DashboardOutlined,
  exception: ExceptionOutlined,
  form: DatabaseOutlined,
  home: HomeOutlined,
  list: TableOutlined,
  map: EnvironmentOutlined,
  news: ReadOutlined,
  result: CheckCircleOutlined,
  risk: AlertOutlined,
  search: SearchOutlined,
  system: SettingOutlined,
  user: UserOutlined,
};
