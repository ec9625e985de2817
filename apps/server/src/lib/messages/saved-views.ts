/** A user's saved views: refusals in the user's language. */
export const zh = {
  'savedViews.nameTaken': '已有名为「{name}」的视图，请换一个名称或覆盖它',
  'savedViews.stateTooLarge': '视图内容过大（{size} 字节），最多 {max} 字节',
  'savedViews.tooMany': '每类视图最多保存 {max} 个，请先删除不用的视图',
  'savedViews.notFound': '视图不存在或已被删除',
};

export const en: Record<keyof typeof zh, string> = {
  'savedViews.nameTaken': 'A view named "{name}" already exists; choose another name or overwrite it',
  'savedViews.stateTooLarge': 'The view is too large ({size} bytes); at most {max} bytes',
  'savedViews.tooMany': 'At most {max} views of a kind; delete one you no longer use first',
  'savedViews.notFound': 'The view does not exist or was deleted',
};
