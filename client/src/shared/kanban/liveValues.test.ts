import { axisAlarmText, formatLiveValue, litSegments, NO_VALUE, pushNewest, pushPoint, valueFormatFor } from './liveValues';

describe('formatLiveValue', () => {
  it('shows -- for every value while Offline or unknown', () => {
    for (const format of ['number', 'position', 'focus', 'hours', 'text'] as const) {
      expect(formatLiveValue(12.345, 'Offline', format)).toBe(NO_VALUE);
      expect(formatLiveValue(12.345, 'Unknow', format)).toBe(NO_VALUE);
      expect(formatLiveValue(12.345, undefined, format)).toBe(NO_VALUE);
    }
  });
  it('shows -- when nothing was published', () => {
    expect(formatLiveValue(undefined, 'Running')).toBe(NO_VALUE);
    expect(formatLiveValue(null, 'Running', 'position')).toBe(NO_VALUE);
  });
  it('rounds positions to 1 decimal and focus to 3', () => {
    expect(formatLiveValue(1234.567, 'Running', 'position')).toBe('1234.6');
    expect(formatLiveValue('-2', 'Idle', 'position')).toBe('-2.0');
    expect(formatLiveValue(-1.23456, 'Estop', 'focus')).toBe('-1.235');
  });
  it('converts seconds to hours with 1 decimal', () => {
    expect(formatLiveValue(5400, 'Running', 'hours')).toBe('1.5');
    expect(formatLiveValue(100, 'Running', 'hours')).toBe('0.0');
  });
  it('keeps plain numbers and text as sent', () => {
    expect(formatLiveValue(3800, 'Running')).toBe('3800');
    expect(formatLiveValue('O1001.nc', 'Running', 'text')).toBe('O1001.nc');
  });
});

describe('axisAlarmText', () => {
  it('shows the text only for a true value', () => {
    expect(axisAlarmText(true, 'X overtravel', 'Alarm')).toBe('X overtravel');
    expect(axisAlarmText('true', 'X overtravel', 'Alarm')).toBe('X overtravel');
    expect(axisAlarmText(false, 'X overtravel', 'Alarm')).toBeNull();
    expect(axisAlarmText(undefined, 'X overtravel', 'Alarm')).toBeNull();
    // An alarm without its text still says it is on (it showed nothing).
    expect(axisAlarmText(true, '', 'Alarm')).toBe('Alarm');
    expect(axisAlarmText(1, '  ', 'Alarm')).toBe('Alarm');
  });
});

describe('litSegments', () => {
  it('lights one segment per full 5 %', () => {
    expect(litSegments(0)).toBe(0);
    expect(litSegments(4.9)).toBe(0);
    expect(litSegments(5)).toBe(1);
    expect(litSegments(57.3)).toBe(11);
    expect(litSegments(100)).toBe(20);
  });
  it('clamps and ignores nonsense', () => {
    expect(litSegments(250)).toBe(20);
    expect(litSegments(-3)).toBe(0);
    expect(litSegments('x')).toBe(0);
  });
});

describe('live series and logs', () => {
  it('keeps the last 60 points and blanks them while Offline', () => {
    let series: (number | null)[] = [];
    for (let i = 0; i < 70; i += 1) series = pushPoint(series, i, 'Running');
    expect(series).toHaveLength(60);
    expect(series[0]).toBe(10);
    series = pushPoint(series, 99, 'Offline');
    expect(series[59]).toBeNull();
    expect(series).toHaveLength(60);
  });
  it('keeps the 10 newest entries, newest first', () => {
    let log: number[] = [];
    for (let i = 1; i <= 12; i += 1) log = pushNewest(log, i);
    expect(log).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
  });
});

describe('valueFormatFor', () => {
  it('formats axis positions and feedback to 1 decimal and the focus to 3, by key, wherever they show', () => {
    for (const key of ['XPosition', 'YPosition', 'ZPosition', 'XFeedback', 'ZFeedback', 'WHstatus_ZPosition']) expect(valueFormatFor(key)).toBe('position');
    expect(valueFormatFor('FocusPosition')).toBe('focus');
    expect(formatLiveValue(1.196, 'Running', valueFormatFor('ZPosition'))).toBe('1.2');
    expect(formatLiveValue(-1.23456, 'Running', valueFormatFor('FocusPosition'))).toBe('-1.235');
  });

  it('shows times in h and leaves other values as sent', () => {
    expect(valueFormatFor('WHstatus_ElapsedTime', 'time')).toBe('hours');
    expect(valueFormatFor('WHstatus_ConsumableLife', 'time_wear')).toBe('hours');
    for (const key of ['LaserPower', 'XAxisSpeed', 'SpindleSpeed', 'PositionError']) expect(valueFormatFor(key)).toBe('number');
  });
});
