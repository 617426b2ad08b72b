import { useApolloClient } from '@apollo/client/react';
import { API } from '@contract/apis';
import type { DashboardComponent } from '@contract/dashboards';
import { useEffect, useMemo, useState } from 'react';
import { graphql } from '../../../gql';
import { useReportError } from '../../../shared/api/errorDisplay';
import { useLiveSubscription } from '../../../shared/api/useLiveSubscription';
import { usePermission } from '../../../shared/permissions/usePermission';
import { collectBoundUuids, collectEfficiencyUuids, type DeviceLive, EMPTY_LIVE, foldBatch, foldEfficiency, foldStatus, keepDevices, type LiveState } from './liveData';

/**
 * Live values of every device bound on an open dashboard, keyed by device uuid. One
 * `deviceParameterBatches` subscription and one status subscription per dashboard for all bound
 * devices together (never one per component); the day timeline and status split (TimelineBar,
 * StatePieChart) come from one efficiency feed per device that such a component shows.
 */
export type DeviceLiveData = DeviceLive;

export type DashboardLiveData = LiveState;

export const NO_LIVE_DATA: DashboardLiveData = EMPTY_LIVE;

/** Every value of every bound device, in batches of at most two a second (a dashboard is watched, not measured). */
export const DashboardParameterBatchesSubscription = graphql(`
  subscription DashboardParameterBatches($uuids: [String!]!) {
    deviceParameterBatches(uuids: $uuids, intervalMs: 500) {
      values {
        uuid
        key
        value
        timeStamp
      }
    }
  }
`);

/** Starts with the current status of each device; the device goes into Apollo's cache by id as on the kanbans. */
export const DashboardDeviceStatusesSubscription = graphql(`
  subscription DashboardDeviceStatuses($uuids: [String!]!) {
    deviceStatusChanged(uuids: $uuids) {
      uuid
      status
      device {
        id
        devalias
        status
        statusAt
      }
    }
  }
`);

export const DashboardDeviceEfficiencySubscription = graphql(`
  subscription DashboardDeviceEfficiency($uuid: String!) {
    deviceEfficiency(uuid: $uuid) {
      uuid
      efficiency {
        timeStamp
        items {
          status
          time
        }
      }
      timeline {
        status
        value {
          timeStamp
          status
        }
      }
    }
  }
`);

/** The same list of uuids keeps the same array (the subscriptions' variables stay equal). */
function useStableList(list: string[]): string[] {
  const key = list.join('\n');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => list, [key]);
}

export function useDashboardLiveData(components: DashboardComponent[], { enabled }: { enabled: boolean }): DashboardLiveData {
  const uuids = useStableList(useMemo(() => collectBoundUuids(components), [components]));
  const efficiencyUuids = useStableList(useMemo(() => collectEfficiencyUuids(components), [components]));
  const [state, setState] = useState<LiveState>(EMPTY_LIVE);
  const skip = !enabled || uuids.length === 0;

  // A device unbound in the designer is forgotten.
  useEffect(() => setState((s) => keepDevices(s, uuids)), [uuids]);

  useLiveSubscription(DashboardParameterBatchesSubscription, {
    variables: { uuids },
    skip,
    onData: ({ data }) => {
      const values = data.data?.deviceParameterBatches.values;
      if (values?.length) setState((s) => foldBatch(s, values));
    },
  });
  useLiveSubscription(DashboardDeviceStatusesSubscription, {
    variables: { uuids },
    skip,
    onData: ({ data }) => {
      const change = data.data?.deviceStatusChanged;
      if (change) setState((s) => foldStatus(s, { uuid: change.uuid, status: change.status, name: change.device.devalias }));
    },
  });

  // The timeline and status split need /device/efficiency; without it those components say so.
  const mayReadEfficiency = usePermission(API.deviceEfficiency);
  const client = useApolloClient();
  const report = useReportError();
  useEffect(() => {
    if (!enabled || !mayReadEfficiency || efficiencyUuids.length === 0) return;
    const subscriptions = efficiencyUuids.map((uuid) =>
      client
        .subscribe({ query: DashboardDeviceEfficiencySubscription, variables: { uuid }, context: { queryDeduplication: false } })
        .subscribe({
          next: ({ data, error }) => {
            if (error) return report(error);
            const e = data?.deviceEfficiency;
            if (e) setState((s) => foldEfficiency(s, uuid, { timeline: e.timeline.value, items: e.efficiency.items }));
          },
          error: (error: unknown) => report(error),
        }),
    );
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [client, report, enabled, mayReadEfficiency, efficiencyUuids]);

  return enabled ? state : NO_LIVE_DATA;
}
