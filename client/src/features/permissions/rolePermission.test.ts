import {
  EDITABLE_ROLES,
  METHOD_TAG,
  TAG_PALETTE,
  allTick,
  countOf,
  groupTick,
  policyOf,
  sameSelection,
  selectionOf,
  toggleAll,
  toggleApi,
  toggleGroup,
} from './rolePermission';

const device = {
  tag: 'device',
  apis: [
    { path: '/device', method: 'GET' as const, summary: 'List devices' },
    { path: '/device/alarm', method: 'GET' as const, summary: 'Alarms' },
  ],
};
const user = {
  tag: 'user',
  apis: [
    { path: '/user', method: 'GET' as const },
    { path: '/user', method: 'POST' as const },
    { path: '/user', method: 'PUT' as const },
  ],
};
const CATALOGUE = [device, user];

describe('role permission selection', () => {
  it('starts from the saved policy, keeping only APIs the catalogue knows', () => {
    const selection = selectionOf([{ path: '/user', method: 'GET' }, { path: '/gone', method: 'DELETE' }], CATALOGUE);
    expect([...selection]).toEqual(['GET /user']);
  });

  it('toggles one API', () => {
    const one = toggleApi(new Set(), { path: '/user', method: 'POST' });
    expect([...one]).toEqual(['POST /user']);
    expect([...toggleApi(one, { path: '/user', method: 'POST' })]).toEqual([]);
  });

  it('ticks a group all, some or none, and its box selects all of it unless all were chosen', () => {
    let selection = selectionOf([{ path: '/user', method: 'GET' }], CATALOGUE);
    expect(groupTick(user, selection)).toBe('some');
    expect(groupTick(device, selection)).toBe('none');
    selection = toggleGroup(selection, user);
    expect(groupTick(user, selection)).toBe('all');
    expect(countOf(user, selection)).toBe(3);
    selection = toggleGroup(selection, user);
    expect(groupTick(user, selection)).toBe('none');
    // Other groups are left alone.
    selection = toggleGroup(toggleGroup(new Set(), device), user);
    expect(groupTick(device, toggleGroup(selection, user))).toBe('all');
  });

  it('selects everything, then nothing, with the select-all box', () => {
    const some = selectionOf([{ path: '/device', method: 'GET' }], CATALOGUE);
    expect(allTick(CATALOGUE, some)).toBe('some');
    const all = toggleAll(some, CATALOGUE);
    expect(allTick(CATALOGUE, all)).toBe('all');
    expect(all.size).toBe(5);
    expect(allTick(CATALOGUE, toggleAll(all, CATALOGUE))).toBe('none');
  });

  it('saves the selected APIs in the catalogue order, as path and method only', () => {
    const selection = new Set(['PUT /user', 'GET /device/alarm', 'GET /user']);
    expect(policyOf(selection, CATALOGUE)).toEqual([
      { path: '/device/alarm', method: 'GET' },
      { path: '/user', method: 'GET' },
      { path: '/user', method: 'PUT' },
    ]);
  });

  it('tells a changed selection from the saved one', () => {
    expect(sameSelection(new Set(['GET /user']), new Set(['GET /user']))).toBe(true);
    expect(sameSelection(new Set(['GET /user']), new Set(['POST /user']))).toBe(false);
    expect(sameSelection(new Set(), new Set(['GET /user']))).toBe(false);
  });
});

describe('role permission page rules', () => {
  it('edits tenant_admin and user first, then the maintenance roles, never super_admin', () => {
    expect(EDITABLE_ROLES).toEqual(['tenant_admin', 'user', 'maintainadmin', 'maintainer']);
  });

  it('colours the method tags as the spec says', () => {
    expect(METHOD_TAG).toEqual({ GET: 'info', POST: 'success', PUT: 'warning', DELETE: 'danger', PATCH: 'primary' });
    expect(TAG_PALETTE[METHOD_TAG.DELETE]).toBe('red');
    expect(TAG_PALETTE[METHOD_TAG.POST]).toBe('green');
  });
});
