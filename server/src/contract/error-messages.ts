/**
 * The numeric error catalogue's texts (spec part 2 section 8): one source of truth read by
 * the server (GraphQL `extensions.errorno`, localized `message`) and the client
 * (toasts `error_no_{errorno}`). Messages use ICU placeholders such as `{seconds}`.
 *
 * The spec names groups of codes; codes the spec leaves open are chosen here and
 * documented in docs/api.md.
 */
import { type Locale, formatMessage } from './error-catalogue';

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
  1001: { code: 'TOO_MANY_REQUESTS', en: 'Too many failed attempts, please try again in {seconds} s', zh: '尝试次数过多，请 {seconds} 秒后再试' },
  1002: { code: 'BAD_USER_INPUT', en: 'The old password is wrong', zh: '旧密码错误' },
  1003: { code: 'BAD_USER_INPUT', en: 'Form validation failed', zh: '表单校验失败' },
  1004: { code: 'BAD_REQUEST', en: 'Invalid request: {reason}', zh: '请求无效：{reason}' },
  1005: { code: 'UNAUTHENTICATED', en: 'Sign in to explore the schema', zh: '请登录后再浏览接口结构' },
  1006: { code: 'BAD_USER_INPUT', en: 'Invalid {name}: use the format {format}', zh: '{name} 格式错误，请使用 {format} 格式' },
  1007: { code: 'BAD_USER_INPUT', en: 'The end of the range must not be before its start', zh: '结束时间不能早于开始时间' },
  1008: { code: 'BAD_USER_INPUT', en: 'The range must not be longer than {max} months', zh: '时间范围不能超过 {max} 个月' },
  1009: { code: 'BAD_USER_INPUT', en: 'The range must not be longer than {max} days', zh: '时间范围不能超过 {max} 天' },
  1010: { code: 'BAD_USER_INPUT', en: '{name} must be between {min} and {max}', zh: '{name} 必须在 {min} 至 {max} 之间' },
  1011: { code: 'BAD_REQUEST', en: 'At most {max} subscriptions on one connection: end one first', zh: '每个连接最多 {max} 个订阅，请先结束一个' },
  1012: { code: 'SERVICE_UNAVAILABLE', en: 'The server is busy checking passwords, please try again in a few seconds', zh: '服务器正忙于校验密码，请几秒后再试' },
  1013: { code: 'SERVICE_UNAVAILABLE', en: 'The server is busy, please try again in a few seconds', zh: '服务器繁忙，请几秒后再试' },
  1014: { code: 'BAD_REQUEST', en: 'At most {max} live subscriptions for one user on this server: end some first (close screens you no longer watch)', zh: '每个用户在此服务器上最多 {max} 个实时订阅，请先结束一些（关闭不再查看的页面）' },
  // Verification codes and integrator tokens (chosen here inside the spec's 1000-1155 group; docs/api.md).
  1030: { code: 'TOO_MANY_REQUESTS', en: 'A verification code was sent recently, please try again in {seconds} s', zh: '验证码已发送，请 {seconds} 秒后再试' },
  1031: { code: 'TOO_MANY_REQUESTS', en: 'Too many verification codes today, please try again in {hours} h', zh: '今日获取验证码次数过多，请 {hours} 小时后再试' },
  1032: { code: 'BAD_USER_INPUT', en: 'The verification code has expired, please get a new one', zh: '验证码已失效，请重新获取' },
  1033: { code: 'BAD_USER_INPUT', en: 'At most {max} API tokens per user; revoke one first', zh: '每个用户最多 {max} 个 API 令牌，请先撤销一个' },
  1034: { code: 'FORBIDDEN', en: 'API tokens cannot do this; sign in with your account', zh: 'API 令牌不能执行此操作，请使用账号登录' },
  1040: { code: 'BAD_USER_INPUT', en: 'Upload failed', zh: '上传失败' },
  1041: { code: 'BAD_USER_INPUT', en: 'This file format is not allowed; allowed: {allowed}', zh: '不允许的文件格式，仅支持：{allowed}' },
  1042: { code: 'NOT_FOUND', en: 'The file does not exist', zh: '文件不存在' },
  1043: { code: 'FORBIDDEN', en: 'The download link is invalid or has expired', zh: '下载链接无效或已过期' },
  1045: { code: 'CONFLICT', en: 'This file is used by a saved record and cannot be deleted; remove it from that record first', zh: '该文件正被已保存的记录使用，无法删除；请先从该记录中移除' },
  1044: { code: 'TOO_MANY_REQUESTS', en: 'This upload would pass your allowance of {max} (or {files} files) in 24 hours: the oldest of your uploads counted leaves it in {minutes} min', zh: '此次上传将超出您 24 小时内 {max}（或 {files} 个文件）的上传额度：最早计入的上传将在 {minutes} 分钟后移出额度' },
  // QR codes (spec part 2 section 8: "QR and tags in 1121-1138"; chosen here, docs/api.md).
  1134: { code: 'NOT_FOUND', en: 'The QR code does not exist', zh: '二维码不存在' },
  1135: { code: 'BAD_USER_INPUT', en: 'The QR code is already bound', zh: '二维码已绑定' },
  1136: { code: 'BAD_USER_INPUT', en: 'The QR code belongs to another factory number', zh: '二维码属于其他出厂编号' },
  // Device attributes (spec: "device attribute limit of 20" in 1000-1155; chosen here).
  1153: { code: 'BAD_USER_INPUT', en: 'A device has at most {max} attributes', zh: '设备属性最多 {max} 个' },
  // System messages and the work calendar (spec part 2 section 8: 1080-1081; 1082 chosen here), members (1121-1138).
  1080: { code: 'NOT_FOUND', en: 'The message does not exist or is not addressed to you', zh: '消息不存在或不是发给您的' },
  1081: { code: 'NOT_FOUND', en: 'The work shift does not exist or is outside your scope', zh: '班次不存在或不在您的管理范围内' },
  1082: { code: 'BAD_USER_INPUT', en: 'A tenant has at most {max} work shifts: delete one first', zh: '每个租户最多 {max} 个班次，请先删除一个' },
  1122: { code: 'NOT_FOUND', en: 'The member does not exist or is outside your scope', zh: '成员不存在或不在您的管理范围内' },
  1123: { code: 'NOT_FOUND', en: 'The customer does not exist or is outside your scope', zh: '客户不存在或不在您的管理范围内' },
  1150: { code: 'FORBIDDEN', en: 'You do not have permission for this operation', zh: '您没有此操作的权限' },
  1151: { code: 'NOT_FOUND', en: 'The tenant does not exist or is outside your scope', zh: '租户不存在或不在您的管理范围内' },
  1152: { code: 'BAD_USER_INPUT', en: 'Unknown API: {method} {path}', zh: '未知接口：{method} {path}' },
  1010002: { code: 'NOT_FOUND', en: 'The record does not exist or is outside your scope', zh: '记录不存在或不在您的管理范围内' },
  1010004: { code: 'BAD_USER_INPUT', en: 'The status cannot be changed: {reason}', zh: '状态无法变更：{reason}' },
  // Custom dashboards (chosen here beside the record codes; docs/api.md "Dashboards").
  1010005: { code: 'CONFLICT', en: 'This dashboard was changed elsewhere since you opened it (version {current}). Reload it, or save your work as a copy.', zh: '此看板在您打开后已在别处被修改（当前版本 {current}）。请重新加载，或将您的修改另存为副本。' },
  1010006: { code: 'FORBIDDEN', en: "Only the dashboard's owner or a tenant administrator can change or delete it", zh: '只有看板的创建者或租户管理员可以修改或删除此看板' },
  // Product manuals (beside the dashboard's conflict; docs/api.md "Product manuals").
  1010007: { code: 'CONFLICT', en: 'This product was changed elsewhere since you opened it (version {current}). Reload it and make your changes again; your form is kept until you leave it.', zh: '此产品在您打开后已在别处被修改（当前版本 {current}）。请重新加载后再修改；离开前您填写的内容仍保留。' },
  // Maintenance plans (beside the manual's conflict; docs/api.md "Maintenance plans").
  1010008: { code: 'CONFLICT', en: 'This plan was changed since you opened it (version {current}): edited elsewhere, or its check orders were generated. Reload it and make your changes again; your form is kept until you leave it.', zh: '此计划在您打开后已被修改（当前版本 {current}）：已在别处编辑，或已生成点检工单。请重新加载后再修改；离开前您填写的内容仍保留。' },
  // Customer roster, administrator transfer, import and export, quotas (spec part 2 section 8 group 1070xxx; docs/api.md).
  1070001: { code: 'BAD_USER_INPUT', en: 'A customer with this name already exists in the roster', zh: '客户名册中已存在同名客户' },
  1070002: { code: 'FORBIDDEN', en: 'Only the administrator of this customer can do this', zh: '只有该客户的管理员可以执行此操作' },
  1070003: { code: 'FORBIDDEN', en: 'Only the administrator or a collaborator of this customer can change it', zh: '只有该客户的管理员或协作者可以修改' },
  1070004: { code: 'BAD_USER_INPUT', en: 'The roster administrator cannot be deleted or leave', zh: '名册管理员不能被删除或退出' },
  1070005: { code: 'BAD_USER_INPUT', en: 'This user is already a collaborator', zh: '该用户已是协作者' },
  1070006: { code: 'BAD_USER_INPUT', en: 'This user is not a collaborator of the customer', zh: '该用户不是此客户的协作者' },
  1070007: { code: 'BAD_USER_INPUT', en: 'An administrator transfer is already pending', zh: '已有待确认的管理员转让' },
  1070008: { code: 'BAD_USER_INPUT', en: 'No administrator transfer is pending; a transfer can be revoked only before it completes', zh: '没有待确认的管理员转让，转让完成后不能撤销' },
  1070009: { code: 'FORBIDDEN', en: 'This administrator transfer is addressed to another user', zh: '该管理员转让不是发给您的' },
  1070010: { code: 'BAD_USER_INPUT', en: 'The customer is deleted; restore it first', zh: '该客户已删除，请先恢复' },
  1070011: { code: 'BAD_USER_INPUT', en: 'Only a deleted customer can be restored or completely deleted', zh: '只有已删除的客户可以恢复或彻底删除' },
  1070012: { code: 'BAD_USER_INPUT', en: 'The import file cannot be read; use an xlsx or xls workbook', zh: '无法读取导入文件，请使用 xlsx 或 xls 工作簿' },
  1070013: { code: 'BAD_USER_INPUT', en: 'At most {max} rows per import', zh: '每次最多导入 {max} 行' },
  1070014: { code: 'NOT_FOUND', en: 'The import does not exist or has expired', zh: '导入任务不存在或已过期' },
  1070015: { code: 'BAD_USER_INPUT', en: 'At most {max} customers per export; narrow the filters', zh: '每次最多导出 {max} 个客户，请缩小筛选范围' },
  1070016: { code: 'BAD_USER_INPUT', en: 'At most {sharernum} collaborators per customer (now {realsharernum})', zh: '每个客户最多 {sharernum} 个协作者（当前 {realsharernum} 个）' },
  1070017: { code: 'BAD_USER_INPUT', en: 'The roster holds at most {rosternum} customers (now {realrosternum})', zh: '客户名册最多 {rosternum} 个客户（当前 {realrosternum} 个）' },
  1070018: { code: 'BAD_USER_INPUT', en: 'The administrator cannot be a collaborator of their own customer', zh: '管理员不能成为自己客户的协作者' },
  1070019: { code: 'BAD_USER_INPUT', en: 'The import was interrupted (its server stopped); import the file again', zh: '导入已中断（服务器已停止），请重新导入文件' },
  1070020: { code: 'BAD_USER_INPUT', en: 'This user cannot see this customer (their tenant is below the roster\'s), so they cannot collaborate on it', zh: '该用户看不到此客户（其租户在名册所属租户之下），不能成为协作者' },
  1124: { code: 'NOT_FOUND', en: 'The customer does not exist or is outside your scope', zh: '客户不存在或不在您的管理范围内' },
  // Repair orders (spec part 2 section 8: 1020001-1023009 maintenance plan, task and repair errors, including who may act).
  // Check orders (spec part 2 section 8: 1020001-1023009 maintenance plan and task errors, including who may act).
  1021001: { code: 'BAD_USER_INPUT', en: "This step is not possible in the check order's current stage", zh: '点检工单当前阶段不允许此操作' },
  1021002: { code: 'CONFLICT', en: 'Someone else changed this check order at the same moment; reload it', zh: '点检工单已被他人同时修改，请刷新后查看' },
  1021003: { code: 'FORBIDDEN', en: 'Only the person in charge (or an administrator) may record this check order', zh: '只有负责人（或管理员）可以填写该点检工单' },
  1021004: { code: 'FORBIDDEN', en: "Only the tenant's administrators may accept or return a check order, and not one they are in charge of or submitted themselves", zh: '只有租户管理员可以验收或退回点检工单，且不能验收自己负责或自己提交的工单' },
  1021005: { code: 'BAD_USER_INPUT', en: 'Only an item recorded as a defect or a fault can open a repair order', zh: '只有结果为缺陷或故障的点检项可以发起报修' },
  1021006: { code: 'CONFLICT', en: 'This item has opened a repair order already', zh: '该点检项已发起报修' },
  1023001: { code: 'BAD_USER_INPUT', en: 'This step is not possible in the repair order\'s current status', zh: '工单当前状态不允许此操作' },
  1023002: { code: 'CONFLICT', en: 'Someone else changed this repair order at the same moment (for example accepted it first); reload it', zh: '工单已被他人同时处理（例如已被接单），请刷新后查看' },
  1023003: { code: 'FORBIDDEN', en: 'Only the tenant\'s administrators may dispatch repair orders', zh: '只有租户管理员可以派单' },
  1023004: { code: 'FORBIDDEN', en: 'Only the member the repair order is dispatched to may do this', zh: '只有被派单的成员可以执行此操作' },
  1023005: { code: 'FORBIDDEN', en: 'Only the applicant may edit or evaluate this repair order', zh: '只有报修申请人可以编辑或评价该工单' },
  1023006: { code: 'FORBIDDEN', en: 'login account inconsistent with repair mobile so it cannot evaluate', zh: '登录账号与报修手机号不一致，无法评价' },
  1023007: { code: 'BAD_USER_INPUT', en: 'The member does not exist or cannot take repair orders of this customer', zh: '成员不存在或不能处理该客户的工单' },
  1023008: { code: 'TOO_MANY_REQUESTS', en: 'Too many repair requests, please try again in {minutes} min', zh: '报修请求过多，请 {minutes} 分钟后再试' },
  1023009: { code: 'BAD_USER_INPUT', en: 'The verification has expired or was already used; please slide again', zh: '验证已失效或已使用，请重新滑动验证' },
  1023010: { code: 'BAD_USER_INPUT', en: 'A repair report takes at most {max} pictures; remove one to add another', zh: '每次报修最多 {max} 张图片，请先删除一张再添加' },
  1023011: { code: 'BAD_USER_INPUT', en: 'A repair report takes at most {max} attachments; remove one to add another', zh: '每次报修最多 {max} 个附件，请先删除一个再添加' },
  1023012: { code: 'FORBIDDEN', en: 'This repair order is dispatched to a member outside your tenants; only their administrators may send it to someone else', zh: '该工单已派给您管理范围之外的成员，只有其所在租户的管理员可以改派' },
  // Device ledger and binding (spec part 2 section 8: 1030001-1030019; chosen here, docs/api.md).
  1030001: { code: 'NOT_FOUND', en: 'The device does not exist or is outside your scope', zh: '设备不存在或不在您的管理范围内' },
  1030002: { code: 'BAD_USER_INPUT', en: 'The device has been logged out', zh: '设备已注销' },
  1030003: { code: 'BAD_USER_INPUT', en: 'The device already has an administrator; transfer the administrator rights instead', zh: '设备已有管理员，请转让管理员权限' },
  1030004: { code: 'FORBIDDEN', en: 'Only the device administrator can do this', zh: '只有设备管理员可以执行此操作' },
  1030005: { code: 'BAD_USER_INPUT', en: 'The device administrator cannot be unbound; transfer the administrator rights first', zh: '不能解绑设备管理员，请先转让管理员权限' },
  1030006: { code: 'BAD_USER_INPUT', en: 'The password is wrong', zh: '密码错误' },
  1030007: { code: 'NOT_FOUND', en: 'The user is not bound to this device', zh: '该用户未绑定此设备' },
  1030008: { code: 'BAD_USER_INPUT', en: 'The user is already bound to this device', zh: '该用户已绑定此设备' },
  1132004: { code: 'BAD_USER_INPUT', en: 'The device SN already exists in the product archive', zh: '设备SN已存在于产品档案中' },
  1132005: { code: 'NOT_FOUND', en: 'The device SN does not exist', zh: '设备SN不存在' },
} as const satisfies Record<number, ErrorEntry>;

/**
 * Why a request was refused (errorno 1004, "Invalid request: {reason}"), in both languages. The
 * error's params carry `reasonKey` (one of these keys, stable for programs), the reason's own
 * parameters, and `reason` in words: English where the error is made, the caller's language once
 * it is answered (`localizedParams`), so that the whole message is in one language.
 */
export const REQUEST_REASONS = {
  preflightHeaderMissing: { en: 'send the header "{header}" with this request (cross-site request protection)', zh: '请求须带上请求头 "{header}"（跨站请求防护）' },
  unsupportedBodyEncoding: { en: 'unsupported body encoding', zh: '不支持的请求体编码' },
  bodyTooLarge: { en: 'the body is larger than {bytes} bytes', zh: '请求体超过 {bytes} 字节' },
  bodyNotValidJson: { en: 'the body is not valid JSON', zh: '请求体不是有效的 JSON' },
  bodyMustBeJson: { en: 'the body must be application/json', zh: '请求体必须是 application/json' },
  bodyMustBeMultipart: { en: 'the body must be multipart/form-data with a boundary', zh: '请求体必须是带 boundary 的 multipart/form-data' },
  multipartMalformed: { en: 'the multipart body is malformed', zh: 'multipart 请求体格式错误' },
  tooManyFields: { en: 'at most {max} fields', zh: '最多 {max} 个字段' },
  tooManyParts: { en: 'at most {max} parts', zh: '最多 {max} 个部分' },
  unreadableRequest: { en: 'the request cannot be read ({detail})', zh: '无法读取该请求（{detail}）' },
  subscriptionOverHttp: {
    en: 'subscriptions are served over WebSocket (graphql-ws) at /graphql; send queries and mutations here',
    zh: '订阅通过 WebSocket（graphql-ws）在 /graphql 提供；查询和变更请发送到这里',
  },
  onlySubscriptionsOverWebSocket: {
    en: 'only subscriptions are accepted over WebSocket; send queries and mutations with HTTP POST /graphql',
    zh: 'WebSocket 只接受订阅；查询和变更请用 HTTP POST /graphql 发送',
  },
  subscriptionIdTooLong: { en: 'subscription id too long', zh: '订阅 id 过长' },
  subscriptionIdInUse: { en: 'subscription id in use', zh: '订阅 id 已在使用中' },
  queryNotParsed: { en: 'the query could not be parsed', zh: '无法解析该查询' },
  pageTooLow: { en: 'page must be 1 or more', zh: 'page 必须大于或等于 1' },
  pageSizeRange: { en: 'pageSize must be {min} to {max}', zh: 'pageSize 必须在 {min} 至 {max} 之间' },
  pageSizeChoice: { en: 'pageSize must be {sizes} or {last}', zh: 'pageSize 必须是 {sizes} 或 {last}' },
  idNotPositive: { en: '{field} must be a positive integer id', zh: '{field} 必须是正整数 id' },
  idTooLarge: { en: '{field} is larger than any id ({max})', zh: '{field} 超过了最大 id（{max}）' },
  oneTextAtMost: { en: '{name} must be one text of at most {max} characters', zh: '{name} 必须是一段不超过 {max} 个字符的文本' },
  customerStatus: { en: 'status must be normal or deleted', zh: 'status 必须是 normal 或 deleted' },
  tooManyTags: { en: 'at most {max} tags', zh: '最多 {max} 个标签' },
  originFormat: { en: 'origin must be http(s)://host[:port]', zh: 'origin 必须是 http(s)://主机[:端口]' },
  batchIntervalRange: { en: 'intervalMs must be {min} to {max}', zh: 'intervalMs 必须在 {min} 至 {max} 之间' },
  messageIdsCount: { en: 'ids must name 1 to {max} messages', zh: 'ids 必须包含 1 至 {max} 条消息' },
  tooManyFileReferences: { en: 'at most {max} file references at once', zh: '一次最多 {max} 个文件引用' },
  deviceUuidsCount: { en: 'give 1 to {max} device uuids', zh: '请提供 1 至 {max} 个设备 uuid' },
} as const satisfies Record<string, { en: string; zh: string }>;

export type RequestReason = keyof typeof REQUEST_REASONS;

const isRequestReason = (key: unknown): key is RequestReason => typeof key === 'string' && Object.prototype.hasOwnProperty.call(REQUEST_REASONS, key);

/** A refusal reason in a language, its parameters filled. */
export function requestReasonText(key: RequestReason, locale: Locale, params: Record<string, unknown> = {}): string {
  return formatMessage(locale === 'zh-CN' ? REQUEST_REASONS[key].zh : REQUEST_REASONS[key].en, params);
}

/** An error's parameters as said in a language: a known `reasonKey` gives `reason` in that language; others are kept. */
export function localizedParams<P extends Record<string, unknown>>(locale: Locale, params: P): P {
  return isRequestReason(params.reasonKey) ? { ...params, reason: requestReasonText(params.reasonKey, locale, params) } : params;
}

/** An error's message in a language, its parameters filled (errorno 4's for a number the catalogue lacks). */
export function errorMessage(errorno: number, locale: Locale, params?: Record<string, unknown>): string {
  const entry = (ERROR_CATALOGUE as Record<number, ErrorEntry>)[errorno] ?? ERROR_CATALOGUE[4];
  return formatMessage(locale === 'zh-CN' ? entry.zh : entry.en, params && localizedParams(locale, params));
}
