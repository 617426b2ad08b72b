import { reliabilityHours, reliabilityRange, reliabilityView } from './reliability';

describe('reliabilityRange', () => {
  it('is the last 30 days with today', () => {
    expect(reliabilityRange('2026-03-10')).toEqual({ start: '2026-02-09', end: '2026-03-10' });
    expect(reliabilityRange('2026-01-05', 7)).toEqual({ start: '2025-12-30', end: '2026-01-05' });
  });
});

describe('reliabilityHours', () => {
  it('shows hours with one decimal and keeps null', () => {
    expect(reliabilityHours(59400)).toBe(16.5);
    expect(reliabilityHours(91200)).toBe(25.3);
    expect(reliabilityHours(100)).toBe(0);
    expect(reliabilityHours(null)).toBeNull();
    expect(reliabilityHours(undefined)).toBeNull();
  });
});

describe('reliabilityView', () => {
  it('says why a figure is missing', () => {
    expect(reliabilityView({ failures: 0, openFailures: 0, repairs: 0, mtbfSeconds: null, mttrSeconds: null })).toEqual({ mtbf: { none: 'noFailure' }, mttr: { none: 'noFailure' } });
    expect(reliabilityView({ failures: 1, openFailures: 1, repairs: 0, mtbfSeconds: 3600 * 43, mttrSeconds: null })).toEqual({ mtbf: { hours: 43 }, mttr: { none: 'inRepair' } });
    expect(reliabilityView({ failures: 2, openFailures: 0, repairs: 2, mtbfSeconds: 59400, mttrSeconds: 9000 })).toEqual({ mtbf: { hours: 16.5 }, mttr: { hours: 2.5 } });
  });
});
