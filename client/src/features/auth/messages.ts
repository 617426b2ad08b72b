import { defineMessages } from '../../shared/i18n/defineMessages';

/** Texts of the auth feature: login, starter and reset password, with their route titles. */
export const authMessages = defineMessages({
  route_login: { en: 'Sign in', zh: '登录' },
  route_forgotpwd: { en: 'Forgot password', zh: '忘记密码' },
  route_starter: { en: 'Starting', zh: '正在启动' },
  starter_loading: { en: 'Preparing your workspace…', zh: '正在准备工作台…' },
  login_heading: { en: 'Sign in to Maintenance Cloud', zh: '登录维保云' },
  login_subheading: { en: 'Monitoring and maintenance for machine tools', zh: '机床设备监控与维保平台' },
  login_tab_account: { en: 'Account login', zh: '账号登录' },
  login_tab_phone: { en: 'Phone login', zh: '手机号登录' },
  login_username: { en: 'Username', zh: '用户名' },
  login_password: { en: 'Password', zh: '密码' },
  login_submit: { en: 'Log in', zh: '登录' },
  login_forgot: { en: 'Forgot password?', zh: '忘记密码？' },
  login_phone: { en: 'Mobile number', zh: '手机号码' },
  login_phone_form: { en: 'Phone login', zh: '手机号登录' },
  verify_start: { en: 'Click to verify', zh: '点击按钮进行验证' },
  code_label: { en: 'Verification code', zh: '验证码' },
  code_sent: { en: 'The verification code has been sent', zh: '验证码已发送' },
  phone_form_loading: { en: 'Loading…', zh: '加载中…' },
  forgot_heading: { en: 'Reset your password', zh: '找回密码' },
  forgot_subheading: { en: 'Verify your mobile number with an SMS code, then choose a new password.', zh: '通过短信验证码验证手机号码后，设置新密码。' },
  forgot_password_hint: { en: 'At least 6 characters', zh: '至少6个字符' },
  forgot_back: { en: 'Back to sign in', zh: '返回登录' },
  forgot_success: { en: 'Your password has been reset. Please sign in with the new password.', zh: '密码已重置，请使用新密码登录。' },
  // The spec's names of the login messages: the shared rules' texts (validation_username_required,
  // validation_login_password_required), written here because the sign-in page paints before the
  // rules' texts load; app/catalogue.test.ts holds them equal.
  wp_Please_enter_your_username: { en: 'Please enter your username', zh: '请输入用户名' },
  wp_Please_enter_your_password: { en: 'Please enter your password', zh: '请输入密码' },
  reset_title: { en: 'Reset password', zh: '重置密码' },
  reset_old_password: { en: 'Old password', zh: '旧密码' },
  reset_new_password: { en: 'New password', zh: '新密码' },
  reset_confirm_password: { en: 'Confirm password', zh: '确认密码' },
  reset_submit: { en: 'Submit', zh: '提交' },
  reset_success: { en: 'Password changed. Please sign in again.', zh: '密码已修改，请重新登录。' },
});
