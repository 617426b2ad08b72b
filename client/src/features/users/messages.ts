import { defineMessages } from '../../shared/i18n/defineMessages';

/** Texts of the user management screen and the user dialog (spec part 2 sections 2, 5, 6). */
export const userMessages = defineMessages({
  users_add: { en: 'Add user', zh: '添加用户' },
  users_edit: { en: 'Edit', zh: '编辑' },
  users_col_name: { en: 'Name', zh: '姓名' },
  users_col_account: { en: 'Login account', zh: '登录账号' },
  users_col_role: { en: 'Role', zh: '角色' },
  users_col_tenant: { en: 'Customer', zh: '所属客户' },
  users_col_phone: { en: 'Mobile number', zh: '手机号码' },
  users_col_email: { en: 'Email', zh: '邮箱' },
  users_col_created: { en: 'Created', zh: '创建时间' },
  users_col_updated: { en: 'Updated', zh: '更新时间' },
  users_search_hint: { en: 'Name or login account', zh: '姓名或登录账号' },
  // Spec part 2 sections 5 and 6: the dialog's two roles under these names.
  users_role_tenant_admin: { en: 'Administrator', zh: '管理员' },
  users_role_user: { en: 'User', zh: '用户' },
  users_dialog_add: { en: 'Add user', zh: '添加用户' },
  users_dialog_edit: { en: 'Edit user', zh: '编辑用户' },
  users_field_name: { en: 'Name', zh: '姓名' },
  users_field_account: { en: 'Login account', zh: '登录账号' },
  users_field_password: { en: 'Password', zh: '密码' },
  users_field_confirm: { en: 'Confirm password', zh: '确认密码' },
  users_field_role: { en: 'Role', zh: '角色' },
  users_field_phone: { en: 'Mobile number', zh: '手机号码' },
  users_field_email: { en: 'Email', zh: '邮箱' },
  users_field_tenant: { en: 'Customer', zh: '所属客户' },
  users_tenant_own: { en: 'My own customer', zh: '本租户' },
  users_role_placeholder: { en: 'Select a role', zh: '请选择角色' },
  users_save: { en: 'Save', zh: '保存' },
  users_added: { en: 'User added', zh: '添加用户成功' },
  users_updated: { en: 'User updated', zh: '编辑用户成功' },
  users_edit_other_role: {
    en: 'This dialog edits administrators and users only',
    zh: '此对话框只能编辑管理员和用户',
  },
});
