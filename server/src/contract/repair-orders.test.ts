import {
  OPERATION_DESCRIPTIONS,
  OPERATION_TYPES,
  REPAIR_ACTIONS,
  REPAIR_STATES,
  type RepairAction,
  type RepairActor,
  type RepairParties,
  type RepairState,
  REPAIR_HOME_LIMITS,
  isRepairEditable,
  isRepairUnclosed,
  isRepairUnprocessed,
  legalRepairActions,
  nextRepairState,
  operationLook,
  operationOf,
  phoneDigits,
  repairProgressOf,
  repairRefusal,
  repairStatusOf,
  statesOfStatus,
  statesOfStatuses,
  validateRepairEvaluation,
  validateRepairReport,
  validateServiceRecord,
  visibleTimeline,
} from './repair-orders';

/** The complete table of legal steps; every other (state, action) pair must be refused. */
const LEGAL: Record<string, RepairState> = {
  'reported dispatch': 'dispatched',
  'dispatched dispatch': 'dispatched',
  'dispatched accept': 'processing',
  'processing transfer': 'processing',
  'processing close': 'awaitingEvaluation',
  'awaitingEvaluation evaluate': 'completed',
};

describe('the repair order state machine', () => {
  const pairs = REPAIR_STATES.flatMap((state) => REPAIR_ACTIONS.map((action) => [state, action] as [RepairState, RepairAction]));

  it.each(pairs.filter(([s, a]) => LEGAL[`${s} ${a}`]))('allows %s -> %s', (state, action) => {
    expect(nextRepairState(state, action)).toBe(LEGAL[`${state} ${action}`]);
  });

  it.each(pairs.filter(([s, a]) => !LEGAL[`${s} ${a}`]))('refuses %s -> %s', (state, action) => {
    expect(nextRepairState(state, action)).toBeNull();
  });

  it('covers all 25 pairs: 6 legal, 19 illegal', () => {
    expect(pairs).toHaveLength(25);
    expect(pairs.filter(([s, a]) => nextRepairState(s, a) !== null)).toHaveLength(6);
  });

  it('walks the whole workflow report -> dispatch -> accept -> transfer x2 -> close -> evaluate', () => {
    let state: RepairState = 'reported';
    for (const action of ['dispatch', 'accept', 'transfer', 'transfer', 'close', 'evaluate'] as RepairAction[]) {
      const next = nextRepairState(state, action);
      expect(next).not.toBeNull();
      state = next!;
    }
    expect(state).toBe('completed');
    expect(legalRepairActions(state)).toEqual([]);
  });

  it('lists the legal actions of each state', () => {
    expect(legalRepairActions('reported')).toEqual(['dispatch']);
    expect(legalRepairActions('dispatched')).toEqual(['dispatch', 'accept']);
    expect(legalRepairActions('processing')).toEqual(['transfer', 'close']);
    expect(legalRepairActions('awaitingEvaluation')).toEqual(['evaluate']);
  });

  it('maps states to the spec status 1..4 and back for the filter', () => {
    expect(REPAIR_STATES.map(repairStatusOf)).toEqual([1, 1, 2, 3, 4]);
    expect(statesOfStatus(1)).toEqual(['reported', 'dispatched']);
    expect(statesOfStatus(3)).toEqual(['awaitingEvaluation']);
    expect(REPAIR_STATES.map(repairProgressOf)).toEqual([25, 25, 50, 75, 100]);
  });

  it('lets the applicant edit only while pending', () => {
    expect(REPAIR_STATES.filter(isRepairEditable)).toEqual(['reported', 'dispatched']);
  });
});

describe('unclosed and unprocessed (the maintenance home, spec part 2 section 9)', () => {
  it('calls status 1 and 2 unclosed and status 1 alone unprocessed', () => {
    expect(REPAIR_STATES.filter(isRepairUnclosed)).toEqual(['reported', 'dispatched', 'processing']);
    expect(REPAIR_STATES.filter(isRepairUnprocessed)).toEqual(['reported', 'dispatched']);
    expect(statesOfStatuses([1, 2])).toEqual(['reported', 'dispatched', 'processing']);
    expect(statesOfStatuses([1])).toEqual(statesOfStatus(1));
    expect(REPAIR_HOME_LIMITS).toEqual({ unclosed: 10, unprocessed: 5 });
  });

  it('takes an order out of unprocessed on accept and out of unclosed on close, never back', () => {
    expect(isRepairUnprocessed(nextRepairState('reported', 'dispatch')!)).toBe(true); // dispatched, not accepted yet
    const accepted = nextRepairState('dispatched', 'accept')!;
    expect([isRepairUnprocessed(accepted), isRepairUnclosed(accepted)]).toEqual([false, true]);
    expect(isRepairUnclosed(nextRepairState('processing', 'transfer')!)).toBe(true);
    const closed = nextRepairState('processing', 'close')!;
    expect([isRepairUnprocessed(closed), isRepairUnclosed(closed)]).toEqual([false, false]);
    expect(isRepairUnclosed(nextRepairState(closed, 'evaluate')!)).toBe(false);
    // Every unprocessed order is unclosed.
    for (const state of REPAIR_STATES) if (isRepairUnprocessed(state)) expect(isRepairUnclosed(state)).toBe(true);
  });
});

describe('who may act (spec part 2 section 6)', () => {
  const parties: RepairParties = { principalId: 7, applicantId: 3, mobile: '13800000005' };
  const actor = (userId: number, role: RepairActor['role'], phone: string | null = null): RepairActor => ({ userId, role, phone });

  it('lets only the tenant administrators dispatch', () => {
    expect(repairRefusal('dispatch', actor(1, 'tenant_admin'), parties)).toBeNull();
    expect(repairRefusal('dispatch', actor(1, 'maintainadmin'), parties)).toBeNull();
    expect(repairRefusal('dispatch', actor(1, 'super_admin'), parties)).toBeNull();
    expect(repairRefusal('dispatch', actor(7, 'maintainer'), parties)).toBe('dispatchersOnly');
    expect(repairRefusal('dispatch', actor(3, 'user'), parties)).toBe('dispatchersOnly');
  });

  it.each(['accept', 'transfer', 'close'] as const)('lets only the principal %s', (action) => {
    expect(repairRefusal(action, actor(7, 'maintainer'), parties)).toBeNull();
    expect(repairRefusal(action, actor(8, 'maintainer'), parties)).toBe('principalOnly');
    expect(repairRefusal(action, actor(1, 'tenant_admin'), parties)).toBe('principalOnly');
    expect(repairRefusal(action, actor(7, 'maintainer'), { ...parties, principalId: null })).toBe('principalOnly');
  });

  it('lets the applicant alone edit: the reporting account, or for a public report (no reporting account) the account of the reported mobile', () => {
    expect(repairRefusal('edit', actor(3, 'user'), parties)).toBeNull();
    // A signed-in report's mobile may be another account's (a review's reporter typed the maker's admin's): that account is not the applicant.
    expect(repairRefusal('edit', actor(9, 'user', '+86 138 0000 0005'), parties)).toBe('applicantOnly');
    expect(repairRefusal('evaluate', actor(9, 'tenant_admin', '13800000005'), parties)).toBe('applicantOnly');
    const publicReport = { ...parties, applicantId: null };
    expect(repairRefusal('edit', actor(9, 'user', '+86 138 0000 0005'), publicReport)).toBeNull();
    expect(repairRefusal('edit', actor(9, 'user', '13800000006'), publicReport)).toBe('applicantOnly');
    expect(repairRefusal('edit', actor(1, 'tenant_admin'), parties)).toBe('applicantOnly');
  });

  it('evaluates only when the signed-in account mobile is the requester mobile', () => {
    expect(repairRefusal('evaluate', actor(3, 'user', '13800000005'), parties)).toBeNull();
    expect(repairRefusal('evaluate', actor(3, 'user', null), parties)).toBe('mobileMismatch');
    expect(repairRefusal('evaluate', actor(3, 'user', '13800000009'), parties)).toBe('mobileMismatch');
    expect(repairRefusal('evaluate', actor(9, 'user', '13800000009'), parties)).toBe('applicantOnly');
    expect(repairRefusal('evaluate', actor(9, 'user', '008613800000005'), { ...parties, applicantId: null })).toBeNull();
  });

  it('compares phones by their digits without the mainland prefix', () => {
    expect(phoneDigits('+86 138-0000-0005')).toBe('13800000005');
    expect(phoneDigits('008613800000005')).toBe('13800000005');
    expect(phoneDigits(null)).toBe('');
  });
});

describe('the timeline', () => {
  it('numbers the operations 1 report .. 6 evaluate, each with a description in both languages', () => {
    expect(OPERATION_TYPES).toEqual({ report: 1, dispatch: 2, accept: 3, transfer: 4, close: 5, evaluate: 6 });
    expect(operationOf('report')).toBe(1);
    expect(operationOf('evaluate')).toBe(6);
    expect(OPERATION_DESCRIPTIONS[2].en).toBe('sent to {receiver}');
    expect(OPERATION_DESCRIPTIONS[4].en).toBe('transferred to {receiver}');
    for (const type of [1, 2, 3, 4, 5, 6] as const) expect(OPERATION_DESCRIPTIONS[type].zh).toBeTruthy();
  });

  it('colours and fills each entry by the status it reached: 1 red 25, 2 blue 50, 3 yellow 75, 4 green 100', () => {
    expect(([1, 2, 3, 4, 5, 6] as const).map((t) => operationLook(t))).toEqual([
      { status: 1, colour: 'red', progress: 25 },
      { status: 1, colour: 'red', progress: 25 },
      { status: 2, colour: 'blue', progress: 50 },
      { status: 2, colour: 'blue', progress: 50 },
      { status: 3, colour: 'yellow', progress: 75 },
      { status: 4, colour: 'green', progress: 100 },
    ]);
  });

  it('shows the first 2 entries, then see more and collapse', () => {
    expect(visibleTimeline([1, 2], false)).toEqual({ shown: [1, 2], toggle: 'none' });
    expect(visibleTimeline([1, 2, 3], false)).toEqual({ shown: [1, 2], toggle: 'more' });
    expect(visibleTimeline([1, 2, 3], true)).toEqual({ shown: [1, 2, 3], toggle: 'collapse' });
    expect(visibleTimeline([], true)).toEqual({ shown: [], toggle: 'none' });
  });
});

describe('the repair form rules', () => {
  const valid = { contactName: 'Chen Jing', mobile: '13800000005', company: 'Qilu', sn: 'JN2025L3015001', model: 'PL-3015', agent: 'Jinan dealer', description: 'Cutting head collision' };

  it('accepts a complete report', () => {
    expect(validateRepairReport(valid)).toEqual([]);
    expect(validateRepairReport({ ...valid, mobile: '+8613800000005', email: 'a@b.cn' })).toEqual([]);
  });

  it('requires name, mobile, company, SN, model, agent and description', () => {
    expect(validateRepairReport({}).map((e) => e.field)).toEqual(['contactName', 'mobile', 'company', 'sn', 'model', 'agent', 'description']);
    expect(validateRepairReport({ ...valid, company: '   ' })).toEqual([{ field: 'company', key: 'repair_field_required' }]);
  });

  it('refuses a bad mobile or email, long texts and too many files', () => {
    expect(validateRepairReport({ ...valid, mobile: '12345' })).toEqual([{ field: 'mobile', key: 'phone_format' }]);
    expect(validateRepairReport({ ...valid, email: 'nope' })).toEqual([{ field: 'email', key: 'email_format' }]);
    expect(validateRepairReport({ ...valid, description: 'x'.repeat(201) })).toEqual([{ field: 'description', key: 'text_too_long', params: { max: 200 } }]);
    expect(validateRepairReport({ ...valid, attachments: new Array(7).fill({}) })).toEqual([{ field: 'attachments', key: 'files_too_many', params: { max: 6 } }]);
    expect(validateRepairReport({ ...valid, pictures: new Array(7).fill({}) })).toEqual([{ field: 'pictures', key: 'pictures_too_many', params: { max: 6 } }]);
    expect(validateRepairReport({ ...valid, remark: 'a\u0000b' })).toEqual([{ field: 'remark', key: 'text_not_allowed' }]);
  });

  it('requires the service record on close, within 200', () => {
    expect(validateServiceRecord('Replaced the nozzle')).toEqual([]);
    expect(validateServiceRecord(' ')).toEqual([{ field: 'serviceRecord', key: 'repair_field_required' }]);
    expect(validateServiceRecord('x'.repeat(201))).toEqual([{ field: 'serviceRecord', key: 'text_too_long', params: { max: 200 } }]);
  });

  it('requires four scores of 1..5 and a comment within 200', () => {
    const scores = { overall: 5, responseSpeed: 4, repairQuality: 5, serviceAttitude: 3 };
    expect(validateRepairEvaluation({ ...scores, comment: 'Quick' })).toEqual([]);
    expect(validateRepairEvaluation({ ...scores, overall: 0, comment: 'x'.repeat(201) })).toEqual([
      { field: 'overall', key: 'rating_range', params: { min: 1, max: 5 } },
      { field: 'comment', key: 'text_too_long', params: { max: 200 } },
    ]);
    expect(validateRepairEvaluation({ ...scores, responseSpeed: 2.5, serviceAttitude: null }).map((e) => e.key)).toEqual(['rating_range', 'rating_required']);
  });
});
