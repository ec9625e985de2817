/** Mines, their exports, the register's queries and its column settings. */
export const zh = {
  'mine.notFound': '煤矿 {mineId} 不存在',
  'mine.sampleLabel': '示例数据',
  'mine.exportTooMany': '导出结果超过 {max} 条，请缩小筛选范围',
  'mine.exportUnknownColumn': '导出列「{column}」不存在',
  'register.unknownField': '查询字段「{field}」不存在',
  'register.badOperator': '字段「{field}」不支持运算符 {op}',
  'register.badValue': '字段「{field}」的查询值无效',
  'register.unsortable': '字段「{field}」不能排序',
  'preferences.invalidValue': '设置「{field}」的值无效',
  'preferences.unknownColumn': '列「{column}」不存在',
  'preferences.duplicateColumn': '列设置中有重复的列',
};

export const en: Record<keyof typeof zh, string> = {
  'mine.notFound': 'Mine {mineId} does not exist',
  'mine.sampleLabel': 'Sample data',
  'mine.exportTooMany': 'The export has more than {max} rows; narrow the filters',
  'mine.exportUnknownColumn': 'There is no export column "{column}"',
  'register.unknownField': 'There is no query field "{field}"',
  'register.badOperator': 'The field "{field}" does not take the operator {op}',
  'register.badValue': 'The value queried for "{field}" is not valid',
  'register.unsortable': 'The field "{field}" cannot be sorted',
  'preferences.invalidValue': 'The setting "{field}" has an invalid value',
  'preferences.unknownColumn': 'There is no column "{column}"',
  'preferences.duplicateColumn': 'The column settings name a column twice',
};
