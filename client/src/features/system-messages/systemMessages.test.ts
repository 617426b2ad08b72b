import { badgeText, flatTenants, messageListVariables, sendInput, sendRules, wholeAudienceLabelId } from './systemMessages';

const query = (search: Record<string, unknown> = {}) => ({ page: 2, pageSize: 10, sort: null, search }) as never;

describe('system message rules', () => {
  it('shows no badge at 0, the count up to 99, then 99+', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('builds the list variables from the table: status, type and the time range', () => {
    expect(messageListVariables(query())).toEqual({ page: 2, pageSize: 10, status: 'all', type: undefined, sentFrom: undefined, sentTo: undefined });
    expect(messageListVariables(query({ read: 'unread', type: 'alarm', sentAt: { from: '2026-03-01 00:00:00', to: '2026-03-02 23:59:59' } }))).toEqual({
      page: 2,
      pageSize: 10,
      status: 'unread',
      type: 'alarm',
      sentFrom: '2026-03-01 00:00:00',
      sentTo: '2026-03-02 23:59:59',
    });
    expect(messageListVariables(query({ read: 'bogus', type: 'gossip' }))).toMatchObject({ status: 'all', type: undefined });
  });

  it('checks the send dialog with the shared rules and sends one tenant or the whole audience', () => {
    expect(sendRules({ type: '', title: ' ', content: '', tenantId: '' })).toEqual({ type: 'message_type_required', title: 'message_title_required', content: 'message_content_required' });
    expect(sendRules({ type: 'notice', title: 'x'.repeat(51), content: 'ok', tenantId: '' })).toEqual({ title: 'message_title_too_long' });
    expect(sendRules({ type: 'notice', title: 'Hi', content: 'There', tenantId: '' })).toEqual({});
    expect(sendInput({ type: 'notice', title: ' Hi ', content: ' There ', tenantId: '' })).toEqual({ type: 'notice', title: 'Hi', content: 'There', tenantIds: null });
    expect(sendInput({ type: 'alarm', title: 'Hi', content: 'There', tenantId: '12' }).tenantIds).toEqual(['12']);
    expect(wholeAudienceLabelId('super_admin')).toBe('messages_audience_everyone');
    expect(wholeAudienceLabelId('tenant_admin')).toBe('messages_audience_mine');
  });

  it('flattens the tenant tree depth first', () => {
    expect(flatTenants([{ id: '1', name: 'A', subTenants: [{ id: '2', name: 'B', subTenants: [{ id: '3', name: 'C' }] }] }, { id: '4', name: 'D' }])).toEqual([
      { id: '1', name: 'A', depth: 0 },
      { id: '2', name: 'B', depth: 1 },
      { id: '3', name: 'C', depth: 2 },
      { id: '4', name: 'D', depth: 0 },
    ]);
  });
});
