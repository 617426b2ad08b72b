import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderScreen } from '../../../../jest/renderScreen';
import { ScriptedLink } from '../../../../jest/scriptedLink';
import { sessionStore } from '../../../shared/session/sessionStore';
import { toaster } from '../../../shared/toast/toaster';
import { MessageBell } from './MessageBell';

jest.setTimeout(30_000);

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
const message = (id: string, title: string) => ({ __typename: 'SystemMessage', id, type: 'notice', title, content: `${title} body`, sentAt: '2026-03-01T08:00:00.000Z', senderName: 'Li Wei', read: false });
const preview = (unread: number, items: ReturnType<typeof message>[]) => ({ systemMessagePreview: { __typename: 'SystemMessagePreview', unread, items } });

async function show(link: ScriptedLink) {
  await renderScreen(<MessageBell />, { link });
}

const signInAs = (role: 'super_admin' | 'maintainer') => act(() => sessionStore.signIn({ id: '1', username: 'Wang Fang', account: 'maintainer', roles: [role], language: null, avatarUrl: null }));
afterEach(() => {
  act(() => toaster.remove());
  act(() => sessionStore.signOut());
});

describe('message bell', () => {
  it('shows the unread count, and a live message updates the count and the preview', async () => {
    await signInAs('super_admin');
    const link = new ScriptedLink({ MessagePreview: preview(2, [message('2', 'Second'), message('1', 'First')]) });
    await show(link);
    expect(screen.getByTestId('message-unread').textContent).toBe('2');
    expect(screen.getByTestId('message-bell').getAttribute('aria-label')).toBe('System messages, 2 unread');
    expect(link.subscribers('MessageArrived')).toBe(1);

    link.answer('MessagePreview', preview(3, [message('3', '<b>Third</b>'), message('2', 'Second'), message('1', 'First')]));
    await act(async () => {
      link.push('MessageArrived', { systemMessages: message('3', '<b>Third</b>') });
      await settle();
    });
    expect(screen.getByTestId('message-unread').textContent).toBe('3');
    await act(async () => {
      fireEvent.click(screen.getByTestId('message-bell'));
      await settle();
    });
    const items = within(screen.getByTestId('message-preview')).getAllByTestId('message-preview-item');
    // Plain text: the markup shows as typed, nothing is rendered as HTML.
    expect(items.map((i) => i.textContent?.split(' body')[0])).toEqual(['<b>Third</b><b>Third</b>', 'SecondSecond', 'FirstFirst']);
    expect(screen.getByTestId('message-preview').querySelector('b')).toBeNull();
  });

  it('marks a message read when it is chosen, and asks for the preview again', async () => {
    await signInAs('super_admin');
    const link = new ScriptedLink({ MessagePreview: preview(1, [message('7', 'Only')]), MarkMessagesRead: { markSystemMessagesRead: 0 } });
    await show(link);
    await act(async () => {
      fireEvent.click(screen.getByTestId('message-bell'));
      await settle();
    });
    link.answer('MessagePreview', preview(0, []));
    await act(async () => {
      fireEvent.click(screen.getByText('Only').closest('button') as HTMLElement);
      await settle();
    });
    expect(link.requests.filter((r) => r.operationName === 'MarkMessagesRead').map((r) => r.variables)).toEqual([{ ids: ['7'] }]);
    expect(screen.queryByTestId('message-unread')).toBeNull();
  });

  it('is not shown without GET /systemmessage', async () => {
    await signInAs('maintainer');
    const link = new ScriptedLink({ MyPermissions: { myPermissions: [{ __typename: 'ApiPermission', path: '/device', method: 'GET' }] }, MessagePreview: preview(1, [message('7', 'Only')]) });
    await show(link);
    expect(screen.queryByTestId('message-bell')).toBeNull();
    expect(link.requests.map((r) => r.operationName)).not.toContain('MessagePreview');
  });
});
