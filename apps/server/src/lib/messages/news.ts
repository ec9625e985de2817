/** News, feeds and sentiment. */
export const zh = {
  'news.notFound': '资讯 {id} 不存在',
  'news.feedNotFound': '订阅源 {id} 不存在',
  'news.feedDuplicate': '订阅源 {url} 已存在',
  'news.feedBusy': '订阅源 {id} 正在抓取，请稍后再试',
  'sentiment.termNotFound': '情感词 {id} 不存在',
};

export const en: Record<keyof typeof zh, string> = {
  'news.notFound': 'Article {id} does not exist',
  'news.feedNotFound': 'Feed {id} does not exist',
  'news.feedDuplicate': 'The feed {url} already exists',
  'news.feedBusy': 'The feed {id} is being fetched; try again shortly',
  'sentiment.termNotFound': 'Sentiment term {id} does not exist',
};
