/** A mine's change history and the profile as of a past day. */
export const zh = {
  'mine.asOfFuture': '日期 {date} 晚于今天（{today}），只能查看今天及以前的档案',
};

export const en: Record<keyof typeof zh, string> = {
  'mine.asOfFuture': 'The date {date} is after today ({today}); only today and earlier days can be shown',
};
