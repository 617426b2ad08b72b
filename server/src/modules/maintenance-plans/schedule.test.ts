import { type PlanSchedule, addMonthsClamped, pendingOccurrence, dispatchInstant, localInstant, nextDueDate, nextOccurrence, occurrenceDate, scheduleProblems } from './schedule';

const SHANGHAI = 'Asia/Shanghai';
const plan = (over: Partial<PlanSchedule> = {}): PlanSchedule => ({ firstDate: '2027-01-31', cycle: 1, unit: 'month', daysAhead: 0, mode: 'cyclic', dispatchTime: '08:00', ...over });
const utc = (iso: string) => Date.parse(iso);

describe('schedule rules', () => {
  it('accept a plain monthly plan', () => {
    expect(scheduleProblems(plan())).toEqual([]);
  });

  it.each([
    [{ cycle: 0 }, 'cycle'],
    [{ cycle: 1.5 }, 'cycle'],
    [{ cycle: 101 }, 'cycle'],
    [{ firstDate: '2027-02-29' }, 'first_date'],
    [{ firstDate: '2027-2-1' }, 'first_date'],
    [{ firstDate: '0100-01-01' }, 'first_date'],
    [{ firstDate: '9999-12-31' }, 'first_date'],
    [{ dispatchTime: '24:00' }, 'dispatch_time'],
    [{ dispatchTime: '8:00' }, 'dispatch_time'],
    [{ daysAhead: -1 }, 'days_ahead'],
    [{ daysAhead: 28 }, 'days_ahead'],
    [{ unit: 'hour' as never }, 'unit'],
    [{ mode: 'often' as never }, 'mode'],
  ])('refuse %j as %s', (over, problem) => {
    expect(scheduleProblems(plan(over))).toContain(problem);
  });

  it('let a single plan be generated further ahead than a cycle, but not a cyclic one', () => {
    expect(scheduleProblems(plan({ mode: 'single', daysAhead: 60 }))).toEqual([]);
    expect(scheduleProblems(plan({ unit: 'day', cycle: 7, daysAhead: 6 }))).toEqual([]);
    expect(scheduleProblems(plan({ unit: 'day', cycle: 7, daysAhead: 7 }))).toEqual(['days_ahead']);
  });
});

describe('occurrence dates', () => {
  it('keep a plan anchored on the 31st on month ends, without drifting', () => {
    const dates = [0, 1, 2, 3, 4].map((n) => occurrenceDate(plan(), n));
    expect(dates).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31']);
  });

  it('know leap years: Feb 29 in 2028, and a yearly plan from Feb 29 falls on Feb 28 between leap years', () => {
    expect(occurrenceDate(plan({ firstDate: '2028-01-31' }), 1)).toBe('2028-02-29');
    const yearly = plan({ firstDate: '2028-02-29', unit: 'year' });
    expect([0, 1, 4].map((n) => occurrenceDate(yearly, n))).toEqual(['2028-02-29', '2029-02-28', '2032-02-29']);
  });

  it('count days and weeks across month and year ends', () => {
    expect(occurrenceDate(plan({ firstDate: '2027-12-30', unit: 'day', cycle: 3 }), 1)).toBe('2028-01-02');
    expect(occurrenceDate(plan({ firstDate: '2028-02-22', unit: 'week', cycle: 1 }), 1)).toBe('2028-02-29');
  });

  it('add months over year ends', () => {
    expect(addMonthsClamped('2027-11-30', 3)).toBe('2028-02-29');
    expect(addMonthsClamped('2027-12-15', 1)).toBe('2028-01-15');
  });
});

describe('dispatch instants', () => {
  it('are the dispatch time in the plan zone, days ahead of the date', () => {
    expect(localInstant('2027-03-01', '08:00', SHANGHAI)).toBe(utc('2027-03-01T00:00:00Z'));
    // Three days ahead of March 1st in a leap year is Feb 27th.
    expect(dispatchInstant({ daysAhead: 3, dispatchTime: '09:30' }, '2028-03-01', SHANGHAI)).toBe(utc('2028-02-27T01:30:00Z'));
  });

  it('keep the local time on a day a zone changes its offset', () => {
    // Berlin moves to summer time on 2027-03-28: 08:00 local is 06:00 UTC that day, 07:00 the day before.
    expect(localInstant('2027-03-27', '08:00', 'Europe/Berlin')).toBe(utc('2027-03-27T07:00:00Z'));
    expect(localInstant('2027-03-28', '08:00', 'Europe/Berlin')).toBe(utc('2027-03-28T06:00:00Z'));
  });
});

describe('next occurrence', () => {
  it('is the first one whose dispatch instant is after the last handled instant', () => {
    const monthly = plan({ daysAhead: 2 });
    // The Feb 28 order is generated on Feb 26 at 08:00 local (00:00 UTC).
    expect(nextOccurrence(monthly, utc('2027-02-25T23:59:59Z'), SHANGHAI)).toEqual({ index: 1, dueDate: '2027-02-28', dispatchAt: utc('2027-02-26T00:00:00Z') });
    expect(nextOccurrence(monthly, utc('2027-02-26T00:00:00Z'), SHANGHAI)?.dueDate).toBe('2027-03-31');
  });

  it('starts at the first date before it has come', () => {
    expect(nextOccurrence(plan(), 0, SHANGHAI)).toMatchObject({ index: 0, dueDate: '2027-01-31' });
  });

  it('gives a single plan once', () => {
    const single = plan({ mode: 'single' });
    expect(nextOccurrence(single, 0, SHANGHAI)?.index).toBe(0);
    expect(nextOccurrence(single, utc('2027-01-31T00:00:00Z'), SHANGHAI)).toBeNull();
  });

  it('finds the right occurrence twenty years after the first date', () => {
    const daily = plan({ firstDate: '2027-01-01', unit: 'day', cycle: 1 });
    expect(nextOccurrence(daily, utc('2047-06-15T12:00:00Z'), SHANGHAI)?.dueDate).toBe('2047-06-16');
    const yearly = plan({ firstDate: '2028-02-29', unit: 'year', cycle: 1, daysAhead: 10 });
    expect(nextOccurrence(yearly, utc('2030-02-18T00:00:00Z'), SHANGHAI)).toMatchObject({ dueDate: '2031-02-28' });
  });
});

describe('next due date (the plan list)', () => {
  it('is today when a date falls today in the zone, though UTC is still yesterday', () => {
    // 2027-03-31 00:30 in Shanghai is 2027-03-30 16:30 UTC.
    expect(nextDueDate(plan(), utc('2027-03-30T16:30:00Z'), SHANGHAI)).toBe('2027-03-31');
    expect(nextDueDate(plan(), utc('2027-03-31T16:30:00Z'), SHANGHAI)).toBe('2027-04-30');
  });

  it('is null for a single plan whose date has passed', () => {
    expect(nextDueDate(plan({ mode: 'single' }), utc('2027-02-01T00:00:00Z'), SHANGHAI)).toBeNull();
  });
});

describe('the occurrence a new or edited plan waits for', () => {
  const now = utc('2027-03-10T12:00:00Z'); // 20:00 in Shanghai
  it("take today's own date even when its dispatch time has passed (generated at once)", () => {
    const weekly = plan({ firstDate: '2027-03-10', unit: 'week', daysAhead: 0 });
    expect(pendingOccurrence(weekly, now, SHANGHAI, null)).toMatchObject({ dueDate: '2027-03-10', dispatchAt: utc('2027-03-10T00:00:00Z') });
  });
  it('skip past dates of a plan that started earlier, and dates already generated', () => {
    const weekly = plan({ firstDate: '2027-01-06', unit: 'week', daysAhead: 0 });
    expect(pendingOccurrence(weekly, now, SHANGHAI, null)?.dueDate).toBe('2027-03-10');
    expect(pendingOccurrence(weekly, now, SHANGHAI, '2027-03-10')?.dueDate).toBe('2027-03-17');
  });
  it('answer null for a single plan whose date has passed', () => {
    expect(pendingOccurrence(plan({ mode: 'single', firstDate: '2027-03-09' }), now, SHANGHAI, null)).toBeNull();
    expect(pendingOccurrence(plan({ mode: 'single', firstDate: '2027-03-10' }), now, SHANGHAI, '2027-03-10')).toBeNull();
  });
});
