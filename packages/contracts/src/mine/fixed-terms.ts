/**
 * Fixed vocabularies that mine records hold as Chinese words (not dictionary codes): fault types, hazard
 * tags, standardisation grades, administrative procedures and their state, document kinds. The English
 * interface shows their English terms; anything not listed here was written by a person and stays as is.
 */
export const FIXED_TERMS: Readonly<Record<string, string>> = {
  // Fault types (断层性质)
  正断层: 'Normal fault',
  逆断层: 'Reverse fault',
  平移断层: 'Strike-slip fault',
  // Hazards (主要灾害)
  煤与瓦斯突出: 'Coal and gas outburst',
  瓦斯: 'Gas',
  水害: 'Water inrush',
  顶板: 'Roof fall',
  火灾: 'Fire',
  煤尘: 'Coal dust',
  冲击地压: 'Rock burst',
  // Safety standardisation grades (安全生产标准化等级)
  一级: 'Grade 1',
  二级: 'Grade 2',
  三级: 'Grade 3',
  未定级: 'Not graded',
  // Administrative procedures (行政手续) and their state
  项目核准: 'Project approval',
  初步设计批复: 'Preliminary design approval',
  安全设施设计审查: 'Safety facilities design review',
  环境影响评价批复: 'Environmental impact assessment approval',
  水土保持方案批复: 'Soil and water conservation plan approval',
  取水许可: 'Water abstraction permit',
  竣工验收: 'Completion acceptance',
  复产验收: 'Resumption acceptance',
  已办理: 'Completed',
  办理中: 'In progress',
  未办理: 'Not started',
  // Document kinds (文档类别)
  设计: 'Design',
  报告: 'Report',
  批复: 'Approval',
  公告: 'Announcement',
  // Development and roof management
  平硐: 'Adit',
  斜井: 'Inclined shaft',
  立井: 'Vertical shaft',
  停产整顿: 'Suspended for rectification',
};

/** A fixed term's English form, or undefined for a value written by a person. */
export function fixedTermEn(value: string): string | undefined {
  return FIXED_TERMS[value.trim()];
}
