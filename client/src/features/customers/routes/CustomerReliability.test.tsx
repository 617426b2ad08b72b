import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { ScriptedLink } from '../../../../jest/scriptedLink';
import { createApolloClient } from '../../../app/apolloClient';
import { messagesFor } from '../../../shared/i18n/catalogue';
import { sessionStore } from '../../../shared/session/sessionStore';
import { customerMessages } from '../messages';
import { CustomerReliability } from './CustomerPages';

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
const RANGE = { start: '2026-03-01', end: '2026-03-02' };

async function show(answers: Record<string, Record<string, unknown>>) {
  const link = new ScriptedLink(answers);
  const client = createApolloClient(sessionStore, link);
  await act(async () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <ApolloProvider client={client}>
          <IntlProvider locale="en" messages={messagesFor('en', { customers: customerMessages })}>
            <MemoryRouter>
              <CustomerReliability id="12" range={RANGE} />
            </MemoryRouter>
          </IntlProvider>
        </ApolloProvider>
      </ChakraProvider>,
    );
    await settle();
  });
  return link;
}

describe("the customer detail's reliability", () => {
  it("asks for the customer's figures over the statistics' range and shows them with the failures and the range", async () => {
    const link = await show({
      CustomerReliability: {
        customerReliability: { __typename: 'Reliability', ...RANGE, failures: 3, openFailures: 1, repairs: 2, mtbfSeconds: 91200, mttrSeconds: 9000 },
      },
    });
    expect(link.requests.find((r) => r.operationName === 'CustomerReliability')?.variables).toEqual({ id: '12', ...RANGE });
    const line = screen.getByTestId('customer-reliability');
    expect(screen.getByTestId('customer-reliability-mtbf').textContent).toBe('25.3 h');
    expect(screen.getByTestId('customer-reliability-mttr').textContent).toBe('2.5 h');
    expect(screen.getByTestId('customer-reliability-failures').textContent).toBe('3');
    expect(line.textContent).toContain('1 in repair');
    expect(line.textContent).toContain('2026-03-01 to 2026-03-02');
  });

  it('says there was no failure when the machines had none', async () => {
    await show({ CustomerReliability: { customerReliability: { __typename: 'Reliability', ...RANGE, failures: 0, openFailures: 0, repairs: 0, mtbfSeconds: null, mttrSeconds: null } } });
    expect(screen.getByTestId('customer-reliability-mtbf').textContent).toBe('no failure in the range');
  });
});
