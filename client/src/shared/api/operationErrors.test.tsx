import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { ApolloProvider } from '@apollo/client/react';
import { API } from '@contract/apis';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { ScriptedLink } from '../../../jest/scriptedLink';
import { createApolloClient } from '../../app/apolloClient';
import { graphql } from '../../gql';
import { messagesFor } from '../i18n/catalogue';
import { PermissionBoundary } from '../permissions/PermissionBoundary';
import { sessionStore } from '../session/sessionStore';
import { AppToaster } from '../toast/AppToaster';
import { toaster } from '../toast/toaster';
import { useAppQuery } from './useAppQuery';
import { useLiveSubscription } from './useLiveSubscription';

const RankingQuery = graphql(`
  query OperationErrorsTestRanking($start: String!, $end: String!) {
    utilizationRanking(start: $start, end: $end) {
      total
    }
  }
`);
const RateSubscription = graphql(`
  subscription OperationErrorsTestRate($uuid: String!) {
    processRate(uuid: $uuid) {
      value
    }
  }
`);

const failure = (errorno: number, code: string, message: string) => ({ errors: [{ message, extensions: { code, errorno } }] });
const FORBIDDEN = failure(1150, 'FORBIDDEN', 'You do not have permission for this operation');
const SERVER_FAILURE = failure(4, 'INTERNAL_SERVER_ERROR', 'Server failure');
const POLICY = { myPermissions: [{ __typename: 'ApiPermission', path: '/device/efficiency', method: 'GET' }] };
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

function Ranking({ quiet }: { quiet?: boolean }) {
  const { data, error } = useAppQuery(RankingQuery, { variables: { start: '2026-03-01', end: '2026-03-07' }, context: quiet ? { errorDisplay: 'log' } : undefined });
  return <p data-testid="ranking">{error ? 'failed' : (data?.utilizationRanking.total ?? 'loading')}</p>;
}

function Rate() {
  const { data } = useLiveSubscription(RateSubscription, { variables: { uuid: 'dev-1' } });
  return <p data-testid="rate">{data?.processRate.value ?? '--'}</p>;
}

async function show(link: ScriptedLink, children: ReactNode) {
  const client = createApolloClient(sessionStore, link);
  await act(async () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <ApolloProvider client={client}>
          <IntlProvider locale="en" messages={messagesFor('en')}>
            <MemoryRouter>{children}</MemoryRouter>
            <AppToaster />
          </IntlProvider>
        </ApolloProvider>
      </ChakraProvider>,
    );
    await settle();
  });
}

const toasts = () => screen.queryAllByTestId('toast').map((t) => t.textContent);
const boundary = (children: ReactNode) => (
  <PermissionBoundary apis={[API.deviceEfficiency]} page="Utilization kanban" role="maintainer">
    {children}
  </PermissionBoundary>
);

beforeEach(() => sessionStore.signIn({ id: '4', username: 'Wang Fang', account: 'maintainer', roles: ['maintainer'], language: null, avatarUrl: null }));
afterEach(() => {
  act(() => toaster.remove());
  sessionStore.signOut();
});

describe('a failed query', () => {
  it('goes to the common error display, and the component gets the error (not "no data")', async () => {
    await show(new ScriptedLink({ OperationErrorsTestRanking: SERVER_FAILURE }), <Ranking />);
    expect(screen.getByTestId('ranking').textContent).toBe('failed');
    expect(toasts()).toEqual([expect.stringContaining('Server failure')]);
  });

  it('is only logged where the spec wants it quiet', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await show(new ScriptedLink({ OperationErrorsTestRanking: SERVER_FAILURE }), <Ranking quiet />);
      expect(screen.getByTestId('ranking').textContent).toBe('failed');
      expect(toasts()).toEqual([]);
      expect(warn).toHaveBeenCalledWith('request failed', expect.anything());
    } finally {
      warn.mockRestore();
    }
  });

  it('answered FORBIDDEN shows the no-permission state of its screen, no toast, and reloads the permissions', async () => {
    const link = new ScriptedLink({ MyPermissions: POLICY, OperationErrorsTestRanking: FORBIDDEN, PermissionContacts: { permissionContacts: [] } });
    await show(link, boundary(<Ranking />));
    expect(screen.getByTestId('no-permission').textContent).toContain('View device efficiency, timelines, statistics and reliability (MTBF, MTTR)');
    expect(screen.getByTestId('no-permission').textContent).toContain('Your permission for this was withdrawn while it was open.');
    expect(screen.queryByTestId('ranking')).toBeNull();
    expect(toasts()).toEqual([]);
    expect(link.requests.filter((r) => r.operationName === 'MyPermissions')).toHaveLength(2);
  });
});

describe('a failed subscription', () => {
  it('ended FORBIDDEN (its permission withdrawn while open) shows the same no-permission state', async () => {
    const link = new ScriptedLink({ MyPermissions: POLICY, PermissionContacts: { permissionContacts: [] } });
    await show(link, boundary(<Rate />));
    expect(screen.getByTestId('rate').textContent).toBe('--');
    link.answer('MyPermissions', { myPermissions: [] });
    await act(async () => {
      link.fail('OperationErrorsTestRate', FORBIDDEN.errors);
      await settle();
    });
    expect(screen.getByTestId('no-permission').textContent).toContain('“Utilization kanban” needs a permission that your role (Ordinary member) does not have');
    expect(toasts()).toEqual([]);
  });

  it('with any other error goes to the common error display', async () => {
    const link = new ScriptedLink();
    await show(link, <Rate />);
    await act(async () => {
      link.fail('OperationErrorsTestRate', SERVER_FAILURE.errors);
      await settle();
    });
    expect(toasts()).toEqual([expect.stringContaining('Server failure')]);
  });
});
