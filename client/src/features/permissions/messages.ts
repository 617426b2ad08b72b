import { defineMessages } from '../../shared/i18n/defineMessages';

/** Texts of the role permission page (spec part 2 sections 2, 6 and 8). */
export const rolePermissionMessages = defineMessages({
  rp_role_label: { en: 'Role', zh: '角色' },
  rp_role_placeholder: { en: 'Select a role', zh: '请选择角色' },
  // Part 2's names in the selector: tenant_admin 管理员, user 用户; the maintenance roles told apart from them.
  rp_role_tenant_admin: { en: 'Administrator', zh: '管理员' },
  rp_role_user: { en: 'User', zh: '用户' },
  rp_role_maintainadmin: { en: 'Maintenance administrator', zh: '维保管理员' },
  rp_role_maintainer: { en: 'Maintenance member', zh: '维保成员' },
  rp_select_all: { en: 'Select all', zh: '全选' },
  rp_group: { en: '{tag} ({selected}/{total})', zh: '{tag}（{selected}/{total}）' },
  rp_expand: { en: 'Expand {tag}', zh: '展开 {tag}' },
  rp_collapse: { en: 'Collapse {tag}', zh: '收起 {tag}' },
  rp_guards: { en: 'Guards: {fields}', zh: '保护的字段：{fields}' },
  rp_refresh: { en: 'Refresh', zh: '刷新' },
  rp_save: { en: 'Save', zh: '保存' },
  rp_saved: { en: 'Permission saved successfully', zh: '权限保存成功' },
  rp_select_role_first: { en: 'Please select a role first', zh: '请先选择角色' },
  rp_pick_role: { en: 'Select a role to see and change the APIs it may call.', zh: '请选择角色，查看并修改其可调用的接口。' },
  rp_unsaved: { en: 'Unsaved changes', zh: '有未保存的修改' },
  rp_empty: { en: 'There are no APIs to grant.', zh: '暂无可授权的接口。' },
  rp_loading: { en: 'Loading the permissions…', zh: '正在加载权限…' },
});
