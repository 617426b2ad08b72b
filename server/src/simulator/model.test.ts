import { KNOWN_PARAMETERS } from '../contract/parameters';
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

describe('MachineModel axes and drives', () => {
  /** One working day of a laser, 1 s per step as the live simulator runs, with each step's values by key. */
  function liveDay(industry: 'laser' | 'waterjet', seed = 21, hours = 4) {
    const model = new MachineModel({ industry, random: seededRandom(seed), localHour: hourIn });
    const start = Date.parse('2026-03-10T08:00:00+08:00');
    model.snapshot(start);
    const steps: { status: string; values: Record<string, number> }[] = [];
    for (let t = start + 1000; t < start + hours * 3600_000; t += 1000) {
      const values: Record<string, number> = {};
      for (const e of model.step(t, 1)) if (e.kind === 'parameter' && typeof e.value === 'number') values[e.key] = e.value;
      steps.push({ status: model.status, values });
    }
    return steps;
  }

  it('reports speed, current, voltage and torque per axis as a servo drive would, consistent with the motion', () => {
    const steps = liveDay('laser');
    const running = steps.filter((s, i) => s.status === 'Running' && steps[i - 1]?.status === 'Running' && 'XPosition' in (steps[i - 1]?.values ?? {}));
    expect(running.length).toBeGreaterThan(1000);
    // Checked over every running step, reported as the worst case (one assertion each: thousands of steps).
    const worst = { speed: 0, voltageBelowIR: 0, currentVsTorque: 0, feedbackLag: 0 };
    for (let i = 1; i < steps.length; i += 1) {
      const s = steps[i];
      if (s.status !== 'Running' || steps[i - 1].status !== 'Running' || !('XPosition' in steps[i - 1].values)) continue;
      for (const axis of ['X', 'Y']) {
        const v = (key: string) => s.values[`${axis}${key}`];
        const moved = Math.abs(v('Position') - steps[i - 1].values[`${axis}Position`]);
        // Speed in mm/min from the 1 s step (positions rounded to 0.1 mm; a wrap at the table's end aside).
        if (moved < 500) worst.speed = Math.max(worst.speed, Math.abs(v('AxisSpeed') - moved * 60));
        // Back-EMF adds to the resistive drop (R 1.4 Ω): the voltage is never below I·R.
        worst.voltageBelowIR = Math.max(worst.voltageBelowIR, v('AxisCurrent') * 1.4 - v('AxisVoltage'));
        // Current follows torque (Kt 1.2 N·m/A).
        worst.currentVsTorque = Math.max(worst.currentVsTorque, Math.abs(v('AxisCurrent') * 1.2 - v('AxisTorque')));
        // The encoder's feedback lags the command by the following error (0.0008 s), shown to 0.01 mm.
        worst.feedbackLag = Math.max(worst.feedbackLag, Math.abs(v('Feedback') - v('Position')) - (v('AxisSpeed') / 60) * 0.0008);
      }
    }
    expect(worst.speed).toBeLessThanOrEqual(7);
    expect(worst.voltageBelowIR).toBeLessThanOrEqual(0.1);
    expect(worst.currentVsTorque).toBeLessThan(0.02);
    expect(worst.feedbackLag).toBeLessThanOrEqual(0.06);
    const fast = running.filter((s) => s.values.XAxisSpeed > 1500);
    const slow = running.filter((s) => s.values.XAxisSpeed < 300);
    const mean = (list: typeof running) => list.reduce((sum, s) => sum + s.values.XAxisVoltage, 0) / list.length;
    expect(mean(fast)).toBeGreaterThan(mean(slow) + 3);
  });

  it('stands still and holds while Idle, and has no drive power in an emergency stop', () => {
    const steps = liveDay('laser', 5, 12);
    const withValues = (status: string) => steps.filter((s) => s.status === status && 'XAxisSpeed' in s.values);
    // Idle after Idle: the step entering Idle still brakes the last movement.
    const idle = steps.filter((s, i) => s.status === 'Idle' && steps[i - 1]?.status === 'Idle' && 'XAxisSpeed' in s.values);
    const estop = withValues('Estop');
    expect(idle.length).toBeGreaterThan(0);
    expect(estop.length).toBeGreaterThan(0);
    expect(Math.max(...withValues('Idle').map((s) => s.values.XAxisSpeed))).toBe(0);
    expect(Math.min(...idle.map((s) => s.values.ZAxisTorque))).toBeGreaterThan(1); // Z holds the cutting head up
    expect(Math.max(...idle.map((s) => s.values.XAxisTorque))).toBeLessThan(0.5);
    expect(Math.max(...estop.flatMap((s) => ['XAxisCurrent', 'YAxisVoltage', 'ZAxisTorque'].map((key) => s.values[key])))).toBe(0);
  });

  it('moves a waterjet slower than a laser', () => {
    const median = (industry: 'laser' | 'waterjet') => {
      const speeds = liveDay(industry).filter((s) => s.status === 'Running').map((s) => s.values.XAxisSpeed).sort((a, b) => a - b);
      return speeds[Math.floor(speeds.length / 2)];
    };
    expect(median('waterjet')).toBeLessThan(median('laser') / 2);
  });
});

describe('MachineModel history', () => {
  it('stores exactly what the live machine would: advance() gives the stored part of step()', () => {
    const start = Date.parse('2026-03-10T00:00:00+08:00');
    const live = new MachineModel({ industry: 'laser', random: seededRandom(9), localHour: hourIn });
    const past = new MachineModel({ industry: 'laser', random: seededRandom(9), localHour: hourIn });
    expect(past.snapshot(start)).toEqual(live.snapshot(start));
    const stored = (emissions: Emission[]) => emissions.filter((e) => e.kind === 'parameter' && e.persist);
    let compared = 0;
    for (let t = start + 10_000; t < start + 2 * 86400_000; t += 10_000) {
      const fromLive = stored(live.step(t, 10));
      expect(past.advance(t, 10)).toEqual(fromLive);
      compared += fromLive.length;
    }
    expect(compared).toBeGreaterThan(500);
    expect(past.pieceCount).toBe(live.pieceCount);
  });

  it('works its shop hours and takes about the planned time per piece', () => {
    const model = new MachineModel({ industry: 'waterjet', random: seededRandom(4), localHour: hourIn, working: (ms) => hourIn(ms) >= 8 && hourIn(ms) < 20, cycleSeconds: 600, pieces: 1000 });
    const start = Date.parse('2026-03-10T00:00:00+08:00');
    model.snapshot(start);
    let runningSeconds = 0;
    const outside: Record<string, number> = { Offline: 0, other: 0 };
    for (let t = start; t < start + 5 * 86400_000; t += 10_000) {
      model.advance(t, 10);
      if (model.status === 'Running') runningSeconds += 10;
      const h = hourIn(t);
      if (h >= 21 || h < 7) outside[model.status === 'Offline' ? 'Offline' : 'other'] += 10;
    }
    expect(outside.Offline / (outside.Offline + outside.other)).toBeGreaterThan(0.95);
    const pieces = model.pieceCount - 1000;
    // Programs take 0.95 to 1.35 times the planned 600 s.
    expect(runningSeconds / pieces).toBeGreaterThan(560);
    expect(runningSeconds / pieces).toBeLessThan(820);
  });
});

describe('MachineModel parameters', () => {
  it('publishes only parameters the platform knows by name (the client labels each of them)', () => {
    const keys = new Set<string>();
    for (const industry of ['laser', 'waterjet', 'other'] as const) {
      const model = new MachineModel({ industry, random: seededRandom(2), localHour: hourIn });
      const start = Date.parse('2026-03-10T08:00:00+08:00');
      for (const e of model.snapshot(start)) if (e.kind === 'parameter') keys.add(e.key);
      for (let t = start; t < start + 12 * 3600_000; t += 5000) for (const e of model.step(t, 5)) if (e.kind === 'parameter') keys.add(e.key);
    }
    expect([...keys].filter((key) => !KNOWN_PARAMETERS.has(key))).toEqual([]);
    expect(keys.size).toBeGreaterThan(30);
  });
});
