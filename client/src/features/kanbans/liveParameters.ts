import { pushNewest } from '../../shared/kanban/liveValues';

export type ParameterReading = { key: string; value: unknown; timeStamp: string };
export type ParameterMap = Record<string, { value: unknown; timeStamp: string }>;
export type RunLogEntry = ParameterReading;
export type LiveParameters = { values: ParameterMap; log: RunLogEntry[] };

/** Events that go into the run log (status, program and log messages), not the 1 Hz values. */
const LOG_KEYS = new Set(['WHstatus_ExecState', 'WHstatus_ProgramName', 'Alarm', 'Info', 'Warning', 'Error']);

/**
 * Applies a batch of readings, oldest first: each becomes the latest value of its key,
 * and status, program and log messages go to the run log (10 newest, newest first).
 * The same reading delivered twice (a replay) is logged once; two messages in one
 * millisecond are two events. Returns `state` itself when the batch is empty.
 */
export function applyReadings(state: LiveParameters, readings: readonly ParameterReading[]): LiveParameters {
  if (readings.length === 0) return state;
  const values = { ...state.values };
  let log = state.log;
  for (const r of readings) {
    const before = values[r.key];
    const changed = !before || before.timeStamp !== r.timeStamp || JSON.stringify(before.value) !== JSON.stringify(r.value);
    if (LOG_KEYS.has(r.key) && changed) log = pushNewest(log, { key: r.key, value: r.value, timeStamp: r.timeStamp });
    values[r.key] = { value: r.value, timeStamp: r.timeStamp };
  }
  return { values, log };
}
