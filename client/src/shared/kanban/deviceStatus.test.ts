import { liveStatus, STATUS_COLORS, statusColor } from './deviceStatus';

describe('status colours', () => {
  it('maps the four live statuses', () => {
    expect(statusColor('Running')).toBe(STATUS_COLORS.Running);
    expect(statusColor('Idle')).toBe(STATUS_COLORS.Idle);
    expect(statusColor('Estop')).toBe(STATUS_COLORS.Estop);
    expect(statusColor('Offline')).toBe(STATUS_COLORS.Offline);
  });
  it('shows anything else, or nothing, as Offline', () => {
    for (const value of ['Unknow', 'running', '', null, undefined, 3, { status: 'Running' }]) {
      expect(liveStatus(value)).toBe('Offline');
      expect(statusColor(value)).toBe(STATUS_COLORS.Offline);
    }
  });
  it('gives each status its own colour', () => {
    expect(new Set(Object.values(STATUS_COLORS)).size).toBe(5);
  });
});
