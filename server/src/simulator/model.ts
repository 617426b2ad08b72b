/**
 * A believable machine tool, as a pure state machine (seeded random numbers, time
 * passed in), so its behaviour is unit-tested: long Running stretches, Idle gaps,
 * an occasional Estop with an alarm text, Offline outside its shifts; programs with
 * progress and a piece counter; industry-specific process values; axis positions with
 * the feedback and drive values (speed, current, voltage, torque) of their servo drives.
 * The same model writes the demo's history (`history.ts`), so history and live data agree.
 */
import type { DeviceStatus, Industry } from '../modules/devices/device-status';

/** mulberry32: small, fast, good enough for a simulator, and reproducible. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Emission =
  | { kind: 'parameter'; key: string; value: unknown; persist?: boolean }
  | { kind: 'processrate'; value: number };

const ALARMS: Record<Industry, string[]> = {
  laser: ['Emergency stop pressed', 'Laser head collision detected', 'Chiller water flow low', 'Cavity pressure out of range', 'Protective window contaminated'],
  waterjet: ['Emergency stop pressed', 'Booster oil temperature high', 'High pressure leak detected', 'Abrasive hopper empty', 'Cutting head nozzle clogged'],
  other: ['Emergency stop pressed', 'Spindle overload', 'Axis following error'],
};

const PROGRAMS: Record<Industry, string[]> = {
  laser: ['O1001_BRACKET_3MM.nc', 'O1002_PANEL_1.5MM.nc', 'O1003_FLANGE_8MM.nc', 'O1004_ENCLOSURE_2MM.nc'],
  waterjet: ['WJ_GRANITE_COUNTERTOP.nc', 'WJ_GLASS_PANEL_12MM.nc', 'WJ_GASKET_RUBBER.nc', 'WJ_MARBLE_INLAY.nc'],
  other: ['O2001.nc', 'O2002.nc'],
};

/** Mean seconds in each state while the shop is working. */
const MEAN_SECONDS = { Running: 20 * 60, Idle: 3 * 60, Estop: 90 };
/** Share of Running stretches that end in an emergency stop. */
const ESTOP_SHARE = 0.08;

export type ModelOptions = {
  industry: Industry;
  random: () => number;
  /** Local hour 0-23 of a time, in the shop's zone. */
  localHour: (ms: number) => number;
  /** Whether the shop works at a time (its shifts); by default 06:00-22:00 every day. */
  working?: (ms: number) => boolean;
  /** The piece counter to start from (a machine keeps its counter); random by default. */
  pieces?: number;
  /** Planned seconds per piece of the product: programs take about that long (a little longer on average). */
  cycleSeconds?: number | null;
};

const AXES = ['X', 'Y', 'Z'] as const;
type Axis = (typeof AXES)[number];

/**
 * Servo drive constants of a mid-size machine tool: ball screw lead (mm per motor turn),
 * torque constant (N·m/A), back-EMF constant (V per 1000 rpm), winding resistance (Ω),
 * friction torque (N·m), torque per mm/s² of acceleration, holding torque at rest (Z carries the head).
 */
const DRIVE: Record<Axis, { lead: number; kt: number; ke: number; ohm: number; friction: number; inertia: number; hold: number }> = {
  X: { lead: 20, kt: 1.2, ke: 75, ohm: 1.4, friction: 0.45, inertia: 0.004, hold: 0.2 },
  Y: { lead: 20, kt: 1.2, ke: 75, ohm: 1.4, friction: 0.6, inertia: 0.006, hold: 0.25 },
  Z: { lead: 10, kt: 0.9, ke: 60, ohm: 2.1, friction: 0.3, inertia: 0.002, hold: 1.6 },
};
/** Following error per mm/s of axis speed (mm): what the encoder feedback lags behind the command. */
const FOLLOWING_ERROR_S = 0.0008;

export class MachineModel {
  status: DeviceStatus = 'Offline';
  private stateEndsAt = 0;
  private program = '';
  private progress = 0;
  private programSeconds = 300;
  private pieces: number;
  private position: Record<Axis, number> = { X: 0, Y: 0, Z: 50 };
  /** Axis speeds of the last step, mm/s (signed). */
  private velocity: Record<Axis, number> = { X: 0, Y: 0, Z: 0 };
  private lastVelocity: Record<Axis, number> = { X: 0, Y: 0, Z: 0 };
  private heat = 0;

  /**
   * Noise of the live values, apart from the random numbers of the state machine: what is
   * stored (status, alarms, pieces) does not depend on whether live values were drawn, so
   * `advance` (history) and `step` (live) store the same for the same seed and times.
   */
  private readonly noise: () => number;

  constructor(private readonly options: ModelOptions) {
    this.pieces = options.pieces ?? Math.floor(options.random() * 5000);
    this.noise = seededRandom(Math.floor(options.random() * 4294967296));
  }

  /** The piece counter as the machine last reported it. */
  get pieceCount(): number {
    return this.pieces;
  }

  private rand = (min: number, max: number) => min + (max - min) * this.options.random();
  private jitter = (min: number, max: number) => min + (max - min) * this.noise();
  private exp = (mean: number) => -Math.log(1 - this.options.random()) * mean;
  private night = (ms: number) => {
    if (this.options.working) return !this.options.working(ms);
    const h = this.options.localHour(ms);
    return h >= 22 || h < 6;
  };

  /**
   * Advances to `now` (ms) by `dt` seconds and returns only what the server stores (status,
   * alarms, piece counts): the same machine as `step`, without its live values (history).
   */
  advance(now: number, dt: number): Emission[] {
    return this.step(now, dt, false);
  }

  /** Advances to `now` (ms) by `dt` seconds and returns what the machine publishes. */
  step(now: number, dt: number, live = true): Emission[] {
    const out: Emission[] = [];
    const next = this.nextStatus(now);
    if (next) {
      this.status = next;
      out.push({ kind: 'parameter', key: 'WHstatus_ExecState', value: next, persist: true });
      if (next === 'Estop') out.push({ kind: 'parameter', key: 'Alarm', value: this.pick(ALARMS[this.options.industry]), persist: true });
      if (next === 'Running' && !this.program) this.startProgram(out);
    }
    if (this.status === 'Offline') return out; // a switched-off control sends nothing else
    if (this.status === 'Running') {
      this.progress += (dt / this.programSeconds) * 100;
      this.heat = Math.min(1, this.heat + dt / 900);
      if (this.progress >= 100) {
        this.pieces += 1;
        out.push({ kind: 'parameter', key: 'WHstatus_PieceCount', value: this.pieces, persist: true });
        this.startProgram(live ? out : []);
      }
    } else {
      this.heat = Math.max(0, this.heat - dt / 1800);
    }
    if (!live) return out.filter((e) => e.kind === 'parameter' && e.persist);
    this.move(dt);
    out.push({ kind: 'processrate', value: Math.round(Math.min(100, this.progress) * 10) / 10 });
    out.push(...this.processValues());
    for (const axis of AXES) out.push({ kind: 'parameter', key: `${axis}Position`, value: round(this.position[axis], axis === 'Z' ? 3 : 1) });
    out.push(...this.axisValues(dt));
    return out;
  }

  /** Moves the axes along the cut while Running; they stand still otherwise. */
  private move(dt: number) {
    const before = { ...this.position };
    if (this.status === 'Running') {
      // A waterjet cuts stone and glass far slower than a laser cuts sheet.
      const feed = this.options.industry === 'waterjet' ? 0.2 : 1;
      this.position.X = Math.abs((this.position.X + this.jitter(-40, 60) * feed * dt) % 3000);
      this.position.Y = Math.abs((this.position.Y + this.jitter(-30, 45) * feed * dt) % 1500);
      this.position.Z = this.options.industry === 'laser' ? 1 + this.jitter(-0.2, 0.2) : 20 + this.jitter(-1, 1);
    }
    for (const axis of AXES) this.velocity[axis] = dt > 0 ? (this.position[axis] - before[axis]) / dt : 0;
  }

  /**
   * What each axis's encoder and servo drive report: feedback = commanded position minus the
   * following error; speed from the motion; torque = acceleration + friction (+ holding for Z);
   * current = torque / Kt; voltage = back-EMF at the motor speed + I·R. All 0 in an emergency
   * stop (drive power off); holding values only while Idle.
   */
  private axisValues(dt: number): Emission[] {
    const out: Emission[] = [];
    const estop = this.status === 'Estop';
    for (const axis of AXES) {
      const d = DRIVE[axis];
      const v = this.velocity[axis];
      const previous = this.lastVelocity[axis];
      this.lastVelocity[axis] = v;
      const accel = dt > 0 ? (v - previous) / dt : 0;
      const moving = Math.abs(v) > 1e-6;
      const torque = estop ? 0 : Math.abs(d.inertia * accel + (moving ? Math.sign(v) * d.friction : 0)) + d.hold + (moving ? this.jitter(0, 0.05) : 0);
      const current = estop ? 0 : torque / d.kt;
      const rpm = (Math.abs(v) * 60) / d.lead;
      const voltage = estop ? 0 : (d.ke * rpm) / 1000 + current * d.ohm;
      const feedback = this.position[axis] - v * FOLLOWING_ERROR_S;
      out.push(
        { kind: 'parameter', key: `${axis}Feedback`, value: round(feedback, axis === 'Z' ? 3 : 2) },
        { kind: 'parameter', key: `${axis}AxisSpeed`, value: round(Math.abs(v) * 60, 0) },
        { kind: 'parameter', key: `${axis}AxisTorque`, value: round(torque, 2) },
        { kind: 'parameter', key: `${axis}AxisCurrent`, value: round(current, 2) },
        { kind: 'parameter', key: `${axis}AxisVoltage`, value: round(voltage, 1) },
      );
    }
    return out;
  }

  /** Emissions that describe the whole state (sent on connect). */
  snapshot(now: number): Emission[] {
    if (this.stateEndsAt === 0) this.nextStatus(now);
    const out: Emission[] = [{ kind: 'parameter', key: 'WHstatus_ExecState', value: this.status, persist: true }];
    if (this.status === 'Offline') return out;
    out.push({ kind: 'parameter', key: 'WHstatus_PieceCount', value: this.pieces, persist: true });
    if (this.program) out.push({ kind: 'parameter', key: 'WHstatus_ProgramName', value: this.program });
    return out;
  }

  private pick<T>(list: T[]): T {
    return list[Math.floor(this.options.random() * list.length)];
  }

  private startProgram(out: Emission[]) {
    this.program = this.pick(PROGRAMS[this.options.industry]);
    this.progress = 0;
    const cycle = this.options.cycleSeconds;
    this.programSeconds = cycle ? cycle * this.rand(0.95, 1.35) : this.options.industry === 'waterjet' ? this.rand(600, 1500) : this.rand(60, 300);
    out.push({ kind: 'parameter', key: 'WHstatus_ProgramName', value: this.program });
  }

  /** The status to switch to now, or null to stay. */
  private nextStatus(now: number): DeviceStatus | null {
    const night = this.night(now);
    if (this.stateEndsAt === 0) {
      // First call: start in a state that fits the hour.
      const status: DeviceStatus = night ? 'Offline' : this.options.random() < 0.7 ? 'Running' : 'Idle';
      this.stateEndsAt = now + this.exp(night ? 3600 : MEAN_SECONDS[status === 'Running' ? 'Running' : 'Idle']) * 1000;
      this.status = status;
      return null;
    }
    if (night && this.status !== 'Offline' && this.status !== 'Running') return this.enter('Offline', now, 3600);
    if (now < this.stateEndsAt) return null;
    switch (this.status) {
      case 'Offline':
        return night ? this.enter('Offline', now, 3600, false) : this.enter('Idle', now, MEAN_SECONDS.Idle);
      case 'Running':
        return this.options.random() < ESTOP_SHARE ? this.enter('Estop', now, MEAN_SECONDS.Estop) : this.enter('Idle', now, MEAN_SECONDS.Idle);
      case 'Estop':
        return this.enter('Idle', now, MEAN_SECONDS.Idle);
      case 'Idle':
        return night ? this.enter('Offline', now, 3600) : this.enter('Running', now, MEAN_SECONDS.Running);
    }
  }

  private enter(status: DeviceStatus, now: number, mean: number, changed = true): DeviceStatus | null {
    this.stateEndsAt = now + Math.max(5, this.exp(mean)) * 1000;
    return changed ? status : null;
  }

  private processValues(): Emission[] {
    const running = this.status === 'Running';
    const p = (key: string, value: number, digits = 1): Emission => ({ kind: 'parameter', key, value: round(value, digits) });
    if (this.options.industry === 'waterjet') {
      return [
        p('BoosterWaterPressure', running ? this.jitter(370, 395) : this.jitter(0, 2)),
        p('BoosterOilTemperature', 32 + this.heat * 18 + this.jitter(-0.5, 0.5)),
        p('BoosterOilPressure', running ? this.jitter(17, 19.5) : this.jitter(0, 0.5)),
        p('BoosterPumpSpeed', running ? this.jitter(1460, 1490) : 0, 0),
        p('BoosterMotorTemperature', 35 + this.heat * 30 + this.jitter(-0.5, 0.5)),
      ];
    }
    return [
      p('LaserPower', running ? this.jitter(2800, 6000) : 0, 0),
      p('DutyCycle', running ? this.jitter(60, 100) : 0),
      p('CollimatingLensTemp', 24 + this.heat * 9 + this.jitter(-0.3, 0.3)),
      p('FocusingLensTemp', 25 + this.heat * 12 + this.jitter(-0.3, 0.3)),
      p('DownProtectiveWindowTemp', 26 + this.heat * 15 + this.jitter(-0.3, 0.3)),
      p('CavityPressure', running ? this.jitter(0.8, 1.2) : this.jitter(0, 0.05), 2),
      p('FocusPosition', running ? this.jitter(-2.5, 1.5) : 0, 3),
    ];
  }
}

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;
