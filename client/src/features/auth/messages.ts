import { VALIDATION_MESSAGES } from '@contract/validation';
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
  login_phone_coming_soon: { en: 'Login with a phone number and verification code is coming soon.', zh: '手机号验证码登录即将推出。' },
  // The spec's names of the login messages; the form shows the same shared rules' texts (validation_*).
  wp_Please_enter_your_username: VALIDATION_MESSAGES.username_required,
  wp_Please_enter_your_password: VALIDATION_MESSAGES.login_password_required,
  reset_title: { en: 'Reset password', zh: '重置密码' },
  reset_old_password: { en: 'Old password', zh: '旧密码' },
  reset_new_password: { en: 'New password', zh: '新密码' },
  reset_confirm_password: { en: 'Confirm password', zh: '确认密码' },
  reset_submit: { en: 'Submit', zh: '提交' },
  reset_success: { en: 'Password changed. Please sign in again.', zh: '密码已修改，请重新登录。' },
});
