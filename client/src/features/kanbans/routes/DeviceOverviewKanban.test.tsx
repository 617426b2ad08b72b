import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { ApolloProvider } from '@apollo/client/react';
import { act, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { ScriptedLink } from '../../../../jest/scriptedLink';
import { createApolloClient } from '../../../app/apolloClient';
import { messagesFor } from '../../../shared/i18n/catalogue';
import { STATUS_COLORS } from '../../../shared/kanban/deviceStatus';
import { createSessionStore } from '../../../shared/session/sessionStore';
import { kanbanMessages } from '../messages';
import { DeviceOverviewKanban, OVERVIEW_REFETCH_WAIT_MS } from './DeviceOverviewKanban';

const TREE = {
  tenantTree: [{ __typename: 'TenantNode', id: 't1', name: 'Jinan Photon Machinery', oemCode: 'JNPM', level: 'company', subTenants: [] }],
};
const device = (id: string, uuid: string, status: string) => ({
  __typename: 'Device',
  id,
  uuid,
  devalias: `Machine ${id}`,
  status,
  product: { __typename: 'Product', id: `p${id}` },
  coverPicture: [],
});
const DEVICES = {
  devices: { __typename: 'DevicePage', total: 2, page: 1, items: [device('7', 'dev-laser-7', 'Running'), device('8', 'dev-jet-8', 'Idle')] },
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
/** jsdom reports colours as rgb(); the palette holds hex. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

const COUNTS = { tenantDeviceCounts: [{ __typename: 'TenantDeviceTotal', tenantId: 't1', total: 2 }] };

async function renderOverview(answers: Record<string, Record<string, unknown>> = { TenantTree: TREE, TenantDeviceCounts: COUNTS, OverviewDevices: DEVICES }) {
  const link = new ScriptedLink(answers);
  // The app's own client (cache, data masking) over a scripted transport.
  const client = createApolloClient(createSessionStore({ isInitialised: true, user: null }), link);
  await act(async () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <ApolloProvider client={client}>
          <IntlProvider locale="en" messages={messagesFor('en', { kanbans: kanbanMessages })}>
            <MemoryRouter initialEntries={['/deviceoverviewkanban']}>
              <DeviceOverviewKanban />
            </MemoryRouter>
          </IntlProvider>
        </ApolloProvider>
      </ChakraProvider>,
    );
    await settle();
  });
  return { link, client };
}

const card = (uuid: string) => screen.getAllByTestId('device-card').find((c) => c.getAttribute('data-uuid') === uuid) as HTMLElement;

describe('DeviceOverviewKanban', () => {
  it('recolours a card when deviceStatusChanged brings the stored device, through the cache alone', async () => {
    const { link } = await renderOverview();
    expect(card('dev-laser-7').getAttribute('data-status')).toBe('Running');
    expect(card('dev-jet-8').getAttribute('data-status')).toBe('Idle');
    // One status subscription for the cards shown.
    expect(link.subscribers('DeviceStatusChanged')).toBe(1);
    expect(link.requests.find((r) => r.operationName === 'DeviceStatusChanged')?.variables).toEqual({ uuids: ['dev-laser-7', 'dev-jet-8'] });

    await act(async () => {
      link.push('DeviceStatusChanged', {
        deviceStatusChanged: { __typename: 'DeviceStatusChange', device: { __typename: 'Device', id: '7', status: 'Estop', statusAt: '2026-03-02T08:00:00.000Z' } },
      });
      await settle();
    });

    const changed = card('dev-laser-7');
    expect(changed.getAttribute('data-status')).toBe('Estop');
    expect(within(changed).getByTestId('status-text').textContent).toBe('Emergency stop');
    expect(within(changed).getByTestId('status-dot').style.background).toBe(rgb(STATUS_COLORS.Estop));
    expect(changed.style.borderColor).toBe(rgb(STATUS_COLORS.Estop));
    // The other card keeps its status.
    expect(card('dev-jet-8').getAttribute('data-status')).toBe('Idle');
  });

  it('shows the tenant with its device count and one card per device', async () => {
    await renderOverview();
    expect(screen.getByTestId('overview-title').textContent).toBe('Jinan Photon Machinery (2 devices)');
    expect(screen.getAllByTestId('device-card')).toHaveLength(2);
  });

  it("starts at the root with the most devices (super_admin's first root, the platform, has none)", async () => {
    const tree = {
      tenantTree: [
        { __typename: 'TenantNode', id: 't0', name: 'Cloud Operations', oemCode: 'PLATFORM', level: 'company', subTenants: [] },
        { __typename: 'TenantNode', id: 't1', name: 'Jinan Photon Machinery', oemCode: 'JNPM', level: 'company', subTenants: [] },
      ],
    };
    const { link } = await renderOverview({ TenantTree: tree, TenantDeviceCounts: COUNTS, OverviewDevices: DEVICES });
    expect(screen.getByTestId('overview-title').textContent).toBe('Jinan Photon Machinery (2 devices)');
    // The empty root was never asked for.
    expect(link.requests.filter((r) => r.operationName === 'OverviewDevices').map((r) => r.variables.tenantId)).toEqual(['t1']);
  });

  describe('on a wall that runs for days', () => {
    afterEach(() => jest.useRealTimers());
    const wait = async (ms: number) => {
      await act(async () => {
        await jest.advanceTimersByTimeAsync(ms);
      });
    };
    const reads = (link: ScriptedLink) => link.requests.filter((r) => r.operationName === 'OverviewDevices').length;

    it(`shows a machine added after it loaded, ${OVERVIEW_REFETCH_WAIT_MS / 1000} s after the device table changes, reading once for a burst of changes`, async () => {
      const { link } = await renderOverview();
      // Loaded with real timers; the wait for the read is the test's to turn.
      jest.useFakeTimers();
      expect(screen.getAllByTestId('device-card')).toHaveLength(2);
      expect(link.subscribers('TableVersionChanged')).toBe(1);
      expect(reads(link)).toBe(1);

      // A third machine is registered; its first statuses change the device table again and again.
      link.answer('OverviewDevices', { devices: { ...DEVICES.devices, total: 3, items: [...DEVICES.devices.items, device('9', 'dev-new-9', 'Idle')] } });
      link.answer('TenantDeviceCounts', { tenantDeviceCounts: [{ ...COUNTS.tenantDeviceCounts[0], total: 3 }] });
      for (const version of [1, 2, 3]) {
        await act(async () => link.push('TableVersionChanged', { tableVersionChanged: { __typename: 'TableVersion', table: 'device', version } }));
        await wait(1000);
      }
      await wait(OVERVIEW_REFETCH_WAIT_MS - 3000 - 1);
      expect(reads(link)).toBe(1);
      await wait(1);
      await wait(50);
      expect(reads(link)).toBe(2);
      expect(screen.getAllByTestId('device-card')).toHaveLength(3);
      expect(screen.getByTestId('overview-title').textContent).toBe('Jinan Photon Machinery (3 devices)');
    });
  });
});
