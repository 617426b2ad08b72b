import { defineMessages } from '../../shared/i18n/defineMessages';

/** Texts of the shell: side menu, header, account menu, language switch. */
export const shellMessages = defineMessages({
  menu_maintenance_center: { en: 'Maintenance Center', zh: '维保中心' },
  menu_overview: { en: 'Overview', zh: '概览' },
  menu_equipment_overview: { en: 'Equipment Overview', zh: '设备总览' },
  menu_custom_dashboard: { en: 'Custom Dashboard', zh: '自定义看板' },
  menu_device_details: { en: 'Device details', zh: '设备详情' },
  menu_customer_roster: { en: 'Customer roster', zh: '客户名册' },
  menu_product_archive: { en: 'Product archive management', zh: '产品档案管理' },
  menu_role_permission: { en: 'Role permission management', zh: '角色权限管理' },
  menu_developer: { en: 'Developer', zh: '开发者' },
  menu_explorer: { en: 'GraphQL explorer', zh: 'GraphQL 接口浏览器' },
  shell_main_menu: { en: 'Main menu', zh: '主菜单' },
  shell_collapse_menu: { en: 'Collapse menu', zh: '收起菜单' },
  shell_expand_menu: { en: 'Expand menu', zh: '展开菜单' },
  shell_language: { en: 'Language', zh: '语言' },
  shell_account_menu: { en: 'Account menu', zh: '账户菜单' },
  shell_reset_password: { en: 'Reset Password', zh: '重置密码' },
  shell_sign_out: { en: 'Sign out', zh: '退出登录' },
  shell_sign_out_title: { en: 'Sign out', zh: '退出登录' },
  shell_sign_out_body: { en: 'Do you want to sign out?', zh: '确定要退出登录吗？' },
  shell_system_message: { en: 'System message', zh: '系统消息' },
  language_en: { en: 'English', zh: 'English' },
  language_zh_CN: { en: '简体中文', zh: '简体中文' },
});
