import { useSubscription } from '@apollo/client/react';
import { graphql } from '../../../gql';

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

/** Today's efficiency and timeline of a device: now, and again after each status change. */
export function useDeviceEfficiency(uuid: string) {
  const { data } = useSubscription(DeviceEfficiencySubscription, { variables: { uuid } });
  return data?.deviceEfficiency ?? null;
}
