export const LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];

/** The first language the client accepts that we speak; Chinese when nothing matches. */
export function localeFrom(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return 'zh-CN';
  for (const part of acceptLanguage.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en-US';
  }
  return 'zh-CN';
}

type Params = Record<string, string | number>;
type Catalog = Record<string, string>;

const zh = {
  ok: '操作成功',
  'error.badRequest': '请求参数有误',
  'error.unauthorized': '认证失败，无法访问系统资源',
  'error.tokenExpired': '登录状态已过期，请重新登录',
  'error.clientMismatch': '客户端标识与令牌不匹配',
  'error.forbidden': '没有访问权限，请联系管理员授权',
  'error.notFound': '请求的资源不存在',
  'error.apiNotFound': '接口 {method} {url} 不存在',
  'error.conflict': '数据冲突，请刷新后重试',
  'error.payloadTooLarge': '上传内容超过大小限制',
  'error.unsupportedMedia': '不支持的请求内容类型',
  'error.tooManyRequests': '请求过于频繁，请稍后再试',
  'error.internal': '服务器内部错误，请稍后重试（请求编号 {requestId}）',
  'error.unavailable': '服务暂不可用，请稍后重试',
  'error.databaseUnavailable': '数据库暂时无法连接，请稍后重试（请求编号 {requestId}）',
  'validation.required': '「{field}」不能为空',
  'validation.tooShort': '「{field}」长度不能少于 {min} 个字符',
  'validation.tooLong': '「{field}」长度不能超过 {max} 个字符',
  'validation.tooSmall': '「{field}」不能小于 {min}',
  'validation.tooBig': '「{field}」不能大于 {max}',
  'validation.notNumber': '「{field}」不是数字',
  'validation.notInteger': '「{field}」必须是整数',
  'validation.invalidOption': '「{field}」的取值无效',
  'validation.invalidFormat': '「{field}」格式不正确',
  'validation.invalid': '「{field}」无效',
  'validation.body': '请求体',
  'auth.loginFailed': '用户名或密码错误',
  'auth.accountDisabled': '账号已停用，请联系管理员',
  'auth.throttledAccount': '该账号登录失败次数过多，请 {minutes} 分钟后再试',
  'auth.throttledIp': '登录失败次数过多，请 {minutes} 分钟后再试',
  'auth.clientRequired': '缺少客户端标识（clientid）',
  'auth.clientUnknown': '客户端标识无效',
  'auth.logoutOk': '登出成功',
  'auth.roleNotHeld': '当前账号没有「{role}」角色，无法切换',
  'auth.roleSwitched': '已切换为{role}角色',
  'auth.passwordWrong': '原密码不正确',
  'auth.passwordChanged': '密码已修改，请重新登录',
  'role.admin': '管理员',
  'role.user': '普通用户',
  'dict.notFound': '字典数据 {dictCode} 不存在',
  'dict.duplicateValue': '字典「{dictType}」中已有键值 {dictValue}',
  'dict.unknownType': '字典类型「{dictType}」不存在',
  'mine.notFound': '煤矿 {mineId} 不存在',
  'mine.sampleLabel': '示例数据',
  'mine.exportTooMany': '导出结果超过 {max} 条，请缩小筛选范围',
  'import.noFile': '请选择要上传的文件',
  'import.badType': '仅支持 .xlsx 或 .csv 文件',
  'import.encrypted': '文件已加密（受密码保护），请取消密码后再上传',
  'import.corrupt': '文件已损坏或不是有效的 Excel 文件',
  'import.noSheets': '文件中没有可识别的工作表（工作表名称或表头与模板不符）',
  'import.missingColumn': '缺少必填列「{column}」',
  'import.required': '第{row}行「{column}」不能为空',
  'import.notNumber': '第{row}行「{column}」不是数字',
  'import.notInteger': '第{row}行「{column}」不是整数',
  'import.outOfRange': '第{row}行「{column}」应在 {min} 到 {max} 之间',
  'import.notDate': '第{row}行「{column}」不是有效日期（YYYY-MM-DD）',
  'import.notBoolean': '第{row}行「{column}」应填写“是”或“否”',
  'import.unknownCode': '第{row}行「{column}」的值「{value}」不在字典中',
  'import.unknownOption': '第{row}行「{column}」的值「{value}」不是有效选项',
  'import.tooLong': '第{row}行「{column}」超过 {max} 个字符',
  'import.badMineCode': '第{row}行「矿井编码」格式不正确（大写字母、数字和连字符，4–32 位）',
  'import.duplicateCode': '第{row}行「矿井编码」{code} 与第{first}行重复',
  'import.unknownPrefecture': '第{row}行「市州」「{value}」不是贵州省的市州',
  'import.countyNotInPrefecture': '第{row}行「区县」「{county}」不属于「{prefecture}」',
  'import.unknownMine': '第{row}行矿井编码 {code} 在「煤矿」表和系统中都不存在',
  'import.unknownSubsection': '第{row}行「小节编号」「{value}」不存在',
  'import.badDocument': '第{row}行「内容（JSON）」不符合「{subsection}」的格式',
  'import.jobNotFound': '导入任务 {jobId} 不存在',
  'import.notCommittable': '导入任务 {jobId} 当前状态为 {status}，不能提交',
  'import.hasProblems': '文件有 {count} 处问题，请修改后重新上传',
  'import.committed': '导入完成：新增 {added} 座，更新 {changed} 座，未变化 {unchanged} 座',
} satisfies Catalog;

export type MessageKey = keyof typeof zh;

const en: Record<MessageKey, string> = {
  ok: 'Success',
  'error.badRequest': 'The request is invalid',
  'error.unauthorized': 'Authentication failed; sign in to continue',
  'error.tokenExpired': 'Your session has expired; please sign in again',
  'error.clientMismatch': 'The client identifier does not match the token',
  'error.forbidden': 'Access denied; ask an administrator for permission',
  'error.notFound': 'The requested resource does not exist',
  'error.apiNotFound': 'API {method} {url} does not exist',
  'error.conflict': 'The data has changed; refresh and try again',
  'error.payloadTooLarge': 'The upload exceeds the size limit',
  'error.unsupportedMedia': 'Unsupported content type',
  'error.tooManyRequests': 'Too many requests; try again later',
  'error.internal': 'Internal server error; please try again later (request {requestId})',
  'error.unavailable': 'The service is temporarily unavailable',
  'error.databaseUnavailable':
    'The database cannot be reached at the moment; please try again shortly (request {requestId})',
  'validation.required': '"{field}" is required',
  'validation.tooShort': '"{field}" must be at least {min} characters',
  'validation.tooLong': '"{field}" must be at most {max} characters',
  'validation.tooSmall': '"{field}" must be at least {min}',
  'validation.tooBig': '"{field}" must be at most {max}',
  'validation.notNumber': '"{field}" is not a number',
  'validation.notInteger': '"{field}" must be a whole number',
  'validation.invalidOption': '"{field}" has an invalid value',
  'validation.invalidFormat': '"{field}" has an invalid format',
  'validation.invalid': '"{field}" is invalid',
  'validation.body': 'request body',
  'auth.loginFailed': 'Wrong username or password',
  'auth.accountDisabled': 'This account is disabled; contact an administrator',
  'auth.throttledAccount': 'Too many failed sign-ins for this account; try again in {minutes} minutes',
  'auth.throttledIp': 'Too many failed sign-ins; try again in {minutes} minutes',
  'auth.clientRequired': 'The client identifier (clientid) is missing',
  'auth.clientUnknown': 'Unknown client identifier',
  'auth.logoutOk': 'Signed out',
  'auth.roleNotHeld': 'This account does not hold the "{role}" role',
  'auth.roleSwitched': 'Switched to the {role} role',
  'auth.passwordWrong': 'The current password is wrong',
  'auth.passwordChanged': 'Password changed; please sign in again',
  'role.admin': 'administrator',
  'role.user': 'user',
  'dict.notFound': 'Dictionary item {dictCode} does not exist',
  'dict.duplicateValue': 'Dictionary "{dictType}" already has the value {dictValue}',
  'dict.unknownType': 'Dictionary type "{dictType}" does not exist',
  'mine.notFound': 'Mine {mineId} does not exist',
  'mine.sampleLabel': 'Sample data',
  'mine.exportTooMany': 'The export has more than {max} rows; narrow the filters',
  'import.noFile': 'Choose a file to upload',
  'import.badType': 'Only .xlsx and .csv files are accepted',
  'import.encrypted': 'The file is encrypted (password-protected); remove the password and upload it again',
  'import.corrupt': 'The file is damaged or is not a valid Excel workbook',
  'import.noSheets': 'No sheet in the file matches the template (sheet names or headers differ)',
  'import.missingColumn': 'Required column "{column}" is missing',
  'import.required': 'Row {row}: "{column}" is required',
  'import.notNumber': 'Row {row}: "{column}" is not a number',
  'import.notInteger': 'Row {row}: "{column}" is not a whole number',
  'import.outOfRange': 'Row {row}: "{column}" must be between {min} and {max}',
  'import.notDate': 'Row {row}: "{column}" is not a valid date (YYYY-MM-DD)',
  'import.notBoolean': 'Row {row}: "{column}" must be 是 (yes) or 否 (no)',
  'import.unknownCode': 'Row {row}: "{column}" value "{value}" is not in the dictionary',
  'import.unknownOption': 'Row {row}: "{column}" value "{value}" is not a valid option',
  'import.tooLong': 'Row {row}: "{column}" is longer than {max} characters',
  'import.badMineCode':
    'Row {row}: the mine code is malformed (capital letters, digits and hyphens, 4–32 long)',
  'import.duplicateCode': 'Row {row}: mine code {code} repeats row {first}',
  'import.unknownPrefecture': 'Row {row}: "{value}" is not a prefecture of Guizhou',
  'import.countyNotInPrefecture': 'Row {row}: county "{county}" is not in "{prefecture}"',
  'import.unknownMine': 'Row {row}: mine code {code} is neither in the Mines sheet nor in the system',
  'import.unknownSubsection': 'Row {row}: subsection "{value}" does not exist',
  'import.badDocument': 'Row {row}: the JSON content does not fit subsection "{subsection}"',
  'import.jobNotFound': 'Import job {jobId} does not exist',
  'import.notCommittable': 'Import job {jobId} is {status} and cannot be committed',
  'import.hasProblems': 'The file has {count} problems; fix them and upload it again',
  'import.committed': 'Import complete: {added} added, {changed} changed, {unchanged} unchanged',
};

const catalogs: Record<Locale, Record<string, string>> = { 'zh-CN': zh, 'en-US': en };

export function t(locale: Locale, key: MessageKey, params: Params = {}): string {
  const template = catalogs[locale][key] ?? zh[key];
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

/** Field names as users know them, for validation messages; modules add their own. */
const fieldLabels: Record<Locale, Record<string, string>> = {
  'zh-CN': {
    username: '用户名',
    password: '密码',
    oldPassword: '原密码',
    newPassword: '新密码',
    role: '角色',
    pageNum: '页码',
    pageSize: '每页条数',
    ids: '编号列表',
    type: '类型',
    dictType: '字典类型',
    dictLabel: '字典标签',
    dictLabelEn: '英文标签',
    dictValue: '字典键值',
    dictSort: '排序',
    dictCode: '字典编码',
    listClass: '回显样式',
    cssClass: '样式属性',
    isDefault: '是否默认',
    remark: '备注',
    mineName: '煤矿名称',
    mineId: '煤矿编号',
    section: '档案分区',
    orderByColumn: '排序字段',
    isAsc: '排序方向',
  },
  'en-US': { mineName: 'mine name', mineId: 'mine id', orderByColumn: 'sort column', isAsc: 'sort order' },
};

export function registerFieldLabels(locale: Locale, labels: Record<string, string>): void {
  Object.assign(fieldLabels[locale], labels);
}

export function fieldLabel(locale: Locale, field: string): string {
  return fieldLabels[locale][field] ?? field;
}
