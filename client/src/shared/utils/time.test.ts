import { formatGmt8 } from './time';

describe('formatGmt8', () => {
  it('shows a UTC moment as GMT+8 wall time in YYYY-MM-DD HH:mm:ss', () => {
    expect(formatGmt8(Date.UTC(2024, 0, 31, 16, 5, 9))).toBe('2024-02-01 00:05:09');
  });

  it('does not depend on the browser time zone', () => {
    const moment = new Date('2025-06-30T23:59:59.999Z');
    expect(formatGmt8(moment)).toBe('2025-07-01 07:59:59');
  });
});
