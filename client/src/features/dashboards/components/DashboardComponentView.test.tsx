import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { ApolloProvider } from '@apollo/client/react';
import { act, render, screen } from '@testing-library/react';
import { COMPONENT_CATALOGUE } from '@contract/dashboard-components';
import { COMPONENT_TYPES, DECORATION_TYPES, type DashboardComponent } from '@contract/dashboards';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { ScriptedLink } from '../../../../jest/scriptedLink';
import { createApolloClient } from '../../../app/apolloClient';
import { messagesFor } from '../../../shared/i18n/catalogue';
import { STATUS_COLORS } from '../../../shared/kanban/deviceStatus';
import { createSessionStore, sessionStore } from '../../../shared/session/sessionStore';
import { EMPTY_LIVE, foldBatch, foldStatus } from '../live/liveData';
import { dashboardMessages } from '../messages';
import { DashboardComponentView } from './DashboardComponentView';
import { DECORATIONS } from './Decorations';

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

function make(type: (typeof COMPONENT_TYPES)[number], propValue?: unknown, size?: { width: number; height: number }): DashboardComponent {
  const t = COMPONENT_CATALOGUE[type];
  return {
    id: `${type}-1`,
    component: type,
    label: t.label.en,
    group: t.group,
    propValue: structuredClone(propValue ?? t.propValue),
    style: { left: 0, top: 0, ...t.style, ...(size ?? {}) } as DashboardComponent['style'],
    animations: [],
    events: {},
    isLock: false,
  };
}

function wrap(children: ReactNode) {
  const client = createApolloClient(createSessionStore({ isInitialised: true, user: null }), new ScriptedLink({}));
  return (
    <ChakraProvider value={defaultSystem}>
      <ApolloProvider client={client}>
        <IntlProvider locale="en" messages={messagesFor('en', { dashboards: dashboardMessages })}>
          {children}
        </IntlProvider>
      </ApolloProvider>
    </ChakraProvider>
  );
}

beforeEach(() => act(() => sessionStore.signIn({ id: '1', username: 'Root', account: 'root', roles: ['super_admin'], language: null, avatarUrl: null })));
afterEach(() => act(() => sessionStore.signOut()));

describe('decorations', () => {
  it.each([...DECORATION_TYPES])('%s draws a finite SVG at any size and redraws when resized', (type) => {
    for (const size of [
      { width: 1, height: 1 },
      { width: 40, height: 5 },
      { width: 300, height: 50 },
      { width: 3000, height: 900 },
    ]) {
      const { container, unmount, rerender } = render(wrap(<DashboardComponentView component={make(type, undefined, size)} live={EMPTY_LIVE} theme="dark" />));
      const svg = container.querySelector(`svg[data-decoration="${type}"]`) as SVGElement;
      expect(svg).toBeTruthy();
      expect(svg.getAttribute('viewBox')).toBe(`0 0 ${size.width} ${size.height}`);
      expect(container.innerHTML).not.toMatch(/NaN|Infinity/);
      rerender(wrap(<DashboardComponentView component={make(type, undefined, { width: size.width * 2, height: size.height + 10 })} live={EMPTY_LIVE} theme="dark" />));
      expect(container.querySelector('svg')?.getAttribute('viewBox')).toBe(`0 0 ${size.width * 2} ${size.height + 10}`);
      unmount();
    }
  });

  it.each([...DECORATION_TYPES])('%s keeps a small document however large it is drawn', (type) => {
    // A decoration stretched across a wall screen stays a handful of elements: a grid repeats a tile, not a cell each.
    const { container, unmount } = render(wrap(<DashboardComponentView component={make(type, undefined, { width: 3840, height: 2160 })} live={EMPTY_LIVE} theme="dark" />));
    const svg = container.querySelector(`svg[data-decoration="${type}"]`) as SVGElement;
    expect(svg.querySelectorAll('*').length).toBeLessThan(100);
    unmount();
  });

  it('has a drawing for every decoration type', () => {
    expect(Object.keys(DECORATIONS).sort()).toEqual([...DECORATION_TYPES].sort());
  });
});

describe('DashboardComponentView', () => {
  it.each([...COMPONENT_TYPES])('%s renders its catalogue default', (type) => {
    const { container } = render(wrap(<DashboardComponentView component={make(type)} live={EMPTY_LIVE} theme="light" />));
    expect(container.querySelector(`[data-component-type="${type}"]`)).toBeTruthy();
    expect(container.innerHTML).not.toMatch(/NaN/);
  });

  it('asks an unbound live component for a device', () => {
    render(wrap(<DashboardComponentView component={make('ParamBlock')} live={EMPTY_LIVE} theme="dark" />));
    expect(screen.getByTestId('dashboard-placeholder').textContent).toBe('No device bound');
  });

  it("colours an AndonCard with its device's status as the kanbans do", () => {
    const andon = make('AndonCard', { uuid: 'dev-1' });
    const running = foldStatus(EMPTY_LIVE, { uuid: 'dev-1', status: 'Running', name: 'Laser 1' });
    const { rerender } = render(wrap(<DashboardComponentView component={andon} live={running} theme="dark" />));
    const card = () => screen.getByTestId('dashboard-andon');
    expect(card().dataset.status).toBe('Running');
    expect(card().style.background).toBe(rgb(STATUS_COLORS.Running));
    expect(card().textContent).toBe('Laser 1Running');
    rerender(wrap(<DashboardComponentView component={andon} live={foldStatus(running, { uuid: 'dev-1', status: 'Estop' })} theme="dark" />));
    expect(card().dataset.status).toBe('Estop');
    expect(card().style.background).toBe(rgb(STATUS_COLORS.Estop));
  });

  it('shows a parameter value, -- while Offline, and bars for its history', () => {
    let live = foldStatus(EMPTY_LIVE, { uuid: 'd', status: 'Running' });
    live = foldBatch(
      live,
      [1, 2, 3].map((v, i) => ({ uuid: 'd', key: 'XPosition', value: v + 0.25, timeStamp: new Date(1000 * i).toISOString() })),
    );
    const { rerender } = render(wrap(<DashboardComponentView component={make('ParamBlock', { uuid: 'd', param: 'XPosition' })} live={live} theme="dark" />));
    expect(screen.getByTestId('dashboard-param').dataset.value).toBe('3.3');
    rerender(wrap(<DashboardComponentView component={make('ParamBlock', { uuid: 'd', param: 'XPosition' })} live={foldStatus(live, { uuid: 'd', status: 'Offline' })} theme="dark" />));
    expect(screen.getByTestId('dashboard-param').dataset.value).toBe('--');
    rerender(wrap(<DashboardComponentView component={make('BarChart', { uuid: 'd', param: 'XPosition', SingleCustomBarColor: '#ff0000', datalength: 2 })} live={live} theme="dark" />));
    expect(screen.getByTestId('dashboard-bars').dataset.points).toBe('2');
  });

  it('draws group children at their percentage boxes', () => {
    const child = { ...make('VText', 'inside'), groupStyle: { left: 10, top: 20, width: 50, height: 40 } };
    const group = { ...make('Group', [child]), style: { left: 0, top: 0, width: 400, height: 200, rotate: 0, opacity: 1 } };
    const { container } = render(wrap(<DashboardComponentView component={group} live={EMPTY_LIVE} theme="dark" />));
    const box = container.querySelector('[data-component-id="VText-1"]') as HTMLElement;
    expect([box.style.left, box.style.top, box.style.width, box.style.height]).toEqual(['10%', '20%', '50%', '40%']);
    expect(box.textContent).toBe('inside');
  });
});
