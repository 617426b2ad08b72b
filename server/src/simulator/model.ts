/**
 * A believable machine tool, as a pure state machine (seeded random numbers, time
 * passed in), so its behaviour is unit-tested: long Running stretches, Idle gaps,
 * an occasional Estop with an alarm text, Offline at night; programs with progress
 * and a piece counter; industry-specific process values and axis positions.
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

export type ModelOptions = { industry: Industry; random: () => number; /** Local hour 0-23 of a time, in the shop's zone. */ localHour: (ms: number) => number };

export class MachineModel {
  status: DeviceStatus = 'Offline';
  private stateEndsAt = 0;
  private program = '';
  private progress = 0;
  private programSeconds = 300;
  private pieces: number;
  private position = { x: 0, y: 0, z: 50 };
  private heat = 0;

  constructor(private readonly options: ModelOptions) {
    this.pieces = Math.floor(options.random() * 5000);
  }

  private rand = (min: number, max: number) => min + (max - min) * this.options.random();
  private exp = (mean: number) => -Math.log(1 - this.options.random()) * mean;
  private night = (ms: number) => {
    const h = this.options.localHour(ms);
    return h >= 22 || h < 6;
  };

  /** Advances to `now` (ms) by `dt` seconds and returns what the machine publishes. */
  step(now: number, dt: number): Emission[] {
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
        this.startProgram(out);
      }
      this.position.x = Math.abs((this.position.x + this.rand(-40, 60)) % 3000);
      this.position.y = Math.abs((this.position.y + this.rand(-30, 45)) % 1500);
      this.position.z = this.options.industry === 'laser' ? 1 + this.rand(-0.2, 0.2) : 20 + this.rand(-1, 1);
    } else {
      this.heat = Math.max(0, this.heat - dt / 1800);
    }
    out.push({ kind: 'processrate', value: Math.round(Math.min(100, this.progress) * 10) / 10 });
    out.push(...this.processValues());
    out.push(
      { kind: 'parameter', key: 'XPosition', value: round(this.position.x, 1) },
      { kind: 'parameter', key: 'YPosition', value: round(this.position.y, 1) },
      { kind: 'parameter', key: 'ZPosition', value: round(this.position.z, 3) },
    );
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
    this.programSeconds = this.options.industry === 'waterjet' ? this.rand(600, 1500) : this.rand(60, 300);
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
        p('BoosterWaterPressure', running ? this.rand(370, 395) : this.rand(0, 2)),
        p('BoosterOilTemperature', 32 + this.heat * 18 + this.rand(-0.5, 0.5)),
        p('BoosterOilPressure', running ? this.rand(17, 19.5) : this.rand(0, 0.5)),
        p('BoosterPumpSpeed', running ? this.rand(1460, 1490) : 0, 0),
        p('BoosterMotorTemperature', 35 + this.heat * 30 + this.rand(-0.5, 0.5)),
      ];
    }
    return [
      p('LaserPower', running ? this.rand(2800, 6000) : 0, 0),
      p('DutyCycle', running ? this.rand(60, 100) : 0),
      p('CollimatingLensTemp', 24 + this.heat * 9 + this.rand(-0.3, 0.3)),
      p('FocusingLensTemp', 25 + this.heat * 12 + this.rand(-0.3, 0.3)),
      p('DownProtectiveWindowTemp', 26 + this.heat * 15 + this.rand(-0.3, 0.3)),
      p('CavityPressure', running ? this.rand(0.8, 1.2) : this.rand(0, 0.05), 2),
      p('FocusPosition', running ? this.rand(-2.5, 1.5) : 0, 3),
    ];
  }
}

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;
