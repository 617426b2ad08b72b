import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { ScriptedLink } from '../../../../jest/scriptedLink';
import { createApolloClient } from '../../../app/apolloClient';
import { messagesFor } from '../../../shared/i18n/catalogue';
import { sessionStore } from '../../../shared/session/sessionStore';
import { customerMessages } from '../messages';
import { CustomerMachines } from './CustomerPages';
import type { DeviceStatus } from '../../../gql/graphql';

const device = (id: string, devalias: string, status: DeviceStatus) => ({ __typename: 'Device' as const, id, uuid: `dev-${id}`, devalias, status, statusAt: null });

async function show(locale: 'en' | 'zh-CN') {
  const client = createApolloClient(sessionStore, new ScriptedLink());
  await act(async () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <ApolloProvider client={client}>
          <IntlProvider locale={locale} messages={messagesFor(locale, { customers: customerMessages })}>
            <CustomerMachines devices={[device('1', 'QiluLaser1', 'Running'), device('2', 'QiluLaser2', 'Estop'), device('3', 'QiluJet', 'Offline')]} />
          </IntlProvider>
        </ApolloProvider>
      </ChakraProvider>,
    );
  });
}

describe("the customer detail's machines", () => {
  it('name each status in the user\'s language, as the kanbans do', async () => {
    await show('zh-CN');
    expect(screen.getByTestId('customer-machines').textContent).toContain('QiluLaser1: 运行');
    expect(screen.getByTestId('customer-machines').textContent).toContain('QiluLaser2: 急停');
    expect(screen.getByTestId('customer-machines').textContent).toContain('QiluJet: 离线');
  });

  it('say "Emergency stop" in English, not the stored word', async () => {
    await show('en');
    expect(screen.getByTestId('customer-machines').textContent).toContain('QiluLaser2: Emergency stop');
  });
});
