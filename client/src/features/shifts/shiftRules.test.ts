import { newShiftInput, shiftFormValues, shiftListVariables, shiftRules } from './shiftRules';

describe('shift rules', () => {
  it('checks the dialog with the shared rules: name 1-16, HH:mm, end after start (24:00 allowed)', () => {
    const rules = (name: string, start: string, end: string) => shiftRules({ name, start, end, tenantId: '' });
    expect(rules('Day', '08:00', '20:00')).toEqual({});
    expect(rules('Evening', '20:00', '24:00')).toEqual({});
    expect(rules('', '08:00', '20:00')).toEqual({ name: 'shift_name_required' });
    expect(rules('x'.repeat(16), '08:00', '20:00')).toEqual({});
    expect(rules('x'.repeat(17), '08:00', '20:00')).toEqual({ name: 'shift_name_too_long' });
    expect(rules('Night', '20:00', '06:00')).toEqual({ end: 'shift_end_after_start' });
    expect(rules('Same', '08:00', '08:00')).toEqual({ end: 'shift_end_after_start' });
    expect(rules('Bad', '8:00', '24:01')).toEqual({ start: 'shift_time_format', end: 'shift_time_format' });
    expect(rules('Bad', '24:00', '24:00')).toEqual({ start: 'shift_time_format' });
  });

  it('starts a new shift at 08:00-17:00 in the caller\'s own customer; edits keep the shift\'s values', () => {
    expect(shiftFormValues(null)).toEqual({ name: '', start: '08:00', end: '17:00', tenantId: '' });
    expect(shiftFormValues({ id: '1', name: 'Day', start: '07:00', end: '15:00' })).toEqual({ name: 'Day', start: '07:00', end: '15:00', tenantId: '' });
    expect(newShiftInput({ name: ' Day ', start: '07:00', end: '15:00', tenantId: '' })).toEqual({ name: 'Day', start: '07:00', end: '15:00', tenantId: null });
  });

  it('lists by start by default, searches the name and the customer', () => {
    expect(shiftListVariables({ page: 1, pageSize: 20, sort: null, search: {} } as never)).toEqual({ page: 1, pageSize: 20, name: undefined, tenantId: undefined, sortKey: 'start', sortDirection: 'asc' });
    expect(shiftListVariables({ page: 1, pageSize: 20, sort: { key: 'name', order: 'desc' }, search: { name: ' day ', tenantName: '7' } } as never)).toMatchObject({ name: 'day', tenantId: '7', sortKey: 'name', sortDirection: 'desc' });
  });
});
