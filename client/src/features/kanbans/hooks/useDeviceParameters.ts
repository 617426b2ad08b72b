import { useLiveSubscription } from '../../../shared/api/useLiveSubscription';
import { useEffect, useState } from 'react';
import { graphql } from '../../../gql';
import { type LiveParameters, applyReadings } from '../liveParameters';

/** A batch at most every 250 ms: a detail kanban re-renders four times a second, not once per published value. */
export const DeviceParametersSubscription = graphql(`
  subscription DeviceParameterBatches($uuids: [String!]!) {
    deviceParameterBatches(uuids: $uuids, intervalMs: 250) {
      values {
        key
        value
        timeStamp
      }
    }
  }
`);

export const ProcessRateSubscription = graphql(`
  subscription ProcessRate($uuid: String!) {
    processRate(uuid: $uuid) {
      value
      timeStamp
    }
  }
`);

export type { ParameterMap, RunLogEntry } from '../liveParameters';

/**
 * Latest value of each parameter of a device (the subscription starts with the latest known
 * ones) and a run log of the 10 newest events, newest first.
 */
export function useDeviceParameters(uuid: string): LiveParameters {
  const [state, setState] = useState<LiveParameters>({ values: {}, log: [] });
  useEffect(() => setState({ values: {}, log: [] }), [uuid]);
  useLiveSubscription(DeviceParametersSubscription, {
    variables: { uuids: [uuid] },
    onData: ({ data }) => {
      const values = data.data?.deviceParameterBatches.values;
      if (values?.length) setState((prev) => applyReadings(prev, values));
    },
  });
  return state;
}

/** Progress of the running program in percent, or null before any value. */
export function useProcessRate(uuid: string): number | null {
  const { data } = useLiveSubscription(ProcessRateSubscription, { variables: { uuid } });
  return data?.processRate.value ?? null;
}
