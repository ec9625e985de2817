/** Alerts about followed mines, rendered in the reader's language when the message box is read. */
export const zh = {
  'alert.negativeNews.title': '舆情预警：负面资讯',
  'alert.negativeNews.content': '您关注的 {mine} 有一条负面资讯：「{title}」，情感得分 {score}。',
  'alert.penalty.title': '新增行政处罚',
  'alert.penalty.content': '您关注的 {mine} 新增一条行政处罚（{documentNo}，{decidedOn}）。',
  'alert.penalty.contentWithText': '您关注的 {mine} 新增一条行政处罚（{documentNo}，{decidedOn}）：{text}',
  'alert.accident.title': '新增事故记录',
  'alert.accident.content': '您关注的 {mine} 于 {day} 发生{kind}事故。',
  'alert.accident.contentWithDeaths': '您关注的 {mine} 于 {day} 发生{kind}事故，死亡 {deaths} 人。',
  'alert.dishonest.title': '新增失信被执行人记录',
  'alert.dishonest.content': '您关注的 {mine} 被 {court} 列为失信被执行人（{caseNo}，{day}）。',
  'alert.licence.safety.title': '安全生产许可证即将到期',
  'alert.licence.safety.content':
    '您关注的 {mine} 的安全生产许可证（{number}）将于 {validTo} 到期，剩余 {daysLeft} 天，请督促企业办理延续。',
  'alert.licence.mining.title': '采矿许可证即将到期',
  'alert.licence.mining.content':
    '您关注的 {mine} 的采矿许可证（{number}）将于 {validTo} 到期，剩余 {daysLeft} 天，请督促企业办理延续。',
};

export const en: Record<keyof typeof zh, string> = {
  'alert.negativeNews.title': 'Sentiment alert: negative news',
  'alert.negativeNews.content':
    '{mine}, a mine you follow, is named in a negative article: “{title}” (sentiment score {score}).',
  'alert.penalty.title': 'New administrative penalty',
  'alert.penalty.content':
    '{mine}, a mine you follow, has a new administrative penalty ({documentNo}, {decidedOn}).',
  'alert.penalty.contentWithText':
    '{mine}, a mine you follow, has a new administrative penalty ({documentNo}, {decidedOn}): {text}',
  'alert.accident.title': 'New accident record',
  'alert.accident.content': '{mine}, a mine you follow, had an accident ({kind}) on {day}.',
  'alert.accident.contentWithDeaths':
    '{mine}, a mine you follow, had an accident ({kind}) on {day}: {deaths} dead.',
  'alert.dishonest.title': 'New dishonest-debtor record',
  'alert.dishonest.content':
    '{mine}, a mine you follow, was listed as a dishonest debtor by {court} ({caseNo}, {day}).',
  'alert.licence.safety.title': 'Safety production licence about to expire',
  'alert.licence.safety.content':
    'The safety production licence ({number}) of {mine}, a mine you follow, expires on {validTo} (days left: {daysLeft}); remind the company to renew it.',
  'alert.licence.mining.title': 'Mining licence about to expire',
  'alert.licence.mining.content':
    'The mining licence ({number}) of {mine}, a mine you follow, expires on {validTo} (days left: {daysLeft}); remind the company to renew it.',
};
