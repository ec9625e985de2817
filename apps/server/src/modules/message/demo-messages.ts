import type { NewMessage } from './message.repository';

const HOUR = 3600_000;

/** A new account's first inbox: the kinds of events the console reports (示例数据). */
export function demoMessages(userId: number, isAdmin: boolean, now = Date.now()): NewMessage[] {
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR);
  const rows: Omit<NewMessage, 'userId'>[] = [
    {
      type: 'message',
      title: '安全生产许可证即将到期',
      subTitle: '关注煤矿',
      content: '您关注的 纳雍县鑫源煤矿 安全生产许可证将于 45 天后到期，请提醒企业提前 3 个月申请延期。',
      createdAt: at(2),
    },
    {
      type: 'message',
      title: '新增行政处罚记录',
      subTitle: '风险提示',
      content: '六盘水市 发耳煤矿 新增 1 条行政处罚：通风设施不符合规定，罚款 12 万元。',
      createdAt: at(20),
    },
    {
      type: 'message',
      title: '舆情预警：负面新闻',
      subTitle: '行业资讯',
      content: '毕节市某煤矿因瓦斯超限被责令停产整顿，相关新闻情感得分 -0.72。',
      createdAt: at(49),
      status: 1,
    },
    {
      type: 'notice',
      title: '数据导入完成',
      subTitle: '系统通知',
      content: '“2025 年第三季度煤矿基础信息.xlsx” 导入完成：新增 12 座，更新 87 座，无错误。',
      messageType: 1,
      createdAt: at(5),
    },
    {
      type: 'notice',
      title: '省级产能公告已更新',
      subTitle: '政策通知',
      content: '贵州省能源局发布生产煤矿产能公告，12 座煤矿核定产能发生变化。',
      messageType: 2,
      createdAt: at(30),
    },
    {
      type: 'notice',
      title: '系统维护通知',
      subTitle: '系统通知',
      content: '平台将于本周六 22:00–24:00 进行例行维护，期间暂停数据导入。',
      messageType: 0,
      createdAt: at(72),
      status: 1,
    },
    {
      type: 'todo',
      title: '复核煤质检测数据',
      subTitle: '待办',
      content: '黔西南州 3 座煤矿的煤质检测数据与煤类不一致，请复核。',
      messageType: 2,
      createdAt: at(8),
    },
    {
      type: 'todo',
      title: '采矿许可证到期核查',
      subTitle: '待办',
      content: '本月有 6 座煤矿采矿许可证到期，请核查延续登记情况。',
      messageType: 3,
      createdAt: at(26),
    },
  ];
  if (isAdmin) {
    rows.push({
      type: 'todo',
      title: '审核数据导入任务',
      subTitle: '待办',
      content: '遵义市能源局提交的 2025 年产量数据待审核后入库。',
      messageType: 0,
      createdAt: at(3),
    });
  }
  return rows.map((row) => ({ ...row, userId }));
}
