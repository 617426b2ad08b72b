import { ScriptedLink } from '../../jest/scriptedLink';
import { DeviceStatusChangedDocument, OverviewDevicesDocument } from '../gql/graphql';
import { createSessionStore } from '../shared/session/sessionStore';
import { createApolloClient } from './apolloClient';

const DEVICES = {
  devices: {
    __typename: 'DevicePage',
    total: 1,
    page: 1,
    items: [{ __typename: 'Device', id: '7', uuid: 'dev-7', devalias: 'Laser 7', status: 'Running', product: { __typename: 'Product', id: 'p7' }, coverPicture: [] }],
  },
};

const clientOver = (link: ScriptedLink) => createApolloClient(createSessionStore({ isInitialised: true, user: null }), link);

describe('the app client', () => {
  it('masks fragment data: a route sees only the fields its query selects itself', async () => {
    const client = clientOver(new ScriptedLink({ OverviewDevices: DEVICES }));
    const { data } = await client.query({ query: OverviewDevicesDocument, variables: { tenantId: 't1', page: 1, pageSize: 9 } });
    // The card's fields (devalias, status, coverPicture) belong to DeviceCard_device.
    expect(Object.keys(data?.devices.items[0] ?? {}).sort()).toEqual(['__typename', 'id', 'product', 'uuid']);
  });

  it('writes a status change into the device it normalised from the query', async () => {
    const link = new ScriptedLink({ OverviewDevices: DEVICES });
    const client = clientOver(link);
    await client.query({ query: OverviewDevicesDocument, variables: { tenantId: 't1', page: 1, pageSize: 9 } });
    const seen = new Promise((resolve) => client.subscribe({ query: DeviceStatusChangedDocument, variables: { uuids: ['dev-7'] } }).subscribe({ next: resolve }));
    link.push('DeviceStatusChanged', { deviceStatusChanged: { __typename: 'DeviceStatusChange', device: { __typename: 'Device', id: '7', status: 'Idle', statusAt: '2026-03-02T08:00:00.000Z' } } });
    await seen;
    expect((client.cache.extract() as Record<string, unknown>)['Device:7']).toMatchObject({ status: 'Idle', statusAt: '2026-03-02T08:00:00.000Z', devalias: 'Laser 7' });
  });
});
