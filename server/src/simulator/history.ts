import type { DeviceStatus } from '../modules/devices/device-status';
import { type MachineModel } from './model';

/** What the server would have stored of a machine over a stretch of time. */
export type MachineHistory = {
  statuses: { at: number; status: DeviceStatus }[];
  alarms: { at: number; text: string }[];
  pieces: { at: number; count: number }[];
};

/** Seconds between two steps of the model when writing history: below the shortest state (5 s is the floor, Estop averages 90 s). */
export const HISTORY_STEP_SECONDS = 10;

/**
 * Runs a machine from `from` to `to` (ms) as the live simulator would, keeping what the
 * ingest stores: status changes, alarms and piece counts, at the times they happened.
 * The model's `advance` stores exactly what its `step` would, so history and live data
 * come from the same machine. The history ends Offline at `to`: nothing is known after
 * it until the machine (or the simulator) reports again.
 */
export function machineHistory(model: MachineModel, from: number, to: number, stepSeconds = HISTORY_STEP_SECONDS): MachineHistory {
  const history: MachineHistory = { statuses: [], alarms: [], pieces: [] };
  if (to <= from) return history;
  const record = (at: number, emissions: ReturnType<MachineModel['advance']>) => {
    for (const e of emissions) {
      if (e.kind !== 'parameter') continue;
      if (e.key === 'WHstatus_ExecState') history.statuses.push({ at, status: e.value as DeviceStatus });
      else if (e.key === 'Alarm') history.alarms.push({ at, text: String(e.value) });
      else if (e.key === 'WHstatus_PieceCount') history.pieces.push({ at, count: Number(e.value) });
    }
  };
  record(from, model.snapshot(from));
  const stepMs = stepSeconds * 1000;
  for (let at = from + stepMs; at < to; at += stepMs) record(at, model.advance(at, stepSeconds));
  if (model.status !== 'Offline') history.statuses.push({ at: to, status: 'Offline' });
  return history;
}
