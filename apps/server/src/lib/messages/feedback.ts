/** Data feedback threads: errors, and the messages an admin's action sends the reporter. */
export const zh = {
  'feedback.notFound': '反馈 {id} 不存在',
  'feedback.closed': '反馈 {id} 已关闭，不能再回复',
  'feedback.message.answer.title': '数据反馈有新回复',
  'feedback.message.answer.content': '{mine}「{subsectionZh}」：{text}',
  'feedback.message.correction.title': '您反馈的数据已更正',
  'feedback.message.correction.content': '{mine}「{subsectionZh}」已更正：{text}',
  'feedback.message.close.title': '数据反馈已关闭',
  'feedback.message.close.content': '{mine}「{subsectionZh}」的反馈已由管理员关闭。',
  'feedback.message.close.contentWithText': '{mine}「{subsectionZh}」的反馈已关闭：{text}',
};

export const en: Record<keyof typeof zh, string> = {
  'feedback.notFound': 'Feedback {id} does not exist',
  'feedback.closed': 'Feedback {id} is closed and takes no more replies',
  'feedback.message.answer.title': 'New reply to your data feedback',
  'feedback.message.answer.content': '{mine}, {subsectionEn}: {text}',
  'feedback.message.correction.title': 'The data you reported was corrected',
  'feedback.message.correction.content': '{mine}, {subsectionEn}, corrected: {text}',
  'feedback.message.close.title': 'Your data feedback was closed',
  'feedback.message.close.content': 'An admin closed your feedback on {mine}, {subsectionEn}.',
  'feedback.message.close.contentWithText': 'Your feedback on {mine}, {subsectionEn}, was closed: {text}',
};
