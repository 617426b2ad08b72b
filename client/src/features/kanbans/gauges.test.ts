import { CUTTING_SPEED_SCALE, GAUGE_SCALE } from '../../shared/widgets/gauge';
import { CUTTING_SPEED, gaugeSource, INDUSTRY_GAUGES } from './gauges';

const at = (value: unknown) => ({ value, timeStamp: '2026-01-01T00:00:00Z' });

describe('detail gauges', () => {
  it('draws the laser duty cycle on the 0-100 gauge and the cutting speed on the 0-120 one', () => {
    expect(INDUSTRY_GAUGES.laser.map((g) => [g.id, g.scale])).toEqual([
      ['DutyCycle', GAUGE_SCALE],
      ['cutting-speed', CUTTING_SPEED_SCALE],
    ]);
    expect(INDUSTRY_GAUGES.waterjet.map((g) => g.id)).toEqual(['cutting-speed']);
    expect(INDUSTRY_GAUGES.other).toEqual([]);
  });

  it('feeds the cutting speed from the first speed parameter the device publishes', () => {
    expect(gaugeSource(CUTTING_SPEED, {})).toBe('FeedV');
    expect(gaugeSource(CUTTING_SPEED, { FeedRate: at(90), LinearAxisFeedrate: at(80) })).toBe('FeedRate');
    expect(gaugeSource(CUTTING_SPEED, { LinearAxisFeedrate: at(80) })).toBe('LinearAxisFeedrate');
    expect(gaugeSource(CUTTING_SPEED, { FeedV: at(12), FeedRate: at(90) })).toBe('FeedV');
  });
});
