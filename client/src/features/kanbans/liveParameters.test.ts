import { applyReadings, type LiveParameters } from './liveParameters';

const empty: LiveParameters = { values: {}, log: [] };
const at = (s: number) => new Date(Date.UTC(2026, 10, 22, 8, 0, s)).toISOString();

describe('applyReadings', () => {
  it('keeps the latest value of each key, applying a batch oldest first', () => {
    const next = applyReadings(empty, [
      { key: 'LaserPower', value: 1000, timeStamp: at(1) },
      { key: 'DutyCycle', value: 40, timeStamp: at(1) },
      { key: 'LaserPower', value: 1200, timeStamp: at(2) },
    ]);
    expect(next.values).toEqual({ LaserPower: { value: 1200, timeStamp: at(2) }, DutyCycle: { value: 40, timeStamp: at(1) } });
    expect(next.log).toEqual([]); // 1 Hz values are not run-log events
  });

  it('logs status, program and messages newest first, keeps 10, and logs a replayed reading once', () => {
    let state = applyReadings(empty, [{ key: 'WHstatus_ExecState', value: 'Running', timeStamp: at(0) }]);
    state = applyReadings(state, [
      { key: 'WHstatus_ExecState', value: 'Running', timeStamp: at(0) }, // replay
      { key: 'WHstatus_ProgramName', value: 'O1001', timeStamp: at(1) },
      { key: 'Alarm', value: 'Door open', timeStamp: at(1) },
    ]);
    expect(state.log.map((e) => e.value)).toEqual(['Door open', 'O1001', 'Running']);
    const many = Array.from({ length: 12 }, (_, i) => ({ key: 'Info', value: `m${i}`, timeStamp: at(10 + i) }));
    state = applyReadings(state, many);
    expect(state.log).toHaveLength(10);
    expect(state.log[0].value).toBe('m11');
  });

  it('returns the same state for an empty batch, so nothing re-renders', () => {
    const state = applyReadings(empty, [{ key: 'Info', value: 'x', timeStamp: at(0) }]);
    expect(applyReadings(state, [])).toBe(state);
  });
});
