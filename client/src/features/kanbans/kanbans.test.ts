import { KANBANS, readLastDevice, switcherTarget, writeLastDevice } from './kanbans';

const byId = (id: string) => KANBANS.find((k) => k.id === id)!;

describe('switcherTarget', () => {
  it('keeps the variant: in the shell, or full screen', () => {
    expect(switcherTarget(byId('popularity'), false, null)).toBe('/popularitykanban');
    expect(switcherTarget(byId('popularity'), true, null)).toBe('/popularitykanban/full');
    expect(switcherTarget(byId('overview'), true, null)).toBe('/deviceoverviewkanban/full');
  });

  it('opens the detail kanban on the last device shown, or without one', () => {
    const last = { uuid: 'dev-qilu-laser-01', productId: '7' };
    expect(switcherTarget(byId('detail'), false, last)).toBe('/devicedetailskanban?uuid=dev-qilu-laser-01&product_id=7');
    expect(switcherTarget(byId('detail'), true, last)).toBe('/devicedetailskanban/full?uuid=dev-qilu-laser-01&product_id=7');
    expect(switcherTarget(byId('detail'), false, null)).toBe('/devicedetailskanban');
    expect(switcherTarget(byId('utilization'), false, last)).toBe('/utilizationkanban');
  });
});

describe('last device', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('is kept for the tab, and anything malformed is none', () => {
    expect(readLastDevice()).toBeNull();
    writeLastDevice({ uuid: 'dev-1', productId: '' });
    expect(readLastDevice()).toEqual({ uuid: 'dev-1', productId: '' });
    window.sessionStorage.setItem('kanban_last_device', '{"uuid": 5}');
    expect(readLastDevice()).toBeNull();
    window.sessionStorage.setItem('kanban_last_device', 'not json');
    expect(readLastDevice()).toBeNull();
  });
});
