import { useSubscription } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { graphql } from '../../../gql';
import { pushNewest } from '../../../shared/kanban/liveValues';

export const DeviceParametersSubscription = graphql(`
  subscription DeviceParameters($uuid: String!) {
    deviceParameters(uuid: $uuid) {
      key
      value
      timeStamp
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

export type ParameterMap = Record<string, { value: unknown; timeStamp: string }>;
export type RunLogEntry = { key: string; value: unknown; timeStamp: string };

/** Events that go into the run log (status, program and log messages), not the 1 Hz values. */
const LOG_KEYS = new Set(['WHstatus_ExecState', 'WHstatus_ProgramName', 'Alarm', 'Info', 'Warning', 'Error']);

/**
 * Latest value of each parameter of a device (the subscription starts with the latest known
 * ones) and a run log of the 10 newest events, newest first.
 */
export function useDeviceParameters(uuid: string): { values: ParameterMap; log: RunLogEntry[] } {
  const [state, setState] = useState<{ values: ParameterMap; log: RunLogEntry[] }>({ values: {}, log: [] });
  useEffect(() => setState({ values: {}, log: [] }), [uuid]);
  useSubscription(DeviceParametersSubscription, {
    variables: { uuid },
    onData: ({ data }) => {
      const p = data.data?.deviceParameters;
      if (!p) return;
      setState((prev) => {
        const before = prev.values[p.key];
        // The same reading delivered twice (a replay) is logged once; two messages in one ms are two events.
        const changed = !before || before.timeStamp !== p.timeStamp || JSON.stringify(before.value) !== JSON.stringify(p.value);
        const log = LOG_KEYS.has(p.key) && changed ? pushNewest(prev.log, { key: p.key, value: p.value, timeStamp: p.timeStamp }) : prev.log;
        return { values: { ...prev.values, [p.key]: { value: p.value, timeStamp: p.timeStamp } }, log };
      });
    },
  });
  return state;
}

/** Progress of the running program in percent, or null before any value. */
export function useProcessRate(uuid: string): number | null {
  const { data } = useSubscription(ProcessRateSubscription, { variables: { uuid } });
  return data?.processRate.value ?? null;
}
