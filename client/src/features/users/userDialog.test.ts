import { addUserInput, editableInDialog, tenantChoices, updateUserInput, userDialogRules, userFormValues, userRoleLabelId } from './userDialog';
import { userListVariables } from './userList';

const valid = { tenantId: '', name: 'Zhang San', account: 'zhangsan', password: 'Abcdef12', confirmPassword: 'Abcdef12', role: 'user', phone: '', email: '' };

describe('user dialog rules (spec part 2 section 5, shared with the server)', () => {
  it('add: every field checked, first broken rule per field', () => {
    const add = userDialogRules('add');
    expect(add(valid)).toEqual({});
    expect(add({ ...valid, name: '', account: '9abc', password: 'abcdefgh', confirmPassword: 'abcdefgx', role: '', phone: '12345', email: 'a@b' })).toEqual({
      name: 'name_required',
      account: 'account_format',
      password: 'password_letters_digits',
      confirmPassword: 'confirm_mismatch',
      role: 'role_required',
      phone: 'phone_format',
      email: 'email_format',
    });
    expect(add({ ...valid, name: 'Z', password: 'Ab1', confirmPassword: '' })).toEqual({ name: 'name_too_short', password: 'password_too_short', confirmPassword: 'confirm_required' });
    expect(add({ ...valid, password: 'Abcdefgh1234567890123', confirmPassword: 'Abcdefgh1234567890123' })).toEqual({ password: 'password_too_long', confirmPassword: 'password_too_long' });
  });

  it('edit: no account nor password rules; a role outside the dialog roles is refused', () => {
    const edit = userDialogRules('edit');
    expect(edit({ ...valid, account: '', password: '', confirmPassword: '' })).toEqual({});
    expect(edit({ ...valid, role: 'maintainer' })).toEqual({ role: 'role_required' });
    expect(edit({ ...valid, name: 'x'.repeat(21) })).toEqual({ name: 'name_too_long' });
  });
});

describe('user dialog values and inputs', () => {
  it('fills the edit form from the user, without passwords, and sends only what the server edits', () => {
    const values = userFormValues({ id: '7', name: 'Li', account: 'li_wei', role: 'tenant_admin', phone: null, email: 'li@x.cn' });
    expect(values).toEqual({ tenantId: '', name: 'Li', account: 'li_wei', password: '', confirmPassword: '', role: 'tenant_admin', phone: '', email: 'li@x.cn' });
    expect(updateUserInput('7', { ...values, name: ' Li Wei ', phone: '13800138000' })).toEqual({ id: '7', name: 'Li Wei', role: 'tenant_admin', phone: '13800138000', email: 'li@x.cn' });
  });

  it('adds in the caller tenant unless one is chosen; empty phone and email are null', () => {
    expect(addUserInput(valid)).toEqual({ tenantId: null, name: 'Zhang San', account: 'zhangsan', password: 'Abcdef12', confirmPassword: 'Abcdef12', role: 'user', phone: null, email: null });
    expect(addUserInput({ ...valid, tenantId: '12' }).tenantId).toBe('12');
  });

  it('names the dialog roles as part 2 does and the others as the header badge', () => {
    expect(['tenant_admin', 'user', 'maintainer', 'maintainadmin', 'super_admin'].map((r) => userRoleLabelId(r as never))).toEqual([
      'users_role_tenant_admin',
      'users_role_user',
      'role_maintainer',
      'role_maintainadmin',
      'role_super_admin',
    ]);
    expect(['tenant_admin', 'user', 'maintainer', 'super_admin'].map((r) => editableInDialog(r as never))).toEqual([true, true, false, false]);
  });

  it('flattens the tenant tree depth first with depths', () => {
    expect(tenantChoices([{ id: '1', name: 'Maker', subTenants: [{ id: '2', name: 'Shandong', subTenants: [{ id: '3', name: 'Jinan' }] }, { id: '4', name: 'Anhui' }] }])).toEqual([
      { id: '1', name: 'Maker', depth: 0 },
      { id: '2', name: 'Shandong', depth: 1 },
      { id: '3', name: 'Jinan', depth: 2 },
      { id: '4', name: 'Anhui', depth: 1 },
    ]);
  });

  it('sends the name search and the chosen customer to the users query', () => {
    expect(userListVariables({ page: 2, pageSize: 10, sort: null, search: { name: ' li ', tenant: '5' } })).toEqual({ page: 2, pageSize: 10, search: 'li', tenantId: '5' });
    expect(userListVariables({ page: 1, pageSize: 20, sort: null, search: { name: null, tenant: null } })).toEqual({ page: 1, pageSize: 20, search: undefined, tenantId: undefined });
  });
});
