/** The risk model. */
export const zh = {
  'risk.modelNotFound': '权重方案 {id} 不存在',
  'risk.mineNotScored': '煤矿 {mineId} 尚无风险评分',
  'risk.notDraft': '权重方案 {id} 不是草稿，不能再预览或启用',
  'risk.draftAdminOnly': '权重方案 {id} 是草稿，仅管理员可查看其回测',
  'risk.matrixShape': '「{matrix}」判断矩阵的行列数不对',
  'risk.matrixNonPositive': '「{matrix}」判断矩阵第 {row} 行第 {column} 列须为正数',
  'risk.matrixNotReciprocal': '「{matrix}」判断矩阵第 {row} 行第 {column} 列与其对称位置不互为倒数',
  'risk.matrixInconsistent': '「{matrix}」判断矩阵一致性比例 CR = {cr}，须小于 0.10',
  'risk.matrix.groups': '准则层',
  'risk.matrix.natural': '自然条件',
  'risk.matrix.safety': '安全记录',
  'risk.matrix.credit': '信用与证照',
  'risk.matrix.operation': '生产经营',
};

export const en: Record<keyof typeof zh, string> = {
  'risk.modelNotFound': 'Weight set {id} does not exist',
  'risk.mineNotScored': 'Mine {mineId} has no risk score yet',
  'risk.notDraft': 'Weight set {id} is not a draft: it can no longer be previewed or activated',
  'risk.draftAdminOnly': 'Weight set {id} is a draft: only administrators can see its back-test',
  'risk.matrixShape': 'The "{matrix}" comparison matrix has the wrong number of rows or columns',
  'risk.matrixNonPositive':
    'The "{matrix}" comparison matrix needs a positive number in row {row}, column {column}',
  'risk.matrixNotReciprocal':
    'In the "{matrix}" comparison matrix, row {row}, column {column} is not the reciprocal of its mirror cell',
  'risk.matrixInconsistent':
    'The "{matrix}" comparison matrix has a consistency ratio CR = {cr}; it must be below 0.10',
  'risk.matrix.groups': 'criteria',
  'risk.matrix.natural': 'natural conditions',
  'risk.matrix.safety': 'safety record',
  'risk.matrix.credit': 'credit and licences',
  'risk.matrix.operation': 'operation',
};
