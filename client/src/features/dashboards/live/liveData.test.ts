import type { DashboardComponent } from '@contract/dashboards';
import { collectBoundUuids, collectEfficiencyUuids, EMPTY_LIVE, foldBatch, foldEfficiency, foldStatus, HISTORY_POINTS, keepDevices } from './liveData';

const STYLE = { left: 0, top: 0, width: 10, height: 10, rotate: 0, opacity: 1 };
const c = (component: string, propValue: unknown): DashboardComponent =>
  ({ id: `${component}-${JSON.stringify(propValue)}`, component, label: component, propValue, style: STYLE, animations: [], events: {}, isLock: false }) as DashboardComponent;

describe('collectBoundUuids', () => {
  it('takes every bound device once, sorted, also from groups inside groups, and skips unbound ones', () => {
    const components = [
      c('AndonCard', { uuid: 'b' }),
      c('VText', 'hello'),
      c('LineChart', { uuid: '', param: '' }),
      c('Group', [c('ParamBlock', { uuid: 'a', param: 'X' }), c('Group', [c('AndonCard', { uuid: 'c' }), c('BarChart', { uuid: 'b', param: 'Y' })])]),
    ];
    expect(collectBoundUuids(components)).toEqual(['a', 'b', 'c']);
    expect(collectBoundUuids([])).toEqual([]);
  });

  it('names the devices whose timeline or status split is shown', () => {
    expect(collectEfficiencyUuids([c('TimelineBar', { uuid: 'x' }), c('AndonCard', { uuid: 'y' }), c('Group', [c('StatePieChart', { uuid: 'z' })])])).toEqual(['x', 'z']);
  });
});

describe('foldBatch', () => {
  const at = (s: number) => new Date(Date.UTC(2025, 0, 1, 0, 0, s)).toISOString();

  it('keeps the latest value per device and key and a numeric history', () => {
    const state = foldBatch(EMPTY_LIVE, [
      { uuid: 'a', key: 'Speed', value: 1, timeStamp: at(1) },
      { uuid: 'a', key: 'Speed', value: '2.5', timeStamp: at(2) },
      { uuid: 'a', key: 'Program', value: 'P1', timeStamp: at(2) },
      { uuid: 'b', key: 'Flag', value: true, timeStamp: at(2) },
      { uuid: 'b', key: 'Obj', value: { x: 1 }, timeStamp: at(2) },
    ]);
    expect(state.devices.a.values).toEqual({ Speed: '2.5', Program: 'P1' });
    expect(state.devices.a.history.Speed).toEqual([
      { at: Date.parse(at(1)), value: 1 },
      { at: Date.parse(at(2)), value: 2.5 },
    ]);
    expect(state.devices.a.history.Program).toBeUndefined();
    expect(state.devices.b.values).toEqual({ Flag: 'true', Obj: '{"x":1}' });
  });

  it('bounds the history to the longest chart (30), dropping the oldest', () => {
    let state = EMPTY_LIVE;
    for (let i = 0; i < 100; i += 1) state = foldBatch(state, [{ uuid: 'a', key: 'S', value: i, timeStamp: at(i) }]);
    expect(HISTORY_POINTS).toBe(30);
    expect(state.devices.a.history.S).toHaveLength(30);
    expect(state.devices.a.history.S[0].value).toBe(70);
    expect(state.devices.a.history.S[29].value).toBe(99);
    const big = foldBatch(EMPTY_LIVE, Array.from({ length: 50 }, (_, i) => ({ uuid: 'a', key: 'S', value: i, timeStamp: at(i) })), 5);
    expect(big.devices.a.history.S.map((s) => s.value)).toEqual([45, 46, 47, 48, 49]);
  });

  it('adds no sample for a replayed reading', () => {
    const r = { uuid: 'a', key: 'S', value: 3, timeStamp: at(1) };
    expect(foldBatch(foldBatch(EMPTY_LIVE, [r]), [r]).devices.a.history.S).toHaveLength(1);
  });

  it('gives new objects only to the devices a batch touches, and returns the state for an empty batch', () => {
    const first = foldBatch(EMPTY_LIVE, [
      { uuid: 'a', key: 'S', value: 1, timeStamp: at(1) },
      { uuid: 'b', key: 'S', value: 1, timeStamp: at(1) },
    ]);
    const second = foldBatch(first, [{ uuid: 'a', key: 'S', value: 2, timeStamp: at(2) }]);
    expect(second.devices.b).toBe(first.devices.b);
    expect(second.devices.a).not.toBe(first.devices.a);
    expect(first.devices.a.values.S).toBe(1);
    expect(foldBatch(second, [])).toBe(second);
  });
});

describe('foldStatus and foldEfficiency', () => {
  it('sets the status and the name, keeping values', () => {
    const withValue = foldBatch(EMPTY_LIVE, [{ uuid: 'a', key: 'S', value: 1, timeStamp: '2025-01-01T00:00:00Z' }]);
    const running = foldStatus(withValue, { uuid: 'a', status: 'Running', name: 'Laser 1' });
    expect(running.devices.a).toMatchObject({ status: 'Running', name: 'Laser 1', values: { S: 1 } });
    expect(foldStatus(running, { uuid: 'a', status: 'Running', name: 'Laser 1' })).toBe(running);
    expect(foldStatus(running, { uuid: 'a', status: 'Estop' }).devices.a).toMatchObject({ status: 'Estop', name: 'Laser 1' });
  });

  it('keeps the day timeline and efficiency of a device', () => {
    const s = foldEfficiency(EMPTY_LIVE, 'a', { timeline: [{ timeStamp: 't', status: 'Idle' }], items: [{ status: 'Idle', time: 60 }] });
    expect(s.devices.a).toMatchObject({ timeline: [{ status: 'Idle' }], efficiency: [{ time: 60 }], values: {} });
  });

  it('forgets devices no longer bound', () => {
    const s = foldStatus(foldStatus(EMPTY_LIVE, { uuid: 'a', status: 'Idle' }), { uuid: 'b', status: 'Idle' });
    expect(Object.keys(keepDevices(s, ['b']).devices)).toEqual(['b']);
    expect(keepDevices(s, ['a', 'b'])).toBe(s);
  });
});
