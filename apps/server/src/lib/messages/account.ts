/** A user's own account: profile, avatar, password strength and sessions. */
export const zh = {
  'account.profileSaved': '基本信息已保存',
  'account.avatar.saved': '头像已更新',
  'account.avatar.removed': '头像已移除',
  'account.avatar.missing': '请选择要上传的头像图片',
  'account.avatar.tooLarge': '头像图片不能超过 {max} MB',
  'account.avatar.notImage': '头像只能是 PNG、JPEG 或 WebP 图片（按文件内容识别，与文件名无关）',
  'account.avatar.unreadable': '无法读取这张图片，文件可能已损坏',
  'account.session.notFound': '该会话不存在或已结束',
  'account.session.current': '当前会话请使用“退出登录”结束',
  'account.session.ended': '已结束该会话',
  'account.session.othersEnded': '已退出其他 {count} 处登录',
  'account.password.tooShort': '新密码至少需要 {min} 个字符',
  'account.password.tooLong': '新密码不能超过 {max} 个字符',
  'account.password.userInputs': '新密码包含您的用户名、姓名（含拼音）、邮箱或手机号，容易被猜中',
  'account.password.chinesePattern': '新密码使用了常见的拼音、姓氏、地名或“520/1314”一类数字，容易被猜中',
  'account.password.common': '新密码是常用密码或与常用密码相近',
  'account.password.keyPattern': '新密码是键盘上连续或相邻的按键（如 qwerty、1qaz2wsx）',
  'account.password.sequence': '新密码是连续的字母或数字（如 abcdef、123456）',
  'account.password.repeat': '新密码由重复的字符或片段组成',
  'account.password.dates': '新密码包含日期或年份，容易被猜中',
  'account.password.names': '新密码主要是常见的姓名',
  'account.password.weak': '新密码强度不够，请加长或混合不相关的词、数字和符号',
  'validation.email': '「{field}」不是有效的电子邮箱地址',
  'validation.phone': '「{field}」应为 11 位手机号或带区号的固定电话（如 0851-85551234）',
  'validation.website': '「{field}」应为以 http:// 或 https:// 开头的网址',
};

export const en: Record<keyof typeof zh, string> = {
  'account.profileSaved': 'Basic information saved',
  'account.avatar.saved': 'Avatar updated',
  'account.avatar.removed': 'Avatar removed',
  'account.avatar.missing': 'Choose an image to upload as your avatar',
  'account.avatar.tooLarge': 'The avatar image must be at most {max} MB',
  'account.avatar.notImage':
    'An avatar must be a PNG, JPEG or WebP image (judged by the file’s content, not its name)',
  'account.avatar.unreadable': 'This image cannot be read; the file may be damaged',
  'account.session.notFound': 'This session does not exist or has already ended',
  'account.session.current': 'End the current session with “Sign out”',
  'account.session.ended': 'Session ended',
  'account.session.othersEnded': 'Signed out of {count} other sessions',
  'account.password.tooShort': 'The new password needs at least {min} characters',
  'account.password.tooLong': 'The new password must be at most {max} characters',
  'account.password.userInputs':
    'The new password contains your user name, name (or its pinyin), e-mail or phone number and is easy to guess',
  'account.password.chinesePattern':
    'The new password uses common pinyin, a surname, a place name or love numbers such as 520/1314 and is easy to guess',
  'account.password.common': 'The new password is a common password or close to one',
  'account.password.keyPattern':
    'The new password is a run of neighbouring keys (such as qwerty or 1qaz2wsx)',
  'account.password.sequence': 'The new password is a run of letters or digits (such as abcdef or 123456)',
  'account.password.repeat': 'The new password repeats characters or pieces',
  'account.password.dates': 'The new password contains a date or year and is easy to guess',
  'account.password.names': 'The new password is mostly common names',
  'account.password.weak':
    'The new password is not strong enough: make it longer or mix unrelated words, digits and symbols',
  'validation.email': '"{field}" is not a valid e-mail address',
  'validation.phone':
    '"{field}" must be an 11-digit mobile number or a landline with its area code (e.g. 0851-85551234)',
  'validation.website': '"{field}" must be a web address starting with http:// or https://',
};
