import { defineMessages } from './defineMessages';

/** Texts every part of the app shares: the product name, common actions, role names. */
export const commonMessages = defineMessages({
  app_name: { en: 'Maintenance Cloud', zh: '维保云' },
  common_cancel: { en: 'Cancel', zh: '取消' },
  common_confirm: { en: 'Confirm', zh: '确定' },
  common_back_home: { en: 'Back to the home page', zh: '返回首页' },
  common_reload: { en: 'Reload', zh: '重新加载' },
  coming_soon_title: { en: 'Coming soon', zh: '敬请期待' },
  role_super_admin: { en: 'Super administrator', zh: '超级管理员' },
  role_tenant_admin: { en: 'Tenant administrator', zh: '租户管理员' },
  role_maintainadmin: { en: 'Administrator', zh: '管理员' },
  role_maintainer: { en: 'Ordinary member', zh: '普通成员' },
  role_user: { en: 'User', zh: '用户' },
  role_none: { en: 'no role', zh: '无角色' },
  phone_country: { en: 'Country or region', zh: '国家或地区' },
});
