import { isFullPath, toggledFullPath } from './fullscreen';

describe('full-screen kanban paths', () => {
  it('recognises the /full variant', () => {
    expect(isFullPath('/deviceoverviewkanban/full')).toBe(true);
    expect(isFullPath('/deviceoverviewkanban/full/')).toBe(true);
    expect(isFullPath('/deviceoverviewkanban')).toBe(false);
    expect(isFullPath('/fullness')).toBe(false);
  });

  it('switches to full screen keeping the query values', () => {
    expect(toggledFullPath('/devicedetailskanban', '?uuid=U1&product_id=P2')).toBe('/devicedetailskanban/full?uuid=U1&product_id=P2');
  });

  it('switches back keeping the query values', () => {
    expect(toggledFullPath('/devicedetailskanban/full', '?uuid=U1&product_id=P2')).toBe('/devicedetailskanban?uuid=U1&product_id=P2');
  });

  it('handles a trailing slash', () => {
    expect(toggledFullPath('/utilizationkanban/', '')).toBe('/utilizationkanban/full');
    expect(toggledFullPath('/utilizationkanban/full/', '')).toBe('/utilizationkanban');
  });
});
