/** Surrounding analysis: neighbours, seam and coal-quality comparison, area figures. */
export const zh = {
  'analysis.radiusRange': '「半径」应在 {min} 到 {max} 公里之间（收到 {value}）',
  'analysis.areaCentre': '请指定区域中心：煤矿（mineId）、区县（county）或坐标（lat 与 lng）之一',
  'analysis.countyNotFound': '区县「{county}」不存在',
  'analysis.sheetNeighbours': '周边煤矿',
  'analysis.sheetSeams': '煤层对比',
  'analysis.sheetSeamStats': '煤层统计',
  'analysis.sheetQuality': '煤质对比',
  'analysis.sheetQualityStats': '煤质统计',
  'analysis.noData': '暂无数据',
  'analysis.subject': '本矿',
};

export const en: Record<keyof typeof zh, string> = {
  'analysis.radiusRange': '"radius" must be between {min} and {max} km (got {value})',
  'analysis.areaCentre':
    'Give the centre of the area: a mine (mineId), a county (county) or a point (lat and lng)',
  'analysis.countyNotFound': 'County "{county}" does not exist',
  'analysis.sheetNeighbours': 'Neighbours',
  'analysis.sheetSeams': 'Seams',
  'analysis.sheetSeamStats': 'Seam statistics',
  'analysis.sheetQuality': 'Coal quality',
  'analysis.sheetQualityStats': 'Quality statistics',
  'analysis.noData': 'No data',
  'analysis.subject': 'This mine',
};
