/**
 * The numeric error catalogue (spec part 2 section 8): one source of truth read by
 * the server (GraphQL `extensions.errorno`, localized `message`) and the client
 * (toasts `error_no_{errorno}`). Messages use ICU placeholders such as `{seconds}`.
 *
 * The spec names groups of codes; codes the spec leaves open are chosen here and
 * documented in docs/api.md.
 */
export type ErrorEntry = {
  /** GraphQL convention code sent as `extensions.code`. */
  code: string;
  en: string;
  zh: string;
};

export const ERROR_CATALOGUE = {
  1: { code: 'FORBIDDEN', en: 'Illegal call', zh: '非法调用' },
  2: { code: 'UNAUTHENTICATED', en: 'Your session has expired, please sign in again', zh: '登录凭证已失效，请重新登录' },
  3: { code: 'BAD_USER_INPUT', en: 'Parameter error', zh: '参数错误' },
  4: { code: 'INTERNAL_SERVER_ERROR', en: 'Server failure', zh: '服务器故障' },
  5: { code: 'NOT_FOUND', en: 'User not found', zh: '用户不存在' },
  6: { code: 'BAD_USER_INPUT', en: 'Failed to get a verification code', zh: '获取验证码失败' },
  7: { code: 'BAD_USER_INPUT', en: 'Incorrect verification code', zh: '验证码错误' },
  8: { code: 'UNAUTHENTICATED', en: 'Wrong username or password', zh: '用户名或密码错误' },
  26: { code: 'PAYLOAD_TOO_LARGE', en: 'The file is larger than the limit of {max}', zh: '文件大小超出限制（{max}）' },
  110: { code: 'BAD_USER_INPUT', en: 'Username or mobile number already registered', zh: '用户名或手机号已被注册' },
  1000: { code: 'BAD_USER_INPUT', en: 'The new password cannot be the same as the old password', zh: '新密码不能与旧密码相同' },
  1001: { code: 'TOO_MANY_REQUESTS', en: 'Too many failed attempts, please try again in {seconds} seconds', zh: '尝试次数过多，请 {seconds} 秒后再试' },
  1002: { code: 'BAD_USER_INPUT', en: 'The old password is wrong', zh: '旧密码错误' },
  1003: { code: 'BAD_USER_INPUT', en: 'Form validation failed', zh: '表单校验失败' },
  1004: { code: 'BAD_REQUEST', en: 'Invalid request: {reason}', zh: '请求无效：{reason}' },
  1005: { code: 'UNAUTHENTICATED', en: 'Sign in to explore the schema', zh: '请登录后再浏览接口结构' },
  1006: { code: 'BAD_USER_INPUT', en: 'Invalid {name}: use the format {format}', zh: '{name} 格式错误，请使用 {format} 格式' },
  1007: { code: 'BAD_USER_INPUT', en: 'The end of the range must not be before its start', zh: '结束时间不能早于开始时间' },
  1008: { code: 'BAD_USER_INPUT', en: 'The range must not be longer than {max} months', zh: '时间范围不能超过 {max} 个月' },
  1009: { code: 'BAD_USER_INPUT', en: 'The range must not be longer than {max} days', zh: '时间范围不能超过 {max} 天' },
  1010: { code: 'BAD_USER_INPUT', en: '{name} must be between {min} and {max}', zh: '{name} 必须在 {min} 至 {max} 之间' },
  // Verification codes and integrator tokens (chosen here inside the spec's 1000-1155 group; docs/api.md).
  1030: { code: 'TOO_MANY_REQUESTS', en: 'A verification code was sent recently, please try again in {seconds} seconds', zh: '验证码已发送，请 {seconds} 秒后再试' },
  1031: { code: 'TOO_MANY_REQUESTS', en: 'Too many verification codes today, please try again in {hours} hours', zh: '今日获取验证码次数过多，请 {hours} 小时后再试' },
  1032: { code: 'BAD_USER_INPUT', en: 'The verification code has expired, please get a new one', zh: '验证码已失效，请重新获取' },
  1033: { code: 'BAD_USER_INPUT', en: 'At most {max} API tokens per user; revoke one first', zh: '每个用户最多 {max} 个 API 令牌，请先撤销一个' },
  1034: { code: 'FORBIDDEN', en: 'API tokens cannot do this; sign in with your account', zh: 'API 令牌不能执行此操作，请使用账号登录' },
  1040: { code: 'BAD_USER_INPUT', en: 'Upload failed', zh: '上传失败' },
  1041: { code: 'BAD_USER_INPUT', en: 'This file format is not allowed; allowed: {allowed}', zh: '不允许的文件格式，仅支持：{allowed}' },
  1042: { code: 'NOT_FOUND', en: 'The file does not exist', zh: '文件不存在' },
  1043: { code: 'FORBIDDEN', en: 'The download link is invalid or has expired', zh: '下载链接无效或已过期' },
  // System messages and the work calendar (spec part 2 section 8: 1080-1081), members (1121-1138).
  1080: { code: 'NOT_FOUND', en: 'The message does not exist or is not addressed to you', zh: '消息不存在或不是发给您的' },
  1081: { code: 'NOT_FOUND', en: 'The work shift does not exist or is outside your scope', zh: '班次不存在或不在您的管理范围内' },
  1122: { code: 'NOT_FOUND', en: 'The member does not exist or is outside your scope', zh: '成员不存在或不在您的管理范围内' },
  1123: { code: 'NOT_FOUND', en: 'The customer does not exist or is outside your scope', zh: '客户不存在或不在您的管理范围内' },
  1150: { code: 'FORBIDDEN', en: 'You do not have permission for this operation', zh: '您没有此操作的权限' },
  1151: { code: 'NOT_FOUND', en: 'The tenant does not exist or is outside your scope', zh: '租户不存在或不在您的管理范围内' },
  1152: { code: 'BAD_USER_INPUT', en: 'Unknown API: {method} {path}', zh: '未知接口：{method} {path}' },
  1010002: { code: 'NOT_FOUND', en: 'The record does not exist or is outside your scope', zh: '记录不存在或不在您的管理范围内' },
  1010004: { code: 'BAD_USER_INPUT', en: 'The status cannot be changed: {reason}', zh: '状态无法变更：{reason}' },
  1132004: { code: 'BAD_USER_INPUT', en: 'The device SN already exists in the product archive', zh: '设备SN已存在于产品档案中' },
  1132005: { code: 'NOT_FOUND', en: 'The device SN does not exist', zh: '设备SN不存在' },
} as const satisfies Record<number, ErrorEntry>;

export type ErrorNo = keyof typeof ERROR_CATALOGUE;

export const ERRNO = {
  illegalCall: 1,
  sessionExpired: 2,
  parameterError: 3,
  serverFailure: 4,
  userNotFound: 5,
  codeNotSent: 6,
  wrongCode: 7,
  wrongCredentials: 8,
  fileTooLarge: 26,
  accountTaken: 110,
  samePassword: 1000,
  tooManyAttempts: 1001,
  oldPasswordWrong: 1002,
  formValidationFailed: 1003,
  invalidRequest: 1004,
  introspectionNeedsSignIn: 1005,
  badDateFormat: 1006,
  rangeEndBeforeStart: 1007,
  rangeTooManyMonths: 1008,
  rangeTooManyDays: 1009,
  dateOutOfRange: 1010,
  codeSentRecently: 1030,
  codeDailyLimit: 1031,
  codeExpired: 1032,
  tooManyApiTokens: 1033,
  sessionRequired: 1034,
  uploadFailed: 1040,
  fileFormatNotAllowed: 1041,
  fileNotFound: 1042,
  fileLinkInvalid: 1043,
  messageNotFound: 1080,
  shiftNotFound: 1081,
  memberNotFound: 1122,
  customerOutOfScope: 1123,
  forbidden: 1150,
  tenantOutOfScope: 1151,
  unknownApi: 1152,
  recordNotFound: 1010002,
  statusCannotChange: 1010004,
  deviceNotFound: 1132005,
} as const satisfies Record<string, ErrorNo>;

export type Locale = 'en' | 'zh-CN';

/** Fills `{name}` placeholders; unknown placeholders stay visible so a gap is noticed. */
export function formatMessage(template: string, params: Record<string, unknown> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    params[key] === undefined ? whole : String(params[key]),
  );
}

export function errorMessage(errorno: number, locale: Locale, params?: Record<string, unknown>): string {
  const entry = (ERROR_CATALOGUE as Record<number, ErrorEntry>)[errorno] ?? ERROR_CATALOGUE[4];
  return formatMessage(locale === 'zh-CN' ? entry.zh : entry.en, params);
}
