import { defineFeatureMessages } from '@/lib/feature-messages';

/** Texts of the saved views: the page's menu and the workplace's card. */
export const savedViewsZhCN = {
  'savedViews.menu': '我的视图',
  'savedViews.save': '保存视图',
  'savedViews.saveTitle': '保存当前视图',
  'savedViews.name': '名称',
  'savedViews.namePlaceholder': '例如：六盘水分年度产量',
  'savedViews.nameRequired': '请输入名称',
  'savedViews.overwriteHint': '已有同名视图，保存将以当前状态覆盖它',
  'savedViews.overwrite': '覆盖',
  'savedViews.saved': '视图「{{name}}」已保存',
  'savedViews.empty': '还没有保存的视图',
  'savedViews.manage': '管理视图',
  'savedViews.rename': '重命名',
  'savedViews.delete': '删除',
  'savedViews.deleteConfirm': '删除视图「{{name}}」？',
  'savedViews.open': '打开',
  'savedViews.updatedAt': '更新于 {{time}}',
  'savedViews.panelTitle': '我保存的视图',
  'savedViews.panelEmpty': '在多维分析等页面点击“保存视图”，即可在这里直接打开',
  'savedViews.kind.pivot': '多维分析',
  'savedViews.kind.analysis': '生产分析',
  'savedViews.kind.registerQuery': '煤矿查询',
};

export const savedViewsEnUS: Record<keyof typeof savedViewsZhCN, string> = {
  'savedViews.menu': 'My views',
  'savedViews.save': 'Save view',
  'savedViews.saveTitle': 'Save the current view',
  'savedViews.name': 'Name',
  'savedViews.namePlaceholder': 'e.g. Liupanshui output by year',
  'savedViews.nameRequired': 'Enter a name',
  'savedViews.overwriteHint': 'A view of this name exists; saving overwrites it with the current state',
  'savedViews.overwrite': 'Overwrite',
  'savedViews.saved': 'View "{{name}}" saved',
  'savedViews.empty': 'No saved views yet',
  'savedViews.manage': 'Manage views',
  'savedViews.rename': 'Rename',
  'savedViews.delete': 'Delete',
  'savedViews.deleteConfirm': 'Delete view "{{name}}"?',
  'savedViews.open': 'Open',
  'savedViews.updatedAt': 'Updated {{time}}',
  'savedViews.panelTitle': 'My saved views',
  'savedViews.panelEmpty': 'Click "Save view" on the pivot and other pages to open them from here',
  'savedViews.kind.pivot': 'Pivot',
  'savedViews.kind.analysis': 'Production analysis',
  'savedViews.kind.registerQuery': 'Mine query',
};

export const useSavedViewsT = defineFeatureMessages(savedViewsZhCN, savedViewsEnUS);
export type SavedViewsKey = keyof typeof savedViewsZhCN;
