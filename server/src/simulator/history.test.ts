import { machineHistory } from './history';
import { MachineModel, seededRandom } from './model';

const hourIn = (ms: number) => Math.floor((ms / 3600_000 + 8) % 24);
const model = (seed: number) => new MachineModel({ industry: 'laser', random: seededRandom(seed), localHour: hourIn, working: (ms) => hourIn(ms) >= 6 && hourIn(ms) < 22 });

describe('machineHistory', () => {
  const from = Date.parse('2026-01-01T00:00:00+08:00');
  const to = from + 14 * 86400_000 + 5 * 3600_000 + 1234;
  const history = machineHistory(model(3), from, to);

  it('keeps what the ingest stores, in time order, from the start to the end', () => {
    const times = history.statuses.map((s) => s.at);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(history.statuses[0].at).toBe(from);
    // Each entry is a change: never the same status twice in a row.
    expect(history.statuses.filter((s, i) => i > 0 && history.statuses[i - 1].status === s.status)).toEqual([]);
    // Every emergency stop comes with its alarm at the same time.
    expect(history.alarms.map((a) => a.at)).toEqual(history.statuses.filter((s) => s.status === 'Estop').map((s) => s.at));
    const counts = history.pieces.map((p) => p.count);
    expect(counts.slice(1).every((c, i) => c === counts[i] + 1)).toBe(true);
    // The counter is reported from the first piece on (the machine starts the night switched off).
    expect(history.pieces[0].at).toBeGreaterThan(from);
  });

  it('ends Offline: nothing is known after the end', () => {
    // Ending at night, the machine is already off.
    expect(history.statuses[history.statuses.length - 1]).toMatchObject({ status: 'Offline' });
    expect(history.statuses.every((s) => s.at <= to)).toBe(true);
    // Ending in the middle of a shift, it is recorded Offline at the end.
    const noon = from + 12 * 3600_000;
    const midShift = machineHistory(model(3), from, noon);
    expect(midShift.statuses[midShift.statuses.length - 2].status).not.toBe('Offline');
    expect(midShift.statuses[midShift.statuses.length - 1]).toEqual({ at: noon, status: 'Offline' });
  });

  it('works shifts: Running by day, Offline at night, every day', () => {
    const runningStarts = history.statuses.filter((s) => s.status === 'Running').map((s) => hourIn(s.at));
    expect(runningStarts.every((h) => h >= 6 && h < 22)).toBe(true);
    const days = new Set(history.statuses.filter((s) => s.status === 'Running').map((s) => Math.floor((s.at - from) / 86400_000)));
    expect(days.size).toBe(14); // 14 days and a night
  });

  it('is the same for the same seed and empty for an empty stretch', () => {
    expect(machineHistory(model(3), from, to)).toEqual(history);
    expect(machineHistory(model(4), from, to)).not.toEqual(history);
    expect(machineHistory(model(3), from, from)).toEqual({ statuses: [], alarms: [], pieces: [] });
  });
});
