import { checkInRules, isMemberRole, memberInput, memberListVariables, memberRules } from './memberRules';

describe('member rules', () => {
  it('checks the profile with the shared rules', () => {
    const ok = { remarkName: 'Fang', gender: 'female', status: 'working', serviceCustomerId: '', location: 'Jinan' };
    expect(memberRules(ok)).toEqual({});
    expect(memberRules({ ...ok, remarkName: 'x'.repeat(21), gender: '', status: 'asleep', location: 'y'.repeat(101) })).toEqual({
      remarkName: 'member_remark_too_long',
      gender: 'member_gender_required',
      status: 'member_status_required',
      location: 'member_location_too_long',
    });
    expect(memberInput({ ...ok, remarkName: ' Fang ', serviceCustomerId: '' })).toEqual({ remarkName: 'Fang', gender: 'female', status: 'working', serviceCustomerId: null, location: 'Jinan' });
    expect(checkInRules({ place: ' ' })).toEqual({ place: 'checkin_place_required' });
    expect(checkInRules({ place: 'Workshop' })).toEqual({});
  });

  it('lets members (maintainadmin, maintainer) check in', () => {
    expect(isMemberRole('maintainer')).toBe(true);
    expect(isMemberRole('maintainadmin')).toBe(true);
    expect(isMemberRole('tenant_admin')).toBe(false);
    expect(isMemberRole(null)).toBe(false);
  });

  it('searches by the account column and filters a known status', () => {
    expect(memberListVariables({ page: 1, pageSize: 20, sort: null, search: { account: ' wang ', status: 'resting' } } as never)).toEqual({ page: 1, pageSize: 20, search: 'wang', status: 'resting', sortKey: 'account', sortDirection: 'asc' });
    expect(memberListVariables({ page: 1, pageSize: 20, sort: { key: 'status', order: 'desc' }, search: { status: 'x' } } as never)).toMatchObject({ status: undefined, sortKey: 'status', sortDirection: 'desc' });
  });
});
