/** Reference dictionaries. */
export const zh = {
  'dict.notFound': '字典数据 {dictCode} 不存在',
  'dict.duplicateValue': '字典「{dictType}」中已有键值 {dictValue}',
  'dict.unknownType': '字典类型「{dictType}」不存在',
};

export const en: Record<keyof typeof zh, string> = {
  'dict.notFound': 'Dictionary item {dictCode} does not exist',
  'dict.duplicateValue': 'Dictionary "{dictType}" already has the value {dictValue}',
  'dict.unknownType': 'Dictionary type "{dictType}" does not exist',
};
