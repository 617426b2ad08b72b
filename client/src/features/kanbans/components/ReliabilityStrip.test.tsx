import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { ScriptedLink, type ScriptedErrors } from '../../../../jest/scriptedLink';
import { createApolloClient } from '../../../app/apolloClient';
import { messagesFor } from '../../../shared/i18n/catalogue';
import type { Locale } from '../../../shared/i18n/locale';
import { reliabilityRange } from '../../../shared/kanban/reliability';
import { sessionStore } from '../../../shared/session/sessionStore';
import { formatGmt8 } from '../../../shared/utils/time';
import { kanbanMessages } from '../messages';
import { ReliabilityStrip } from './ReliabilityStrip';

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
const EFFICIENCY = { __typename: 'ApiPermission', path: '/device/efficiency', method: 'GET' };
const DEVICE_LIST = { __typename: 'ApiPermission', path: '/device', method: 'GET' };
const figures = (values: Record<string, unknown>) => ({
  deviceReliability: { __typename: 'Reliability', start: '2026-02-09', end: '2026-03-10', failures: 2, openFailures: 0, repairs: 2, mtbfSeconds: 59400, mttrSeconds: 9000, ...values },
});

async function show(answers: Record<string, Record<string, unknown> | ScriptedErrors>, locale: Locale = 'en') {
  const link = new ScriptedLink(answers);
  const client = createApolloClient(sessionStore, link);
  await act(async () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <ApolloProvider client={client}>
          <IntlProvider locale={locale} messages={messagesFor(locale, { kanbans: kanbanMessages })}>
            <MemoryRouter>
              <ReliabilityStrip uuid="dev-qilu-laser-01" />
            </MemoryRouter>
          </IntlProvider>
        </ApolloProvider>
      </ChakraProvider>,
    );
    await settle();
  });
  return link;
}

beforeEach(() => act(() => sessionStore.signIn({ id: '1', username: 'Wang Fang', account: 'maintainer', roles: ['maintainer'], language: null, avatarUrl: null })));
afterEach(() => act(() => sessionStore.signOut()));

const text = (id: string) => screen.getByTestId(id).textContent;

describe('the detail kanban reliability line', () => {
  it('shows MTBF, MTTR, the failures and the range of the last 30 days', async () => {
    const link = await show({ MyPermissions: { myPermissions: [DEVICE_LIST, EFFICIENCY] }, DeviceReliability: figures({}) });
    expect(link.requests.find((r) => r.operationName === 'DeviceReliability')?.variables).toEqual({ uuid: 'dev-qilu-laser-01', ...reliabilityRange(formatGmt8(Date.now()).slice(0, 10)) });
    expect(text('device-reliability-mtbf')).toBe('16.5 h');
    expect(text('device-reliability-mttr')).toBe('2.5 h');
    expect(text('device-reliability-failures')).toBe('2');
    expect(text('device-reliability-range')).toBe('2026-02-09 to 2026-03-10');
    expect(screen.getByTestId('device-reliability').textContent).not.toContain('in repair');
  });

  it('says "no failure in the range" rather than infinity', async () => {
    await show({ MyPermissions: { myPermissions: [EFFICIENCY] }, DeviceReliability: figures({ failures: 0, repairs: 0, mtbfSeconds: null, mttrSeconds: null }) });
    expect(text('device-reliability-mtbf')).toBe('no failure in the range');
    expect(text('device-reliability-mttr')).toBe('no failure in the range');
    expect(text('device-reliability-failures')).toBe('0');
  });

  it('shows an open breakdown as in repair, in Chinese too', async () => {
    await show({ MyPermissions: { myPermissions: [EFFICIENCY] }, DeviceReliability: figures({ failures: 1, openFailures: 1, repairs: 0, mtbfSeconds: 154800, mttrSeconds: null }) }, 'zh-CN');
    expect(text('device-reliability-mtbf')).toBe('43 小时');
    expect(text('device-reliability-mttr')).toBe('维修未完成');
    expect(screen.getByTestId('device-reliability').textContent).toContain('1 次维修中');
  });

  it('says it is loading while the figures are on their way', async () => {
    await show({ MyPermissions: { myPermissions: [EFFICIENCY] } });
    expect(screen.getByTestId('device-reliability').textContent).toContain('Loading reliability');
    expect(screen.getByTestId('device-reliability').getAttribute('aria-busy')).toBe('true');
  });

  it('shows the failure with a retry when the figures could not load', async () => {
    const link = await show({ MyPermissions: { myPermissions: [EFFICIENCY] }, DeviceReliability: { errors: [{ message: 'failure', extensions: { code: 'INTERNAL_SERVER_ERROR', errorno: 4 } }] } });
    expect(screen.getByTestId('load-failed')).toBeTruthy();
    const before = link.requests.filter((r) => r.operationName === 'DeviceReliability').length;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await settle();
    });
    expect(link.requests.filter((r) => r.operationName === 'DeviceReliability').length).toBe(before + 1);
  });

  it('shows the compact no-permission line without the device efficiency API, and asks nothing', async () => {
    const link = await show({ MyPermissions: { myPermissions: [DEVICE_LIST] }, DeviceReliability: figures({}) });
    expect(screen.getByTestId('no-permission').getAttribute('data-compact')).toBe('true');
    expect(link.requests.some((r) => r.operationName === 'DeviceReliability')).toBe(false);
  });
});
