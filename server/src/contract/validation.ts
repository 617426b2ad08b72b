/**
 * Form rules shared by the client forms and the server services, so both give the
 * same message for the same mistake. Each rule returns a message key of
 * VALIDATION_MESSAGES (validation-messages.ts), or null when the value passes.
 */
import { LAST_DATE } from './ranges';
import { type Role, USER_DIALOG_ROLES } from './roles';

/**
 * Every message key of the rules. Their texts are VALIDATION_MESSAGES (validation-messages.ts),
 * whose type holds it to exactly these keys: code that only checks or passes a key does not
 * carry the texts.
 */
export const VALIDATION_KEYS = [
  'name_required', 'name_too_short', 'name_too_long', 'account_required', 'account_format',
  'password_required', 'password_too_short', 'password_too_long', 'password_letters_digits',
  'confirm_required', 'confirm_mismatch', 'role_required', 'role_own', 'role_last_admin', 'phone_admin_own', 'phone_set_by_other', 'role_sms_entry_by_other', 'phone_format', 'email_format',
  'old_password_required', 'new_password_required', 'new_password_rule', 'phone_required', 'code_required',
  'code_format', 'reset_password_too_short', 'username_required', 'login_password_required',
  'cover_required', 'cover_exactly_one', 'product_name_required', 'product_name_too_long', 'model_required',
  'model_too_long', 'pictures_too_many', 'files_too_many', 'params_title_and_name_empty',
  'params_title_empty', 'params_name_empty', 'params_too_many', 'tags_too_many', 'file_unknown',
  'file_not_picture', 'file_too_large', 'import_format', 'import_too_big', 'menus_too_many',
  'menu_name_required', 'menu_name_too_long', 'menu_link_required', 'menu_link_format', 'system_menus_fixed',
  'menu_link_fixed', 'menu_already_first', 'menu_already_last', 'table_name_required', 'table_name_format',
  'column_name_required', 'columns_too_many', 'column_duplicate', 'dashboard_name_required',
  'dashboard_name_too_long', 'dashboard_description_too_long', 'dashboard_content_json',
  'dashboard_content_too_large', 'dashboard_content_shape', 'dashboard_value_range', 'dashboard_choice',
  'dashboard_color', 'dashboard_component_unknown', 'dashboard_components_too_many',
  'dashboard_list_too_long', 'dashboard_group_too_deep', 'dashboard_event_name', 'dashboard_event_link', 'dashboard_device_unknown',
  'dashboard_cover_format', 'dashboard_cover_too_large', 'customer_name_required', 'customer_name_too_long',
  'custom_params_too_many', 'custom_param_name_required', 'custom_param_name_too_long',
  'custom_param_name_duplicate', 'area_unknown', 'customer_exists', 'customer_deleted', 'customer_not_yours',
  'import_mode_required', 'import_too_many_rows', 'repair_field_required', 'rating_required', 'rating_range',
  'repair_sn_unknown', 'lookup_entries_required', 'lookup_too_many', 'lookup_key_duplicate',
  'token_name_required', 'token_name_too_long', 'token_expiry_future', 'token_expiry_too_late', 'device_alias_required',
  'device_alias_too_long', 'device_alias_format', 'factory_number_required', 'factory_number_too_long',
  'factory_number_format', 'device_model_required', 'reference_unknown', 'attribute_identifier_required',
  'attribute_identifier_format', 'attribute_identifier_duplicate', 'attribute_name_required',
  'attribute_data_type_required', 'attribute_access_required', 'attribute_range_numeric_only',
  'attribute_number_format', 'attribute_int_whole', 'attribute_range_order', 'attribute_step_positive',
  'attribute_description_too_long', 'qr_factory_number_required', 'qr_batch_range', 'qr_remark_too_long',
  'reminder_minutes_range', 'alarm_rules_too_many', 'alarm_param_required', 'alarm_kind_required',
  'alarm_op_required', 'alarm_limits_missing', 'alarm_limits_order', 'alarm_interval', 'alarm_lifetime',
  'alarm_advance', 'alarm_deadband', 'alarm_value', 'alarm_number_format', 'message_type_required',
  'message_title_required', 'message_content_required', 'message_title_too_long', 'message_content_too_long',
  'message_tenants_too_many', 'shift_name_required', 'shift_name_too_long', 'shift_name_taken',
  'shift_time_format', 'shift_end_after_start', 'member_gender_required', 'member_status_required',
  'checkin_place_required', 'checkin_place_too_long', 'member_remark_too_long', 'member_location_too_long',
  'plan_name_required', 'plan_first_date', 'plan_first_date_past', 'plan_cycle', 'plan_unit', 'plan_mode',
  'plan_days_ahead', 'plan_dispatch_time', 'plan_devices_required', 'plan_devices_too_many',
  'plan_device_unknown', 'plan_principal_required', 'plan_principal_unknown', 'plan_items_required',
  'plan_items_too_many', 'plan_item_required', 'check_result_required', 'check_result_unknown',
  'check_items_mismatch', 'check_item_unknown', 'text_too_long', 'text_not_allowed', 'text_invisible', 'file_required',
  'file_name_required', 'file_name_not_allowed', 'bucket_format', 'file_kind_required',
  'file_max_bytes_format', 'file_purpose', 'account_taken', 'phone_taken', 'customer_name_taken', 'picture_dimensions', 'picture_pixels', 'stored_name_format', 'link_expiry_range',
] as const;

export type ValidationKey = (typeof VALIDATION_KEYS)[number];

const KEYS: ReadonlySet<string> = new Set(VALIDATION_KEYS);

/** Whether a value is a message key of the rules (a field error from the server names one). */
export function isValidationKey(value: unknown): value is ValidationKey {
  return typeof value === 'string' && KEYS.has(value);
}

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

/** A UTF-16 surrogate without its pair: the string is not well-formed (it becomes U+FFFD, or invalid bytes, when stored as UTF-8). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The explicit text-direction controls: embeddings and overrides (U+202A-U+202E) and isolates
 * (U+2066-U+2069). Shown, they reorder the text after them, so a name can read as another one
 * (`Acme` + U+202E + `nohc` shows as `Acmechon`) in every list, kanban and message it appears in.
 * The marks U+200E and U+200F, which only place neutral characters, stay allowed.
 */
const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

/**
 * Characters no text input may hold: C0 controls except tab, line feed and carriage return,
 * DEL and C1 controls, the text-direction controls, and the noncharacters U+FFFE and U+FFFF
 * (XML 1.0 has no way to write them: a spreadsheet export holding one is a corrupt file).
 * Strings that are not well-formed UTF-16 (a lone surrogate) are refused too.
 */
const NOT_ALLOWED = new RegExp(`[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\uFFFE\\uFFFF]|${DIRECTION_CONTROL.source}|${LONE_SURROGATE.source}`);

/** Whether a text holds a character no text input may hold (NOT_ALLOWED); file names refuse more (contract/files.ts). */
export function hasRefusedCharacter(value: string): boolean {
  return NOT_ALLOWED.test(value);
}

/**
 * Characters that show nothing: white space, the zero-width and format characters (U+200B-U+200F,
 * U+2060-U+2064, U+FEFF, U+180E, U+061C, U+034F, U+17B4-U+17B5) and the letters drawn blank
 * (Hangul fillers U+115F, U+1160, U+3164, U+FFA0; the Braille blank U+2800).
 */
const INVISIBLE_ONLY = /^[\s\u200B-\u200F\u2060-\u2064\uFEFF\u180E\u061C\u034F\u17B4\u17B5\u115F\u1160\u3164\uFFA0\u2800]+$/;

/**
 * Whether a text holds characters but none that shows: a name of a zero-width space passed every
 * "required" rule (they trim white space only) and appeared blank in every list.
 */
function isInvisibleText(value: string): boolean {
  return value.trim() !== '' && INVISIBLE_ONLY.test(value);
}

/**
 * A name as it is stored and compared where names are unique (customers, work shifts): NFC, the
 * zero-width characters U+200B, U+2060, U+FEFF and U+180E dropped, every run of white space
 * (no-break and ideographic spaces included) one plain space, trimmed. `Race\u00a0Co`, `Race  Co`
 * and `Race Co\u200b` all show as "Race Co" in a list (HTML draws a run of spaces as one), so they
 * are one name, not three look-alikes.
 */
export function canonicalName(value: string): string {
  return value.normalize('NFC').replace(/[\u200B\u2060\uFEFF\u180E]/g, '').replace(/\s+/g, ' ').trim();
}

/**
 * The bound every text input has: at most `max` characters, no control or text-direction
 * characters (NOT_ALLOWED), and something visible if anything (a text of only invisible
 * characters is refused; empty and white space are left to each field's "required" rule).
 */
export function checkText(value: string, max: number): FieldError['key'] | null {
  if (hasRefusedCharacter(value)) return 'text_not_allowed';
  if (isInvisibleText(value)) return 'text_invisible';
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

/**
 * The latest expiry an integrator token may have: the end of the last date any input takes
 * (ranges.ts) in the westernmost time zone, UTC-12 (3000-01-01T11:59:59.999Z). The form sends
 * the end of the chosen day in the browser's zone, so the end of LAST_DATE arrives as anything
 * from 2999-12-31T09:59:59.999Z (UTC+14) to this instant; every later instant is after LAST_DATE
 * in every zone. (The end of LAST_DATE in UTC had refused that date to everyone west of UTC.)
 */
export const LATEST_TOKEN_EXPIRY = Date.parse(`${LAST_DATE}T23:59:59.999-12:00`);

/**
 * An integrator token's expiry, if it has one: a time after `now` (`token_expiry_future`) and no
 * later than LATEST_TOKEN_EXPIRY (`token_expiry_too_late`). `day` is the date the expiry ends, as
 * the form's date picker gave it (`YYYY-MM-DD`, ending in the browser's zone): a day after
 * LAST_DATE is too late as well. An instant alone cannot tell that from UTC+12 eastwards, where
 * the end of 3000-01-01 is not after LATEST_TOKEN_EXPIRY (at UTC+14 it is the very instant the
 * end of 2999-12-31 is at UTC-10), so the server, which gets the instant only, takes it.
 */
export function checkTokenExpiry(expiry: Date | null, now: Date, day?: string | null): ValidationKey | null {
  if (expiry === null) return null;
  if (Number.isNaN(expiry.getTime()) || expiry.getTime() <= now.getTime()) return 'token_expiry_future';
  return expiry.getTime() > LATEST_TOKEN_EXPIRY || (!!day && day > LAST_DATE) ? 'token_expiry_too_late' : null;
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
