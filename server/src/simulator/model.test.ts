import { localDateKey } from '../modules/efficiency/zone';
import { MachineModel, seededRandom, type Emission } from './model';

/** Shanghai has no daylight saving: the local hour is UTC + 8. */
const hourIn = (ms: number) => Math.floor((ms / 3600_000 + 8) % 24);

/** Runs a model over simulated days, 10 s per step. */
function simulate(industry: 'laser' | 'waterjet', days: number, seed = 7) {
  const model = new MachineModel({ industry, random: seededRandom(seed), localHour: hourIn });
  const start = Date.parse('2026-03-10T00:00:00+08:00');
  const seconds: Record<string, number> = { Running: 0, Idle: 0, Estop: 0, Offline: 0 };
  const nightSeconds: Record<string, number> = { Running: 0, Idle: 0, Estop: 0, Offline: 0 };
  const emitted: { at: number; e: Emission }[] = [];
  model.snapshot(start);
  for (let t = start; t < start + days * 86400_000; t += 10_000) {
    for (const e of model.step(t, 10)) emitted.push({ at: t, e });
    const h = hourIn(t);
    (h >= 23 || h < 5 ? nightSeconds : seconds)[model.status] += 10;
  }
  return { seconds, nightSeconds, emitted };
}

describe('MachineModel', () => {
  it('runs most of the working day, with idle gaps and occasional emergency stops with an alarm', () => {
    const { seconds, emitted } = simulate('laser', 5);
    const working = seconds.Running + seconds.Idle + seconds.Estop + seconds.Offline;
    expect(seconds.Running / working).toBeGreaterThan(0.5);
    expect(seconds.Idle).toBeGreaterThan(0);
    expect(seconds.Estop).toBeGreaterThan(0);
    expect(seconds.Estop / working).toBeLessThan(0.05);
    const statuses = emitted.filter((x) => x.e.kind === 'parameter' && x.e.key === 'WHstatus_ExecState');
    const estops = statuses.filter((x) => (x.e as { value: string }).value === 'Estop');
    const alarms = emitted.filter((x) => x.e.kind === 'parameter' && x.e.key === 'Alarm');
    expect(alarms.length).toBe(estops.length);
    expect(alarms.every((a) => typeof (a.e as { value: unknown }).value === 'string')).toBe(true);
  });

  it('is mostly Offline at night and sends nothing but its status while Offline', () => {
    const { nightSeconds, emitted } = simulate('waterjet', 4, 11);
    const night = Object.values(nightSeconds).reduce((a, b) => a + b, 0);
    expect(nightSeconds.Offline / night).toBeGreaterThan(0.7);
    const offlineDays = new Set(emitted.filter((x) => x.e.kind === 'parameter' && x.e.key === 'WHstatus_ExecState' && (x.e as { value: string }).value === 'Offline').map((x) => localDateKey(x.at, 'Asia/Shanghai')));
    expect(offlineDays.size).toBeGreaterThanOrEqual(3);
  });

  it('counts pieces upwards as programs finish and publishes industry parameters in range', () => {
    const { emitted } = simulate('waterjet', 2, 3);
    const counts = emitted.filter((x) => x.e.kind === 'parameter' && x.e.key === 'WHstatus_PieceCount').map((x) => (x.e as { value: number }).value);
    expect(counts.length).toBeGreaterThan(10);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    const pressure = emitted.filter((x) => x.e.kind === 'parameter' && x.e.key === 'BoosterWaterPressure').map((x) => (x.e as { value: number }).value);
    expect(Math.max(...pressure)).toBeLessThanOrEqual(395);
    expect(Math.max(...pressure)).toBeGreaterThan(360);
    const rates = emitted.filter((x) => x.e.kind === 'processrate').map((x) => (x.e as { value: number }).value);
    expect(Math.min(...rates)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...rates)).toBeLessThanOrEqual(100);
    const laser = simulate('laser', 1, 5).emitted.map((x) => (x.e.kind === 'parameter' ? x.e.key : ''));
    expect(laser).toEqual(expect.arrayContaining(['LaserPower', 'DutyCycle', 'FocusingLensTemp', 'CavityPressure', 'FocusPosition', 'XPosition']));
    expect(laser).not.toContain('BoosterWaterPressure');
  });
});
