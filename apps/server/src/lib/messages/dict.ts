/** Reference dictionaries. */
export const zh = {
  'dict.inUse':
    '字典值「{dictLabel}」（{dictValue}）仍被 {rows} 条煤矿数据使用，不能删除或修改键值；可修改其标签',
  'dict.notFound': '字典数据 {dictCode} 不存在',
  'dict.duplicateValue': '字典「{dictType}」中已有键值 {dictValue}',
  'dict.unknownType': '字典类型「{dictType}」不存在',
  'dict.synonymTaken': '同义词「{word}」已属于「{dictLabel}」，一个词只能对应一项',
};

export const en: Record<keyof typeof zh, string> = {
  'dict.inUse':
    'The value "{dictLabel}" ({dictValue}) is used by {rows} mine records: it cannot be deleted or have its value changed; its label can be edited',
  'dict.notFound': 'Dictionary item {dictCode} does not exist',
  'dict.duplicateValue': 'Dictionary "{dictType}" already has the value {dictValue}',
  'dict.unknownType': 'Dictionary type "{dictType}" does not exist',
  'dict.synonymTaken': 'The synonym "{word}" already belongs to "{dictLabel}": a word can name one item only',
};
