/** News, feeds and sentiment. */
export const zh = {
  'news.notFound': '资讯 {id} 不存在',
  'news.feedNotFound': '订阅源 {id} 不存在',
  'news.feedDuplicate': '订阅源 {url} 已存在',
  'news.feedBusy': '订阅源 {id} 正在抓取，请稍后再试',
  'sentiment.termNotFound': '情感词 {id} 不存在',
  'validation.tooManyTags': '「{field}」的标签过多（最多 {max} 个），请精简后再导入',
  'validation.publishedRange':
    '「{field}」须为 1900 年至明天之间的日期时间（YYYY-MM-DD HH:mm:ss 或 ISO 8601）',
  'validation.calendarDate': '「{field}」须为 1900 至 2100 年间存在的日期（YYYY-MM-DD）',
};

export const en: Record<keyof typeof zh, string> = {
  'news.notFound': 'Article {id} does not exist',
  'news.feedNotFound': 'Feed {id} does not exist',
  'news.feedDuplicate': 'The feed {url} already exists',
  'news.feedBusy': 'The feed {id} is being fetched; try again shortly',
  'sentiment.termNotFound': 'Sentiment term {id} does not exist',
  'validation.tooManyTags': '"{field}" has too many tags (at most {max}); shorten it before importing',
  'validation.publishedRange':
    '"{field}" must be a date and time from 1900 to tomorrow (YYYY-MM-DD HH:mm:ss or ISO 8601)',
  'validation.calendarDate': '"{field}" must be a date that exists, from 1900 to 2100 (YYYY-MM-DD)',
};
