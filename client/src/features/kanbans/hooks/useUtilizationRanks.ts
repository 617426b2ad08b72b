import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { graphql } from '../../../gql';
import type { DateRange } from '../../../shared/kanban/efficiencyRange';
import { rankUtilization, type UtilizationRank } from '../utilization';

export const UtilizationStatsQuery = graphql(`
  query UtilizationStats($uuid: String!, $start: String!, $end: String!) {
    deviceEfficiencyStatistics(uuid: $uuid, start: $start, end: $end) {
      date
      Running
      Idle
      Estop
      Offline
      OEE
    }
  }
`);

/**
 * Utilization and OEE ranking of devices for a range. The server has no ranking query, so
 * this asks for each device's statistics (one request per device, in parallel).
 */
export function useUtilizationRanks(devices: readonly { uuid: string; devalias: string }[], range: DateRange): { ranks: UtilizationRank[]; loading: boolean; error: unknown } {
  const client = useApolloClient();
  const [state, setState] = useState<{ ranks: UtilizationRank[]; loading: boolean; error: unknown }>({ ranks: [], loading: true, error: null });
  useEffect(() => {
    let cancelled = false;
    setState((s) => ({ ...s, loading: true }));
    Promise.all(
      devices.map(async (d) => {
        const { data } = await client.query({ query: UtilizationStatsQuery, variables: { uuid: d.uuid, ...range } });
        return { uuid: d.uuid, name: d.devalias || d.uuid, days: data?.deviceEfficiencyStatistics ?? [] };
      }),
    ).then(
      (rows) => !cancelled && setState({ ranks: rankUtilization(rows), loading: false, error: null }),
      (error: unknown) => !cancelled && setState({ ranks: [], loading: false, error }),
    );
    return () => {
      cancelled = true;
    };
  }, [client, devices, range]);
  return state;
}
