import { isPermitted, isRoleAllowed } from './policy';

const policy = new Set(['GET /user', 'POST /productmanual']);

describe('isPermitted', () => {
  it('lets super_admin pass without a policy', () => {
    expect(isPermitted('super_admin', null, { path: '/anything', method: 'DELETE' })).toBe(true);
  });
  it('needs an exact path and method match for other roles', () => {
    expect(isPermitted('tenant_admin', policy, { path: '/user', method: 'GET' })).toBe(true);
    expect(isPermitted('tenant_admin', policy, { path: '/user', method: 'POST' })).toBe(false);
    expect(isPermitted('tenant_admin', policy, { path: '/user/', method: 'GET' })).toBe(false);
    expect(isPermitted('tenant_admin', policy, { path: '/productmanual/offshelf', method: 'POST' })).toBe(false);
  });
  it('denies everything without a role or when the policy failed to load', () => {
    expect(isPermitted(null, policy, { path: '/user', method: 'GET' })).toBe(false);
    expect(isPermitted('user', null, { path: '/user', method: 'GET' })).toBe(false);
  });
});

describe('isRoleAllowed', () => {
  it('checks sign-in and role membership', () => {
    expect(isRoleAllowed('user', undefined)).toBe(true);
    expect(isRoleAllowed('user', [])).toBe(true);
    expect(isRoleAllowed('user', ['super_admin'])).toBe(false);
    expect(isRoleAllowed('super_admin', ['super_admin'])).toBe(true);
    expect(isRoleAllowed(undefined, undefined)).toBe(false);
  });
});
