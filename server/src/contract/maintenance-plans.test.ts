import { CHECK_ACTIONS, CHECK_STAGES, type CheckAction, type CheckStage, checkRefusal, legalCheckActions, nextCheckStage, validateInspection, validatePlanForm } from './maintenance-plans';

const valid = { name: 'Monthly', firstDate: '2027-01-31', cycle: 1, unit: 'month', daysAhead: 3, mode: 'cyclic', dispatchTime: '08:00', deviceIds: ['1'], principalId: '4', items: ['Lens'] } as const;

describe('check order stages', () => {
  const LEGAL: Record<CheckStage, Partial<Record<CheckAction, CheckStage>>> = {
    processing: { record: 'processing', submit: 'awaitingAcceptance', openRepair: 'processing' },
    awaitingAcceptance: { accept: 'completed', return: 'processing', openRepair: 'awaitingAcceptance' },
    completed: {},
  };
  it.each(CHECK_STAGES.flatMap((stage) => CHECK_ACTIONS.map((action) => [stage, action] as const)))('%s + %s', (stage, action) => {
    expect(nextCheckStage(stage, action)).toBe(LEGAL[stage][action] ?? null);
  });
  it('offer nothing once completed', () => {
    expect(legalCheckActions('completed')).toEqual([]);
    expect(legalCheckActions('processing')).toEqual(['record', 'submit', 'openRepair']);
  });
});

describe('who may take a check order step', () => {
  const member = { userId: 4, role: 'maintainer' as const, overseesPlan: true };
  const admin = { userId: 2, role: 'tenant_admin' as const, overseesPlan: true };
  const customer = { userId: 5, role: 'user' as const, overseesPlan: false };
  // The customer's own tenant_admin: its tenant holds the machine, not the maker's plan.
  const customerAdmin = { userId: 7, role: 'tenant_admin' as const, overseesPlan: false };
  it('let the person in charge or an administrator of the plan\'s tenant record, submit and open repairs', () => {
    for (const action of ['record', 'submit', 'openRepair'] as const) {
      expect(checkRefusal(action, member, { principalId: 4, submitterId: null })).toBeNull();
      expect(checkRefusal(action, admin, { principalId: 4, submitterId: null })).toBeNull();
      expect(checkRefusal(action, { userId: 9, role: 'maintainer', overseesPlan: true }, { principalId: 4, submitterId: null })).toBe('principalOnly');
      expect(checkRefusal(action, customer, { principalId: 4, submitterId: null })).toBe('principalOnly');
      expect(checkRefusal(action, customerAdmin, { principalId: 4, submitterId: null })).toBe('principalOnly');
    }
  });
  it('let only administrators of the plan\'s tenant accept or return, never their own work', () => {
    for (const action of ['accept', 'return'] as const) {
      expect(checkRefusal(action, admin, { principalId: 4, submitterId: null })).toBeNull();
      expect(checkRefusal(action, member, { principalId: 4, submitterId: null })).toBe('acceptorsOnly');
      expect(checkRefusal(action, { userId: 3, role: 'maintainadmin', overseesPlan: true }, { principalId: 3, submitterId: null })).toBe('acceptorsOnly');
      expect(checkRefusal(action, customerAdmin, { principalId: 4, submitterId: null })).toBe('acceptorsOnly');
      expect(checkRefusal(action, { userId: 1, role: 'super_admin', overseesPlan: true }, { principalId: 4, submitterId: null })).toBeNull();
    }
  });
  it('leave the acceptance of an order an administrator submitted, standing in, to another administrator', () => {
    const standIn = { principalId: 4, submitterId: 2 };
    for (const action of ['accept', 'return'] as const) {
      expect(checkRefusal(action, admin, standIn)).toBe('acceptorsOnly');
      expect(checkRefusal(action, { userId: 3, role: 'maintainadmin', overseesPlan: true }, standIn)).toBeNull();
      expect(checkRefusal(action, admin, { principalId: 4, submitterId: 4 })).toBeNull();
    }
    // Standing in is still theirs to do: the record and the submission.
    expect(checkRefusal('submit', admin, standIn)).toBeNull();
  });
});

describe('plan form', () => {
  it('accept a complete form', () => {
    expect(validatePlanForm(valid)).toEqual([]);
  });
  it('name every problem by its field', () => {
    const errors = validatePlanForm({ ...valid, name: 'x'.repeat(31), items: ['ok', ' ', 'y'.repeat(51)], deviceIds: Array.from({ length: 51 }, (_, i) => String(i)), cycle: 101, daysAhead: 28 });
    expect(errors).toEqual([
      { field: 'name', key: 'text_too_long', params: { max: 30 } },
      { field: 'cycle', key: 'plan_cycle', params: { max: 100 } },
      { field: 'deviceIds', key: 'plan_devices_too_many', params: { max: 50 } },
      { field: 'items.1', key: 'plan_item_required' },
      { field: 'items.2', key: 'text_too_long', params: { max: 50 } },
    ]);
  });
  it('refuse a cyclic plan generated a whole cycle ahead, but not a single one', () => {
    expect(validatePlanForm({ ...valid, daysAhead: 28 })).toEqual([{ field: 'daysAhead', key: 'plan_days_ahead' }]);
    expect(validatePlanForm({ ...valid, daysAhead: 28, mode: 'single' })).toEqual([]);
  });
});

describe('inspection results', () => {
  it('need every result only to submit, and know only normal, defect and fault', () => {
    const items = [{ result: 'normal' }, { result: null }, { result: 'broken' }, { result: 'fault', note: 'n'.repeat(201) }];
    expect(validateInspection(items, false)).toEqual([
      { field: 'items.2.result', key: 'check_result_unknown' },
      { field: 'items.3.note', key: 'text_too_long', params: { max: 200 } },
    ]);
    expect(validateInspection(items, true).map((e) => e.field)).toEqual(['items.1.result', 'items.2.result', 'items.3.note']);
  });
});
