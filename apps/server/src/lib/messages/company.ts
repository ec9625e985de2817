/** Companies and their profiles. */
export const zh = {
  'company.notFound': '企业 {id} 不存在',
};

export const en: Record<keyof typeof zh, string> = {
  'company.notFound': 'Company {id} does not exist',
};
