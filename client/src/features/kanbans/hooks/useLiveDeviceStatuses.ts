import { useLiveSubscription } from '../../../shared/api/useLiveSubscription';
import { graphql } from '../../../gql';

/**
 * Each change carries the device as stored after it. Apollo normalises it by `Device:id`, so
 * every query and fragment holding the device (cards, the detail kanban) shows the new status
 * from the cache: nothing merges statuses by hand.
 */
export const DeviceStatusChangedSubscription = graphql(`
  subscription DeviceStatusChanged($uuids: [String!]!) {
    deviceStatusChanged(uuids: $uuids) {
      device {
        id
        status
        statusAt
      }
    }
  }
`);

/** Keeps the status of these devices live in Apollo's cache; the caller does not re-render on a change, the views reading the status do. */
export function useLiveDeviceStatuses(uuids: readonly string[]): void {
  useLiveSubscription(DeviceStatusChangedSubscription, { variables: { uuids: [...uuids] }, skip: uuids.length === 0, ignoreResults: true });
}
