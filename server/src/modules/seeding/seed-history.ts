import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import type { Logger } from '../../core/logger';
import type { DemoMachine } from '../../simulator/demo-machine';
import { machineHistory } from '../../simulator/history';
import { MachineModel, seededRandom } from '../../simulator/model';
import { localHourIn, seedOf, workingHours } from '../../simulator/shifts';
import type { Device } from '../devices/device.entity';
import { Alarm, PieceCount, StatusChange } from '../telemetry/telemetry.entities';

/** How much history the demo gets: days back from `now` (never before a device's registration), in the shop's zone. */
export type HistoryOptions = { days: number; timeZone: string; now?: number };

export type HistoryCounts = { devices: number; statuses: number; alarms: number; pieces: number };

/** Rows per insert statement, as the ingest writes them. */
const CHUNK = 400;

async function insertChunks<T extends object>(em: SqlEntityManager, entity: typeof StatusChange | typeof Alarm | typeof PieceCount, rows: T[]) {
  for (let i = 0; i < rows.length; i += CHUNK) await em.createQueryBuilder(entity as typeof StatusChange).insert(rows.slice(i, i + CHUNK) as never).execute();
}

/**
 * The demo's past: each device runs as the simulator's own machine (`MachineModel` through
 * `machineHistory`, seeded by its uuid) from the later of its registration and `days` ago
 * until `now`, and what the ingest would have stored is inserted in multi-row statements:
 * status changes, alarms and piece counts. Runs inside the seeding transaction, on devices
 * already flushed; each device ends Offline at `now` until it reports again.
 */
export async function seedHistory(em: EntityManager, logger: Logger, devices: readonly { device: Device; machine: DemoMachine }[], options: HistoryOptions): Promise<HistoryCounts> {
  const counts: HistoryCounts = { devices: 0, statuses: 0, alarms: 0, pieces: 0 };
  if (options.days <= 0) return counts;
  const now = options.now ?? Date.now();
  const earliest = now - options.days * 86_400_000;
  const localHour = localHourIn(options.timeZone);
  const sql = em as SqlEntityManager;
  for (const { device, machine } of devices) {
    const from = Math.max(earliest, device.createdAt.getTime());
    if (from >= now) continue;
    const model = new MachineModel({
      industry: machine.industry,
      random: seededRandom(seedOf(device.uuid)),
      localHour,
      working: workingHours(machine.shift, localHour),
      cycleSeconds: machine.cycleSeconds,
    });
    const history = machineHistory(model, from, now);
    await insertChunks(sql, StatusChange, history.statuses.map((s) => ({ device: device.id, status: s.status, at: new Date(s.at) })));
    await insertChunks(sql, Alarm, history.alarms.map((a) => ({ device: device.id, text: a.text, at: new Date(a.at) })));
    await insertChunks(sql, PieceCount, history.pieces.map((p) => ({ device: device.id, count: p.count, at: new Date(p.at) })));
    const last = history.statuses[history.statuses.length - 1];
    if (last) {
      device.status = last.status;
      device.statusAt = new Date(last.at);
      device.lastSeenAt = new Date(last.at);
    }
    counts.devices += 1;
    counts.statuses += history.statuses.length;
    counts.alarms += history.alarms.length;
    counts.pieces += history.pieces.length;
    logger.info(
      { uuid: device.uuid, statuses: history.statuses.length, alarms: history.alarms.length, pieces: history.pieces.length },
      `seeding demo history: ${device.uuid} (${counts.devices}/${devices.length})`,
    );
  }
  return counts;
}
