import { useLiveSubscription } from '../api/useLiveSubscription';
import { graphql } from '../../gql';

export const DeviceEfficiencySubscription = graphql(`
  subscription DeviceEfficiency($uuid: String!) {
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

/** Today's efficiency and timeline of a device: now, and again after each status change. Nothing without a uuid. */
export function useDeviceEfficiency(uuid: string | null | undefined) {
  const { data } = useLiveSubscription(DeviceEfficiencySubscription, { variables: { uuid: uuid ?? '' }, skip: !uuid });
  return data?.deviceEfficiency ?? null;
}
