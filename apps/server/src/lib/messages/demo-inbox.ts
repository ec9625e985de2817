/** The first inbox of a new account (示例数据), in the reader's language. */
export const zh = {
  'inbox.licenceDue.title': '安全生产许可证即将到期',
  'inbox.licenceDue.subTitle': '证照预警',
  // A new account follows no mine yet: the demo alert speaks of the province, not of "your" mines.
  'inbox.licenceDue.content':
    '全省有 4 座煤矿的安全生产许可证将在 45 天内到期，请提醒企业提前 3 个月申请延期。',
  'inbox.penalty.title': '新增行政处罚记录',
  'inbox.penalty.subTitle': '风险提示',
  'inbox.penalty.content': '六盘水市 发耳煤矿 新增 1 条行政处罚：通风设施不符合规定，罚款 12 万元。',
  'inbox.negativeNews.title': '舆情预警：负面新闻',
  'inbox.negativeNews.subTitle': '行业资讯',
  'inbox.negativeNews.content': '毕节市某煤矿因瓦斯超限被责令停产整顿，相关新闻情感得分 -0.72。',
  'inbox.importDone.title': '数据导入完成',
  'inbox.importDone.subTitle': '系统通知',
  'inbox.importDone.content': '“2025 年第三季度煤矿基础信息.xlsx” 导入完成：新增 12 座，更新 87 座，无错误。',
  'inbox.capacityNotice.title': '省级产能公告已更新',
  'inbox.capacityNotice.subTitle': '政策通知',
  'inbox.capacityNotice.content': '贵州省能源局发布生产煤矿产能公告，12 座煤矿核定产能发生变化。',
  'inbox.maintenance.title': '系统维护通知',
  'inbox.maintenance.subTitle': '系统通知',
  'inbox.maintenance.content': '平台将于本周六 22:00–24:00 进行例行维护，期间暂停数据导入。',
  'inbox.qualityReview.title': '复核煤质检测数据',
  'inbox.qualityReview.subTitle': '待办',
  'inbox.qualityReview.content': '黔西南州 3 座煤矿的煤质检测数据与煤类不一致，请复核。',
  'inbox.licenceCheck.title': '采矿许可证到期核查',
  'inbox.licenceCheck.subTitle': '待办',
  'inbox.licenceCheck.content': '本月有 6 座煤矿采矿许可证到期，请核查延续登记情况。',
  'inbox.importReview.title': '审核数据导入任务',
  'inbox.importReview.subTitle': '待办',
  'inbox.importReview.content': '遵义市能源局提交的 2025 年产量数据待审核后入库。',
};

export const en: Record<keyof typeof zh, string> = {
  'inbox.licenceDue.title': 'Safety production licence about to expire',
  'inbox.licenceDue.subTitle': 'Licence alert',
  'inbox.licenceDue.content':
    'The safety production licences of 4 mines in the province expire within 45 days: remind the companies to apply for renewal 3 months ahead.',
  'inbox.penalty.title': 'New administrative penalty',
  'inbox.penalty.subTitle': 'Risk notice',
  'inbox.penalty.content':
    '六盘水市 发耳煤矿 has a new administrative penalty: ventilation not up to standard, fined CNY 120,000.',
  'inbox.negativeNews.title': 'Sentiment alert: negative news',
  'inbox.negativeNews.subTitle': 'Industry news',
  'inbox.negativeNews.content':
    'A mine in 毕节市 was ordered to stop and rectify after a gas overrun; sentiment score of the news -0.72.',
  'inbox.importDone.title': 'Data import finished',
  'inbox.importDone.subTitle': 'System notice',
  'inbox.importDone.content':
    '“2025 年第三季度煤矿基础信息.xlsx” imported: 12 mines added, 87 updated, no errors.',
  'inbox.capacityNotice.title': 'Provincial capacity notice updated',
  'inbox.capacityNotice.subTitle': 'Policy notice',
  'inbox.capacityNotice.content':
    'The Guizhou Energy Administration published its capacity notice for producing mines: the approved capacity of 12 mines changed.',
  'inbox.maintenance.title': 'Scheduled maintenance',
  'inbox.maintenance.subTitle': 'System notice',
  'inbox.maintenance.content':
    'The platform is under routine maintenance this Saturday 22:00–24:00; data imports pause meanwhile.',
  'inbox.qualityReview.title': 'Review coal quality data',
  'inbox.qualityReview.subTitle': 'To-do',
  'inbox.qualityReview.content':
    'The coal quality tests of 3 mines in 黔西南州 disagree with their coal rank: please review.',
  'inbox.licenceCheck.title': 'Mining licences expiring',
  'inbox.licenceCheck.subTitle': 'To-do',
  'inbox.licenceCheck.content':
    'The mining licences of 6 mines expire this month: check that their renewals are registered.',
  'inbox.importReview.title': 'Review a data import',
  'inbox.importReview.subTitle': 'To-do',
  'inbox.importReview.content':
    'The 2025 production data submitted by the Zunyi Energy Bureau awaits review before it is stored.',
};
