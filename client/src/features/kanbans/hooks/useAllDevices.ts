import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { graphql } from '../../../gql';

export const AllDevicesPageQuery = graphql(`
  query AllDevicesPage($page: Int!) {
    devices(page: $page, pageSize: 50) {
      total
      items {
        id
        uuid
        devalias
        tenantId
        status
      }
    }
  }
`);

export type DeviceStatusRow = { uuid: string; devalias: string; tenantId: string; status: string };

/** Every device in the caller's scope, page by page (the server pages by at most 50). */
export function useAllDevices(): { devices: DeviceStatusRow[]; loading: boolean; error: unknown } {
  const client = useApolloClient();
  const [state, setState] = useState<{ devices: DeviceStatusRow[]; loading: boolean; error: unknown }>({ devices: [], loading: true, error: null });
  useEffect(() => {
    let cancelled = false;
    (async () => {
      const all: DeviceStatusRow[] = [];
      for (let page = 1; ; page += 1) {
        const { data } = await client.query({ query: AllDevicesPageQuery, variables: { page } });
        if (!data) break;
        all.push(...data.devices.items);
        if (all.length >= data.devices.total || data.devices.items.length === 0) break;
      }
      if (!cancelled) setState({ devices: all, loading: false, error: null });
    })().catch((error: unknown) => {
      if (!cancelled) setState({ devices: [], loading: false, error });
    });
    return () => {
      cancelled = true;
    };
  }, [client]);
  return state;
}
