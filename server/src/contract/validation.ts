/**
 * Form rules shared by the client forms and the server services, so both give the
 * same message for the same mistake. Each rule returns a message key of
 * VALIDATION_MESSAGES, or null when the value passes.
 */
import { type Role, USER_DIALOG_ROLES } from './roles';

export const VALIDATION_MESSAGES = {
  name_required: { en: 'Please enter the name', zh: '请输入姓名' },
  name_too_short: { en: 'At least 2 characters', zh: '最少为2个字符' },
  name_too_long: { en: 'At most 20 characters', zh: '最长为20个字符' },
  account_required: { en: 'Please enter the login account', zh: '请输入登录账号' },
  account_format: {
    en: 'Starts with a letter, 3-16 characters, letters, digits and underscore only',
    zh: '字母开头,长度3-16之间,只能包含字符,数字和下划线',
  },
  password_required: { en: 'Please enter the password', zh: '请输入密码' },
  password_too_short: { en: 'The password must have at least 8 characters', zh: '密码不少于8位数' },
  password_too_long: { en: 'The password must have at most 20 characters', zh: '密码不大于20位数' },
  password_letters_digits: {
    en: 'The password must contain upper- and lower-case letters and digits, at least 8 characters',
    zh: '密码必须包含大小写字母和数字，且长度至少8个',
  },
  confirm_required: { en: 'Please enter the password again', zh: '请再次输入密码' },
  confirm_mismatch: { en: 'The two passwords do not match', zh: '两次密码输入不一致' },
  role_required: { en: 'Please select a role', zh: '请选择角色' },
  phone_format: { en: 'Please enter a correct mobile number', zh: '请输入正确的手机号码' },
  email_format: { en: 'Please enter a correct email', zh: '请输入正确的邮箱' },
  old_password_required: { en: 'Please enter the old password', zh: '请输入旧密码' },
  new_password_required: { en: 'Please enter the new password', zh: '请输入新密码' },
  new_password_rule: {
    en: 'At least 8 characters with upper- and lower-case letters and digits',
    zh: '至少8个字符，且包含大小写字母和数字',
  },
  // The public password reset page (spec part 1 section 5) and the phone login.
  phone_required: { en: 'Please enter the mobile number', zh: '请输入手机号码' },
  code_required: { en: 'Please enter the verification code', zh: '请输入验证码' },
  code_format: { en: 'The verification code is 6 digits', zh: '验证码为6位数字' },
  reset_password_too_short: { en: 'The password must have at least 6 characters', zh: '密码不少于6位数' },
  username_required: { en: 'Please enter your username', zh: '请输入用户名' },
  login_password_required: { en: 'Please enter your password', zh: '请输入密码' },
  // Product form (spec part 2 section 5); the rules are in contract/product-manuals.ts.
  cover_required: { en: 'Please upload a cover picture', zh: '请上传封面图片' },
  cover_exactly_one: { en: 'Exactly 1 cover picture', zh: '封面图片只能有1张' },
  product_name_required: { en: 'Please enter the product name', zh: '请输入产品名称' },
  product_name_too_long: { en: 'The product name must be at most 20 characters', zh: '产品名称最长为20个字符' },
  model_required: { en: 'Please enter the model', zh: '请输入产品型号' },
  model_too_long: { en: 'The model must be at most 50 characters', zh: '产品型号最长为50个字符' },
  pictures_too_many: { en: 'At most {max} pictures', zh: '最多上传 {max} 张图片' },
  files_too_many: { en: 'At most {max} files', zh: '最多上传 {max} 个文件' },
  params_title_and_name_empty: { en: 'Title and param name cannot be empty', zh: '标题和参数名称不能为空' },
  params_title_empty: { en: 'Title cannot be empty', zh: '标题不能为空' },
  params_name_empty: { en: 'Param name cannot be empty', zh: '参数名称不能为空' },
  params_too_many: { en: 'At most {max} parameter rows', zh: '参数最多 {max} 行' },
  tags_too_many: { en: 'At most {max} tags', zh: '最多 {max} 个标签' },
  file_unknown: { en: 'The file does not exist or cannot be used here', zh: '文件不存在或无法在此使用' },
  file_not_picture: { en: 'Only jpg or png pictures', zh: '只能使用 jpg 或 png 图片' },
  file_too_large: { en: 'The file is larger than {max}', zh: '文件大小不能超过 {max}' },
  import_format: { en: 'File format incorrect, only xlsx and xls', zh: '文件格式错误，仅支持 xlsx 和 xls' },
  import_too_big: { en: 'Too big a document', zh: '文档过大' },
  // Product display configuration (spec part 2 sections 4 and 5); rules in contract/product-display.ts.
  menus_too_many: { en: 'Cannot add more menus', zh: '不能添加更多菜单' },
  menu_name_required: { en: 'Please enter the menu name', zh: '请输入菜单名称' },
  menu_name_too_long: { en: 'The menu name must be at most 10 characters', zh: '菜单名称最长为10个字符' },
  menu_link_required: { en: 'Please enter the link', zh: '请输入链接' },
  menu_link_format: { en: 'Enter a path starting with / or an http(s) address', zh: '请输入以 / 开头的路径或 http(s) 地址' },
  system_menus_fixed: { en: 'System menus cannot be added or removed', zh: '系统菜单不能添加或删除' },
  menu_link_fixed: { en: 'This system menu link cannot be changed', zh: '该系统菜单的链接不能修改' },
  menu_already_first: { en: 'Already the first', zh: '已经是第一个了' },
  menu_already_last: { en: 'Already the last', zh: '已经是最后一个了' },
  // Saved table columns (spec part 1 section 7); rules in contract/table-columns.ts.
  table_name_required: { en: 'Please give the table name', zh: '请提供表格名称' },
  table_name_format: { en: 'Letters, digits, _ - and . only', zh: '只能包含字母、数字、_、- 和 .' },
  column_name_required: { en: 'Please give the column name', zh: '请提供列名' },
  columns_too_many: { en: 'At most {max} columns', zh: '最多 {max} 列' },
  column_duplicate: { en: 'This column is listed twice', zh: '该列重复' },
  // Custom dashboards (spec part 2 section 9); rules in contract/dashboards.ts.
  dashboard_name_required: { en: 'The dashboard title is required', zh: '看板标题必填' },
  dashboard_name_too_long: { en: 'The dashboard title must be at most {max} characters', zh: '看板标题最长为 {max} 个字符' },
  dashboard_description_too_long: { en: 'The description must be at most {max} characters', zh: '描述最长为 {max} 个字符' },
  dashboard_content_json: { en: 'The dashboard content is not valid JSON', zh: '看板内容不是有效的 JSON' },
  dashboard_content_too_large: { en: 'The dashboard content is larger than {max}', zh: '看板内容不能超过 {max}' },
  dashboard_content_shape: { en: 'This value does not belong here or has the wrong form', zh: '该值不应出现在此处或格式错误' },
  dashboard_value_range: { en: 'Must be between {min} and {max}', zh: '必须在 {min} 至 {max} 之间' },
  dashboard_choice: { en: 'Must be one of: {values}', zh: '只能是以下之一：{values}' },
  dashboard_color: { en: 'Not a colour', zh: '不是有效的颜色' },
  dashboard_component_unknown: { en: 'Unknown component type', zh: '未知的组件类型' },
  dashboard_components_too_many: { en: 'At most {max} components, counting those inside groups', zh: '组件（含组合内的组件）最多 {max} 个' },
  dashboard_list_too_long: { en: 'At most {max} entries', zh: '最多 {max} 项' },
  dashboard_group_too_deep: { en: 'Groups nest at most {max} levels', zh: '组合最多嵌套 {max} 层' },
  dashboard_event_name: { en: 'An event name is a letter, _ or $ followed by letters, digits, _ or $', zh: '事件名须以字母、_ 或 $ 开头，只含字母、数字、_ 和 $' },
  dashboard_device_unknown: { en: 'The device does not exist or is outside your scope', zh: '设备不存在或不在您的管理范围内' },
  dashboard_cover_format: { en: 'The cover must be a JPEG picture as a data URL', zh: '封面必须是 JPEG 图片（data URL）' },
  dashboard_cover_too_large: { en: 'The cover is larger than {max}', zh: '封面不能超过 {max}' },
  // Customer roster and records (spec part 2 sections 5 and 9); rules in contract/customers.ts.
  customer_name_required: { en: 'Please enter the customer name', zh: '请输入客户名称' },
  customer_name_too_long: { en: 'The customer name must be at most {max} characters', zh: '客户名称最长为{max}个字符' },
  custom_params_too_many: { en: 'At most {max} custom parameters', zh: '自定义参数最多{max}个' },
  custom_param_name_required: { en: 'The custom parameter name cannot be empty', zh: '自定义参数名称不能为空' },
  custom_param_name_too_long: { en: 'A custom parameter name has at most {max} characters', zh: '自定义参数名称最长为{max}个字符' },
  custom_param_name_duplicate: { en: 'Custom parameter names cannot repeat', zh: '自定义参数名称不能重复' },
  area_unknown: { en: 'Not an area of the list', zh: '不是列表中的地区' },
  customer_exists: { en: 'A customer with this name or code already exists', zh: '已存在同名或同编码的客户' },
  customer_deleted: { en: 'This customer is deleted; restore it first', zh: '该客户已删除，请先恢复' },
  customer_not_yours: { en: 'Only its administrator or a collaborator can change this customer', zh: '只有管理员或协作者可以修改该客户' },
  import_mode_required: { en: 'Please choose an import mode', zh: '请选择导入方式' },
  import_too_many_rows: { en: 'At most {max} rows per import', zh: '每次最多导入{max}行' },
  // Repair orders (spec part 2 section 5); rules in contract/repair-orders.ts.
  repair_field_required: { en: 'Required', zh: '必填项' },
  rating_required: { en: 'Please give a score', zh: '请评分' },
  rating_range: { en: 'A score from {min} to {max} stars', zh: '评分为 {min} 至 {max} 星' },
  repair_sn_unknown: { en: 'No machine with this SN', zh: '没有该SN的设备' },
  lookup_entries_required: { en: 'Add at least one entry', zh: '请至少添加一项' },
  lookup_too_many: { en: 'At most {max} entries', zh: '最多 {max} 项' },
  lookup_key_duplicate: { en: 'This key is listed twice', zh: '该键重复' },
  // Integrator tokens.
  token_name_required: { en: 'Please enter a name for the token', zh: '请输入令牌名称' },
  token_name_too_long: { en: 'At most 50 characters', zh: '最多 50 个字符' },
  token_expiry_future: { en: 'The expiry must be a future date', zh: '过期时间必须晚于当前时间' },
  // Device archives (issue 16, spec part 2 section 5); rules in contract/device-archives.ts. The limits are
  // written out (the form kit shows a key's text without parameters; contract/device-archives.ts keeps them).
  device_alias_required: { en: 'Please enter the alias', zh: '请输入设备别名' },
  device_alias_too_long: { en: 'The alias must be fewer than 20 characters', zh: '设备别名须少于20个字符' },
  device_alias_format: { en: 'Letters, digits or Chinese characters only', zh: '只能包含字母、数字或汉字' },
  factory_number_required: { en: 'Please enter the factory number', zh: '请输入出厂编号' },
  factory_number_too_long: { en: 'The factory number must be at most 50 characters', zh: '出厂编号最长为50个字符' },
  factory_number_format: { en: 'Letters, digits and - _ . / only, starting with a letter or digit', zh: '只能包含字母、数字及 - _ . /，且以字母或数字开头' },
  device_model_required: { en: 'Please enter the model', zh: '请输入设备型号' },
  reference_unknown: { en: 'Does not exist or is outside your scope', zh: '不存在或不在您的管理范围内' },
  attribute_identifier_required: { en: 'Please enter the identifier', zh: '请输入标识符' },
  attribute_identifier_format: { en: 'Starts with a letter, 4-50 letters, digits or underscore', zh: '以字母开头，4-50个字母、数字或下划线' },
  attribute_identifier_duplicate: { en: 'This identifier is used twice', zh: '标识符重复' },
  attribute_name_required: { en: 'Please enter the attribute name', zh: '请输入属性名称' },
  attribute_data_type_required: { en: 'Please choose the data type', zh: '请选择数据类型' },
  attribute_access_required: { en: 'Please choose read or read/write', zh: '请选择读写类型' },
  attribute_range_numeric_only: { en: 'Only numbers have a range and step', zh: '只有数值类型可设置范围和步长' },
  attribute_number_format: { en: 'Please enter a number', zh: '请输入数字' },
  attribute_range_order: { en: 'The minimum must be below the maximum', zh: '最小值必须小于最大值' },
  attribute_step_positive: { en: 'The step must be above 0', zh: '步长必须大于0' },
  attribute_description_too_long: { en: 'The description must be under 200 characters', zh: '描述须少于200个字符' },
  qr_factory_number_required: { en: 'The factory number is required to generate QR codes', zh: '生成二维码需要出厂编号' },
  qr_batch_range: { en: 'An integer from 1 to 50', zh: '请输入 1 至 50 的整数' },
  qr_remark_too_long: { en: 'The remark must be at most 20 characters', zh: '备注最长为 20 个字符' },
  reminder_minutes_range: { en: 'Remind after {min} to {max} minutes (whole minutes)', zh: '提醒时间为 {min} 至 {max} 分钟（整数）' },
  // Intelligent alarm rules (contract/alarm-rules.ts; spec part 2 section 5).
  alarm_rules_too_many: { en: 'At most {max} alarm rules per device', zh: '每台设备最多 {max} 条告警规则' },
  alarm_param_required: { en: 'Please choose the parameter', zh: '请选择参数' },
  alarm_kind_required: { en: 'Please choose the alarm type', zh: '请选择告警类型' },
  alarm_op_required: { en: 'Please choose the comparison', zh: '请选择比较方式' },
  alarm_limits_missing: { en: 'Please enter an upper or a lower limit', zh: '请输入上限或下限' },
  alarm_limits_order: { en: 'The upper limit must be above the lower limit', zh: '上限必须大于下限' },
  alarm_interval: { en: 'The interval must be a number above 0', zh: '间隔必须是大于0的数字' },
  alarm_lifetime: { en: 'Please enter the device life, a number above 0', zh: '请输入大于0的设备寿命' },
  alarm_advance: { en: 'The ahead time must be below the device life', zh: '提前时间必须小于设备寿命' },
  alarm_deadband: { en: 'The dead band must be 0 or more and narrower than the limits', zh: '回差须不小于0且小于上下限之差' },
  alarm_value: { en: 'Please enter the value to compare with', zh: '请输入比较值' },
  alarm_number_format: { en: 'Please enter a number', zh: '请输入数字' },
  // System messages (contract/system-messages.ts), work shifts (contract/shifts.ts), members (contract/members.ts).
  message_type_required: { en: 'Please choose the message type', zh: '请选择消息类型' },
  message_title_required: { en: 'Please enter the title', zh: '请输入标题' },
  message_content_required: { en: 'Please enter the content', zh: '请输入内容' },
  message_title_too_long: { en: 'The title must be at most 50 characters', zh: '标题最长为50个字符' },
  message_content_too_long: { en: 'The content must be at most 500 characters', zh: '内容最长为500个字符' },
  message_tenants_too_many: { en: 'At most {max} tenants', zh: '最多 {max} 个租户' },
  shift_name_required: { en: 'Please enter the shift name', zh: '请输入班次名称' },
  shift_name_too_long: { en: 'The shift name must be at most 16 characters', zh: '班次名称最长为16个字符' },
  shift_name_taken: { en: 'A shift with this name already exists', zh: '班次名称已存在' },
  shift_time_format: { en: 'Enter a time as HH:mm', zh: '请按 HH:mm 格式输入时间' },
  shift_end_after_start: { en: 'The end must be after the start (enter a shift across midnight as two shifts)', zh: '结束时间必须晚于开始时间（跨零点的班次请分成两个班次）' },
  member_gender_required: { en: 'Please choose the gender', zh: '请选择性别' },
  member_status_required: { en: 'Please choose the status', zh: '请选择状态' },
  checkin_place_required: { en: 'Please enter the place', zh: '请输入地点' },
  checkin_place_too_long: { en: 'The place must be at most 100 characters', zh: '地点最长为100个字符' },
  member_remark_too_long: { en: 'The remark name must be at most 20 characters', zh: '备注名最长为20个字符' },
  member_location_too_long: { en: 'The location must be at most 100 characters', zh: '位置最长为100个字符' },
  // Maintenance plans and check orders (contract/maintenance-plans.ts).
  plan_name_required: { en: 'Please enter the plan name', zh: '请输入计划名称' },
  plan_first_date: { en: 'Please choose the first maintenance date', zh: '请选择首次维保日期' },
  plan_first_date_past: { en: 'The date of a single plan cannot be in the past', zh: '单次计划的日期不能早于今天' },
  plan_cycle: { en: 'The cycle must be a whole number from 1 to {max}', zh: '周期必须是 1 至 {max} 的整数' },
  plan_unit: { en: 'Please choose the unit of the cycle', zh: '请选择周期单位' },
  plan_mode: { en: 'Please choose single or cyclic', zh: '请选择单次或循环' },
  plan_days_ahead: { en: 'Days ahead must be a whole number from 0, shorter than the cycle', zh: '提前天数须为不小于0的整数，且小于周期' },
  plan_dispatch_time: { en: 'Enter the dispatch time as HH:mm', zh: '请按 HH:mm 格式输入派单时间' },
  plan_devices_required: { en: 'Please choose at least one machine', zh: '请至少选择一台设备' },
  plan_devices_too_many: { en: 'At most {max} machines', zh: '最多 {max} 台设备' },
  plan_device_unknown: { en: 'A chosen machine does not exist or is not yours', zh: '所选设备不存在或不属于您' },
  plan_principal_required: { en: 'Please choose the person in charge', zh: '请选择负责人' },
  plan_principal_unknown: { en: 'The person in charge must be a maintenance member who can serve every chosen machine', zh: '负责人必须是能服务所选全部设备的维保成员' },
  plan_items_required: { en: 'Please add at least one inspection item', zh: '请至少添加一个点检项' },
  plan_items_too_many: { en: 'At most {max} inspection items', zh: '最多 {max} 个点检项' },
  plan_item_required: { en: 'Please enter the inspection item', zh: '请输入点检项' },
  check_result_required: { en: 'Please choose a result', zh: '请选择点检结果' },
  check_result_unknown: { en: 'The result is normal, defect or fault', zh: '点检结果为正常、缺陷或故障' },
  check_items_mismatch: { en: 'Send one result for each of the {count} items', zh: '请为全部 {count} 个点检项提交结果' },
  check_item_unknown: { en: 'No such inspection item', zh: '没有该点检项' },
  // Any text input (server-side bound of every string, spec part 2 section 5 "within N").
  text_too_long: { en: 'At most {max} characters', zh: '最多 {max} 个字符' },
  text_not_allowed: { en: 'Contains characters that are not allowed (control characters)', zh: '含有不允许的字符（控制字符）' },
  // Uploads (`/files`, contract/files.ts).
  file_required: { en: 'Please choose a file', zh: '请选择文件' },
  file_name_required: { en: 'The file needs a name', zh: '文件名不能为空' },
  file_name_not_allowed: { en: 'The file name must not contain / or \\ or control characters, nor be . or ..', zh: '文件名不能包含 / 、\\ 或控制字符，也不能是 . 或 ..' },
  bucket_format: { en: 'A bucket name has 3-63 lower-case letters, digits and dashes', zh: '存储桶名称为 3-63 个小写字母、数字或短横线' },
  file_kind_required: { en: 'Say whether the file is a picture or a document', zh: '请指明文件是图片还是文档' },
  file_max_bytes_format: { en: 'The size limit must be a whole number of bytes above 0', zh: '大小限制必须是大于 0 的整数字节数' },
  picture_dimensions: { en: 'The picture must be 1 to {max} pixels wide and high', zh: '图片的宽和高必须在 1 至 {max} 像素之间' },
  stored_name_format: { en: 'Not a stored file name', zh: '不是有效的存储文件名' },
  link_expiry_range: { en: 'A link expires after 1 second to {max} seconds', zh: '链接有效期为 1 至 {max} 秒' },
} as const;

export type ValidationKey = keyof typeof VALIDATION_MESSAGES;
/** A field that failed a rule; `params` fill the message's placeholders (`{max}`). */
export type FieldError = { field: string; key: ValidationKey; params?: Record<string, string | number> };

/** Longest email address (RFC 5321 path limit). */
export const EMAIL_MAX = 254;

/**
 * The bound of every text input (the schema shows it as `@bounded(max)`): the spec's limit
 * where it gives one (user dialog, part 2 section 5), a sensible one otherwise.
 */
export const TEXT_BOUNDS = {
  /** A device uuid, as stored. */
  uuid: 64,
  /** A search box. */
  search: 100,
  /** A date `YYYY-MM-DD[ HH:mm:ss]` or month `YYYY-MM`. */
  date: 32,
  /** The sign-in account field (longer than any account, so a typo is a wrong credential, not a form error). */
  loginAccount: 64,
  /** Any password field. */
  password: 128,
  // Fields of the user dialog have their own rules (2-20, 3-16, 8-20, a mobile pattern), whose
  // messages the dialog shows; these caps lie above them and only stop what no rule should parse.
  userName: 100,
  account: 64,
  phone: 32,
  /** A verification code field (its rule is 6 digits; the bound only stops what no rule should parse). */
  verificationCode: 16,
  email: EMAIL_MAX,
  apiPath: 200,
  /** An integrator token's name (its rule: 1-50 after trimming). */
  apiTokenName: 100,
  systemMessage: 500,
  /** A system message's title and content (rules: 1-50 and 1-500 after trimming). */
  systemMessageTitle: 100,
  systemMessageContent: 1000,
  systemMessageType: 20,
  /** A work shift's name (rule: 1-16) and times (HH:mm). */
  shiftName: 50,
  shiftTime: 10,
  /** Member fields (rules: remark name 20, location and place 100). */
  memberText: 200,
  // Product manuals, display configuration, table columns: caps above the form rules (whose
  // messages name the field precisely, as `params.3.value`), stopping only what no rule parses.
  productName: 100,
  productModel: 100,
  productText: 1000,
  paramText: 200,
  tagName: 100,
  menuName: 100,
  menuLink: 1000,
  tableName: 100,
  columnName: 100,
  /** A dashboard's title and description (rules: 1-16 and at most 200 after trimming). */
  dashboardName: 100,
  dashboardDescription: 1000,
  /** A dashboard's content, JSON text (its rule counts UTF-8 bytes: at most 1 MiB, contract/dashboards.ts). */
  dashboardContent: 1024 * 1024,
  /** A dashboard's cover, a JPEG data URL (its rule: at most 512 KiB of picture, base64 about 4/3 of it). */
  dashboardCover: 700 * 1024,
  /** An uploaded file's name, as stored (contract/files.ts FILE_NAME_MAX). */
  fileName: 255,
  /** A stored file's name. */
  md5name: 128,
  /** A bucket name (S3's rule: at most 63). */
  bucketname: 63,
  // Customers: caps above the form rules of contract/customers.ts (their messages name the field).
  customerText: 300,
  customParam: 200,
  areaCode: 16,
  // Device archives: caps above the form rules of contract/device-archives.ts.
  deviceAlias: 100,
  factoryNumber: 100,
  deviceText: 200,
  /** A QR code (22 characters of base64url). */
  qrCode: 64,
} as const;

const ACCOUNT_PATTERN = /^[A-Za-z][A-Za-z0-9_]{2,15}$/;
const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const HAS_UPPER = /[A-Z]/;
const HAS_LOWER = /[a-z]/;
const HAS_DIGIT = /\d/;
const CODE_PATTERN = /^\d{6}$/;

/**
 * The one composition rule of a password a user chooses in the app (user dialog, logged-in
 * reset): upper- and lower-case letters and digits (spec part 2 section 5: 密码必须包含大小写字母和数字).
 */
export function hasUpperLowerAndDigit(password: string): boolean {
  return HAS_UPPER.test(password) && HAS_LOWER.test(password) && HAS_DIGIT.test(password);
}

export function checkName(name: string | undefined | null): ValidationKey | null {
  const value = (name ?? '').trim();
  if (!value) return 'name_required';
  if (value.length < 2) return 'name_too_short';
  if (value.length > 20) return 'name_too_long';
  return null;
}

export function checkAccount(account: string | undefined | null): ValidationKey | null {
  if (!account) return 'account_required';
  return ACCOUNT_PATTERN.test(account) ? null : 'account_format';
}

/** User dialog password: 8-20 characters with upper- and lower-case letters and digits. */
export function checkUserPassword(password: string | undefined | null): ValidationKey | null {
  if (!password) return 'password_required';
  if (password.length < 8) return 'password_too_short';
  if (password.length > 20) return 'password_too_long';
  if (!hasUpperLowerAndDigit(password)) return 'password_letters_digits';
  return null;
}

export function checkConfirmPassword(password: string | undefined | null, confirm: string | undefined | null): ValidationKey | null {
  if (!confirm) return 'confirm_required';
  if (confirm.length < 8) return 'password_too_short';
  if (confirm.length > 20) return 'password_too_long';
  return confirm === password ? null : 'confirm_mismatch';
}

export function checkDialogRole(role: string | undefined | null, roles: readonly Role[] = USER_DIALOG_ROLES): ValidationKey | null {
  return role && (roles as readonly string[]).includes(role) ? null : 'role_required';
}

export function checkPhone(phone: string | undefined | null): ValidationKey | null {
  if (!phone) return null;
  return MAINLAND_MOBILE.test(phone) ? null : 'phone_format';
}

export function checkEmail(email: string | undefined | null): ValidationKey | null {
  if (!email) return null;
  return email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email) ? null : 'email_format';
}

/**
 * Characters no text input may hold: C0 controls except tab, line feed and carriage return,
 * DEL and C1 controls. Strings that are not well-formed UTF-16 (a lone surrogate) are refused too.
 */
const NOT_ALLOWED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The bound every text input has: at most `max` characters, no control characters. */
export function checkText(value: string, max: number): FieldError['key'] | null {
  if (NOT_ALLOWED.test(value)) return 'text_not_allowed';
  return value.length > max ? 'text_too_long' : null;
}

/**
 * Logged-in reset: at least 8 characters with upper- and lower-case letters and digits. Part 1
 * section 5 asks "a letter and a digit", part 2 section 5 "the reset form asks at least 8 with
 * upper- and lower-case letters and digits"; the stricter reading satisfies both and matches
 * the user dialog, so a password chosen in the app follows one composition rule.
 */
export function checkNewPassword(password: string | undefined | null): ValidationKey | null {
  if (!password) return 'new_password_required';
  if (password.length < 8 || !hasUpperLowerAndDigit(password)) return 'new_password_rule';
  return null;
}

/**
 * The public reset page's new password (spec part 1 section 5 "Password required, at least 6
 * characters"; section 9 "6 (public reset)"): that screen's own rule, kept as the spec states
 * it. The page proves the phone with an SMS code rather than the old password.
 */
export function checkResetPassword(password: string | undefined | null): ValidationKey | null {
  if (!password) return 'password_required';
  return password.length < 6 ? 'reset_password_too_short' : null;
}

/** A confirmation that must equal the password it confirms (public reset page). */
export function checkPasswordAgain(password: string | undefined | null, confirm: string | undefined | null): ValidationKey | null {
  if (!confirm) return 'confirm_required';
  return confirm === password ? null : 'confirm_mismatch';
}

/** An integrator token's name: required, at most 50 characters (trimmed). */
export function checkApiTokenName(name: string | undefined | null): ValidationKey | null {
  const value = (name ?? '').trim();
  if (!value) return 'token_name_required';
  return value.length > 50 ? 'token_name_too_long' : null;
}

/** Verification code: required, exactly 6 digits (spec part 1 sections 5 and 9). */
export function checkVerificationCode(code: string | undefined | null): ValidationKey | null {
  if (!code) return 'code_required';
  return CODE_PATTERN.test(code) ? null : 'code_format';
}

export type UserDialogValues = {
  name?: string | null;
  account?: string | null;
  password?: string | null;
  confirmPassword?: string | null;
  role?: string | null;
  phone?: string | null;
  email?: string | null;
};

/** All rules of the add/edit user dialog; `mode` 'edit' skips account and passwords; `roles`: the ones it offers (the member list's: MEMBER_DIALOG_ROLES). */
export function validateUserDialog(values: UserDialogValues, mode: 'add' | 'edit', roles: readonly Role[] = USER_DIALOG_ROLES): FieldError[] {
  const checks: Array<[string, ValidationKey | null]> = [['name', checkName(values.name)]];
  if (mode === 'add') {
    checks.push(
      ['account', checkAccount(values.account)],
      ['password', checkUserPassword(values.password)],
      ['confirmPassword', checkConfirmPassword(values.password, values.confirmPassword)],
    );
  }
  checks.push(
    ['role', checkDialogRole(values.role, roles)],
    ['phone', checkPhone(values.phone)],
    ['email', checkEmail(values.email)],
  );
  return checks.filter((c): c is [string, ValidationKey] => c[1] !== null).map(([field, key]) => ({ field, key }));
}

export function validationMessage(key: ValidationKey, locale: 'en' | 'zh-CN', params: Record<string, string | number> = {}): string {
  const entry = VALIDATION_MESSAGES[key];
  return (locale === 'zh-CN' ? entry.zh : entry.en).replace(/\{(\w+)\}/g, (whole, name: string) => (params[name] === undefined ? whole : String(params[name])));
}
