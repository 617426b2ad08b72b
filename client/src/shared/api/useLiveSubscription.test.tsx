import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { graphql } from '../../gql';
import { ScriptedLink } from '../../../jest/scriptedLink';
import { useLiveSubscription } from './useLiveSubscription';

const ProcessRateSubscription = graphql(`
  subscription LiveSubscriptionTestRate($uuid: String!) {
    processRate(uuid: $uuid) {
      value
      timeStamp
    }
  }
`);

function Rate({ label }: { label: string }) {
  const { data } = useLiveSubscription(ProcessRateSubscription, { variables: { uuid: 'dev-1' } });
  return <p data-testid={label}>{data?.processRate.value ?? '--'}</p>;
}

describe('useLiveSubscription', () => {
  it('gives a component that mounts while another holds the same subscription its own subscription (and so its snapshot)', () => {
    const link = new ScriptedLink();
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    const view = render(
      <IntlProvider locale="en">
        <ApolloProvider client={client}>
          <Rate label="first" />
        </ApolloProvider>
      </IntlProvider>,
    );
    expect(link.subscribers('LiveSubscriptionTestRate')).toBe(1);
    view.rerender(
      <IntlProvider locale="en">
        <ApolloProvider client={client}>
          <Rate label="first" />
          <Rate label="second" />
        </ApolloProvider>
      </IntlProvider>,
    );
    // Apollo would share the first one (no replay): the server would never send the second its snapshot.
    expect(link.subscribers('LiveSubscriptionTestRate')).toBe(2);
    expect(link.requests.filter((r) => r.operationName === 'LiveSubscriptionTestRate')).toHaveLength(2);
  });
});
