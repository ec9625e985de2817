/** Mines and their exports. */
export const zh = {
  'mine.notFound': '煤矿 {mineId} 不存在',
  'mine.sampleLabel': '示例数据',
  'mine.exportTooMany': '导出结果超过 {max} 条，请缩小筛选范围',
};

export const en: Record<keyof typeof zh, string> = {
  'mine.notFound': 'Mine {mineId} does not exist',
  'mine.sampleLabel': 'Sample data',
  'mine.exportTooMany': 'The export has more than {max} rows; narrow the filters',
};
