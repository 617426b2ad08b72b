import { dashboardFormInput, dashboardFormRules, editPath, formatUpdatedAt, pageAfterDelete, pageCount, viewPath } from './listRules';

describe('dashboard list rules', () => {
  it('formats the update time as YYYY-MM-DD HH:mm:ss', () => {
    expect(formatUpdatedAt(new Date(2026, 2, 4, 5, 6, 7))).toBe('2026-03-04 05:06:07');
  });

  it('pages by 10 and steps back after deleting the last card of the last page', () => {
    expect([pageCount(0), pageCount(10), pageCount(11)]).toEqual([1, 1, 2]);
    expect(pageAfterDelete(2, 11)).toBe(1);
    expect(pageAfterDelete(2, 12)).toBe(2);
    expect(pageAfterDelete(1, 1)).toBe(1);
  });

  it('opens the designer and the view by id', () => {
    expect(editPath('12')).toBe('/customDashboard/edit?id=12');
    expect(viewPath('12')).toBe('/customDashboard/view?id=12');
  });

  it('asks for a title of at most 16 characters and trims', () => {
    expect(dashboardFormRules({ name: ' ', description: '' })).toEqual({ name: 'dashboard_name_required' });
    // The limit travels with the key, so the field shows "at most 16".
    expect(dashboardFormRules({ name: 'x'.repeat(17), description: '' }).name).toEqual({ key: 'dashboard_name_too_long', params: { max: 16 } });
    expect(dashboardFormRules({ name: 'x'.repeat(16), description: '' })).toEqual({});
    expect(dashboardFormInput({ name: ' Line 1 ', description: ' d ' })).toEqual({ name: 'Line 1', description: 'd' });
  });
});
