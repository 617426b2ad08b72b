import { useSubscription } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../gql';
import { type LiveStatus, liveStatus } from '../../../shared/kanban/deviceStatus';

export const DeviceStatusChangedSubscription = graphql(`
  subscription DeviceStatusChanged($uuids: [String!]!) {
    deviceStatusChanged(uuids: $uuids) {
      uuid
      status
      at
    }
  }
`);

/** Live status by uuid for these devices; starts with the current status of each. */
export function useLiveStatuses(uuids: readonly string[]): Record<string, LiveStatus> {
  const [statuses, setStatuses] = useState<Record<string, LiveStatus>>({});
  useSubscription(DeviceStatusChangedSubscription, {
    variables: { uuids: [...uuids] },
    skip: uuids.length === 0,
    onData: ({ data }) => {
      const change = data.data?.deviceStatusChanged;
      if (change) setStatuses((prev) => ({ ...prev, [change.uuid]: liveStatus(change.status) }));
    },
  });
  return statuses;
}
