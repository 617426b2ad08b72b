import { arcPath, clampToScale, CUTTING_SPEED_SCALE, GAUGE_SCALE, gaugeAngle, gaugeReading, gaugeTicks, polar } from './gauge';

describe('gauge scales', () => {
  it('follow the spec constants: 0-100 in 5 splits, cutting speed 0-120 in 6', () => {
    expect(GAUGE_SCALE).toEqual({ min: 0, max: 100, splits: 5 });
    expect(CUTTING_SPEED_SCALE).toEqual({ min: 0, max: 120, splits: 6 });
  });
});

describe('gaugeAngle', () => {
  it('puts the minimum at lower left, the middle at the top and the maximum at lower right', () => {
    expect(gaugeAngle(0, GAUGE_SCALE)).toBe(225);
    expect(gaugeAngle(50, GAUGE_SCALE)).toBe(90);
    expect(gaugeAngle(100, GAUGE_SCALE)).toBe(-45);
    expect(gaugeAngle(60, CUTTING_SPEED_SCALE)).toBe(90);
  });

  it('clamps values outside the scale to its ends', () => {
    expect(gaugeAngle(-20, GAUGE_SCALE)).toBe(225);
    expect(gaugeAngle(250, CUTTING_SPEED_SCALE)).toBe(-45);
    expect(clampToScale(121, CUTTING_SPEED_SCALE)).toBe(120);
    expect(clampToScale(-1, GAUGE_SCALE)).toBe(0);
  });
});

describe('gaugeTicks', () => {
  it('has splits + 1 labelled ticks from min to max, evenly spread over the dial', () => {
    expect(gaugeTicks(GAUGE_SCALE).map((t) => t.value)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(gaugeTicks(GAUGE_SCALE).map((t) => t.angle)).toEqual([225, 171, 117, 63, 9, -45]);
    expect(gaugeTicks(CUTTING_SPEED_SCALE).map((t) => t.value)).toEqual([0, 20, 40, 60, 80, 100, 120]);
    expect(gaugeTicks(CUTTING_SPEED_SCALE).map((t) => t.angle)).toEqual([225, 180, 135, 90, 45, 0, -45]);
  });
});

describe('gaugeReading', () => {
  it('has a needle for a published number, also one sent as text', () => {
    expect(gaugeReading(50, 'Running', GAUGE_SCALE)).toEqual({ value: 50, angle: 90, clamped: false });
    expect(gaugeReading('30', 'Idle', CUTTING_SPEED_SCALE)).toEqual({ value: 30, angle: 157.5, clamped: false });
  });

  it('keeps the real value but marks it clamped when it leaves the scale', () => {
    expect(gaugeReading(180, 'Running', CUTTING_SPEED_SCALE)).toEqual({ value: 180, angle: -45, clamped: true });
  });

  it('has no needle while Offline (or an unknown status) or without a numeric value', () => {
    expect(gaugeReading(50, 'Offline', GAUGE_SCALE)).toBeNull();
    expect(gaugeReading(50, 'Unknow', GAUGE_SCALE)).toBeNull();
    expect(gaugeReading(undefined, 'Running', GAUGE_SCALE)).toBeNull();
    expect(gaugeReading(null, 'Running', GAUGE_SCALE)).toBeNull();
    expect(gaugeReading('', 'Running', GAUGE_SCALE)).toBeNull();
    expect(gaugeReading('fast', 'Running', GAUGE_SCALE)).toBeNull();
    expect(gaugeReading(Number.NaN, 'Running', GAUGE_SCALE)).toBeNull();
  });
});

describe('SVG geometry', () => {
  it('maps angles to SVG points with y growing downwards', () => {
    expect(polar(100, 100, 80, 90)).toEqual({ x: 100, y: 20 });
    expect(polar(100, 100, 80, 0)).toEqual({ x: 180, y: 100 });
    expect(polar(100, 100, 80, 225)).toEqual({ x: 43.43, y: 156.57 });
  });

  it('draws the full dial clockwise as a large arc and a small part as a small one', () => {
    expect(arcPath(100, 100, 80, 225, -45)).toBe('M43.43,156.57A80,80 0 1 1 156.57,156.57');
    expect(arcPath(100, 100, 80, 225, 180)).toBe('M43.43,156.57A80,80 0 0 1 20,100');
    expect(arcPath(100, 100, 80, 225, 225)).toBe('');
  });
});
