import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { COMPONENT_CATALOGUE } from '@contract/dashboard-components';
import { COMPONENT_TYPES, type DashboardComponent } from '@contract/dashboards';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { ScriptedLink } from '../../../../jest/scriptedLink';
import { createApolloClient } from '../../../app/apolloClient';
import { APP_MESSAGES } from '../../../app/catalogue';
import { messagesFor } from '../../../shared/i18n/catalogue';
import { sessionStore } from '../../../shared/session/sessionStore';
import { ComponentDataPanel, ComponentPropertyPanel, hasDataPanel } from './ComponentPanels';

jest.setTimeout(30_000);
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

const make = (type: (typeof COMPONENT_TYPES)[number], propValue?: unknown): DashboardComponent => {
  const t = COMPONENT_CATALOGUE[type];
  return { id: 'c1', component: type, label: t.label.en, group: t.group, propValue: structuredClone(propValue ?? t.propValue), style: { left: 0, top: 0, ...t.style } as DashboardComponent['style'], animations: [], events: {}, isLock: false };
};

const missing: string[] = [];
function wrap(children: ReactNode, link = new ScriptedLink({})) {
  return (
    <ChakraProvider value={defaultSystem}>
      <ApolloProvider client={createApolloClient(sessionStore, link)}>
        <IntlProvider locale="en" messages={messagesFor('en', APP_MESSAGES)} onError={(e) => missing.push(e.message)}>
          {children}
        </IntlProvider>
      </ApolloProvider>
    </ChakraProvider>
  );
}

beforeEach(() => act(() => sessionStore.signIn({ id: '1', username: 'Root', account: 'root', roles: ['super_admin'], language: null, avatarUrl: null })));
afterEach(() => act(() => sessionStore.signOut()));

describe('ComponentPropertyPanel', () => {
  it('draws a labelled control for every property of every type (no message missing)', () => {
    missing.length = 0;
    for (const type of COMPONENT_TYPES) {
      const { unmount } = render(wrap(<ComponentPropertyPanel component={make(type)} onChange={() => undefined} />));
      unmount();
    }
    expect(missing).toEqual([]);
  });

  it('reports text, style and property changes as patches', () => {
    const changes: unknown[] = [];
    const { rerender } = render(wrap(<ComponentPropertyPanel component={make('VText')} onChange={(c) => changes.push(c)} />));
    fireEvent.change(screen.getByTestId('prop-text'), { target: { value: 'Hall 3' } });
    fireEvent.change(screen.getByTestId('style-fontSize'), { target: { value: '24' } });
    rerender(wrap(<ComponentPropertyPanel component={make('TimelineBar')} onChange={(c) => changes.push(c)} />));
    fireEvent.change(screen.getByTestId('prop-time_precision'), { target: { value: 'hour' } });
    expect(changes).toEqual([{ propValue: 'Hall 3' }, { style: { fontSize: 24 } }, { propValue: { uuid: '', time_split: 4, time_precision: 'hour' } }]);
  });
});

describe('ComponentDataPanel', () => {
  it('exists for the proprietary types only', () => {
    expect(COMPONENT_TYPES.filter((t) => hasDataPanel(make(t)))).toEqual(['AndonCard', 'ProgressBar', 'DashBoard', 'AlarmTable', 'BarChart', 'LineChart', 'LineBarChart', 'StatePieChart', 'TimelineBar', 'ParamBlock']);
  });

  it("binds a device from the caller's devices and then a parameter it published", async () => {
    const link = new ScriptedLink({
      DashboardDevicePicker: { devices: { __typename: 'DevicePage', total: 1, items: [{ __typename: 'Device', id: '7', uuid: 'dev-7', devalias: 'Laser 7', status: 'Running' }] } },
      DashboardDeviceParameters: { deviceParameterValues: [{ __typename: 'ParameterValue', uuid: 'dev-7', key: 'LaserPower' }] },
    });
    const changes: unknown[] = [];
    const { rerender } = render(wrap(<ComponentDataPanel component={make('ParamBlock')} onChange={(c) => changes.push(c)} />, link));
    await act(settle);
    fireEvent.click(screen.getByTestId('data-device'));
    expect(changes).toEqual([{ propValue: { uuid: 'dev-7', param: '' } }]);
    rerender(wrap(<ComponentDataPanel component={make('ParamBlock', { uuid: 'dev-7', param: '' })} onChange={(c) => changes.push(c)} />, link));
    await act(settle);
    expect(screen.getByTestId('data-bound').textContent).toBe('Bound: Laser 7');
    fireEvent.change(screen.getByTestId('data-param'), { target: { value: 'LaserPower' } });
    expect(changes[1]).toEqual({ propValue: { uuid: 'dev-7', param: 'LaserPower' } });
    await act(async () => {
      fireEvent.change(screen.getByTestId('data-device-search'), { target: { value: 'Laser' } });
      await settle();
    });
    expect(link.requests.filter((r) => r.operationName === 'DashboardDevicePicker').at(-1)?.variables).toEqual({ search: 'Laser' });
  });
});
