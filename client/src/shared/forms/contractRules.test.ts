import { type UserDialogValues, isValidationKey, validateUserDialog } from '@contract/validation';
import { validateTableColumns } from '@contract/table-columns';
import { contractResolver, readRuleMessage, ruleMessage, rulesFromFieldErrors } from './contractRules';

type Login = { username: string; password: string };
const loginRules = ({ username, password }: Login) => ({ username: username ? null : ('username_required' as const), password: password ? null : ('login_password_required' as const) });
const options = { fields: {}, shouldUseNativeValidation: false };

describe('contractResolver', () => {
  it('gives each broken field its contract key as the message', async () => {
    const result = await contractResolver(loginRules)({ username: '', password: '' }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({ username: { type: 'contract', message: 'username_required' }, password: { type: 'contract', message: 'login_password_required' } });
  });

  it('carries the placeholder values of a broken rule in its message', async () => {
    const rules = ({ name }: { name: string }) => ({ name: name.length > 5 ? { key: 'text_too_long' as const, params: { max: 5 } } : null });
    const result = await contractResolver(rules)({ name: 'too long' }, undefined, options);
    expect(result.errors).toEqual({ name: { type: 'contract', message: 'text_too_long?max=5' } });
    expect(readRuleMessage(result.errors.name?.message)).toEqual({ key: 'text_too_long', params: { max: '5' } });
  });

  it('passes the values on when every rule passes', async () => {
    const values = { username: 'tenantadmin', password: 'x' };
    expect(await contractResolver(loginRules)(values, undefined, options)).toEqual({ values, errors: {} });
  });
});

describe('rule messages', () => {
  it('round-trip a key alone and a key with values, escaping what a query string needs', () => {
    expect(ruleMessage('username_required')).toBe('username_required');
    expect(readRuleMessage('username_required')).toEqual({ key: 'username_required', params: {} });
    expect(readRuleMessage(ruleMessage({ key: 'text_too_long', params: { max: 20, row: 'a&b=c' } }))).toEqual({ key: 'text_too_long', params: { max: '20', row: 'a&b=c' } });
  });

  it('read nothing from a message that is not a contract key', () => {
    expect(readRuleMessage('some text')).toBeNull();
    expect(readRuleMessage('nope?max=1')).toBeNull();
    expect(readRuleMessage(undefined)).toBeNull();
  });
});

describe('rulesFromFieldErrors', () => {
  it('keeps the placeholder values of a validator that gives them', () => {
    const rules = rulesFromFieldErrors((values: { table: string }) => validateTableColumns(values.table, []));
    expect(rules({ table: 'x'.repeat(500) })).toEqual({ table: { key: 'text_too_long', params: { max: expect.any(Number) } } });
  });

  const userDialog = rulesFromFieldErrors((values: UserDialogValues) => validateUserDialog(values, 'add'));

  it('maps the shared user-dialog validator to one key per field', () => {
    expect(userDialog({ name: 'A', account: '1abc', password: 'short', confirmPassword: '', role: '', phone: '123', email: 'x@' })).toEqual({
      name: 'name_too_short',
      account: 'account_format',
      password: 'password_too_short',
      confirmPassword: 'confirm_required',
      role: 'role_required',
      phone: 'phone_format',
      email: 'email_format',
    });
  });

  it.each(['abcdefg1', 'ABCDEFG1', 'Abcdefgh'])('asks upper- and lower-case letters and digits of the password %s, as its message says', (password) => {
    expect(userDialog({ name: 'Li Wei', account: 'liwei_01', password, confirmPassword: password, role: 'user' })).toEqual({ password: 'password_letters_digits' });
  });

  it('finds nothing in a valid dialog', () => {
    expect(userDialog({ name: 'Li Wei', account: 'liwei_01', password: 'Abcdefg1', confirmPassword: 'Abcdefg1', role: 'user' })).toEqual({});
  });
});

describe('isValidationKey', () => {
  it('knows the contract keys and nothing else', () => {
    expect(isValidationKey('confirm_mismatch')).toBe(true);
    expect(isValidationKey('Please enter your username')).toBe(false);
    expect(isValidationKey('toString')).toBe(false);
    expect(isValidationKey(undefined)).toBe(false);
  });
});
