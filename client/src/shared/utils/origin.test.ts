import { safeOrigin, START_PATH } from './origin';

describe('safeOrigin', () => {
  it.each([null, undefined, '', '/'])('goes to the start page for %p', (origin) => {
    expect(safeOrigin(origin)).toBe(START_PATH);
  });

  it('keeps an in-app path with its query', () => {
    expect(safeOrigin('/devicedetailskanban?uuid=U1&product_id=P2')).toBe('/devicedetailskanban?uuid=U1&product_id=P2');
  });

  it.each(['https://evil.example', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)'])('refuses the external target %s', (origin) => {
    expect(safeOrigin(origin)).toBe(START_PATH);
  });

  it.each(['/starter', '/starter?origin=%2F', '/Starter'])('never loops back to %s', (origin) => {
    expect(safeOrigin(origin)).toBe(START_PATH);
  });

  it('keeps paths that only start like the starter', () => {
    expect(safeOrigin('/starterkit')).toBe('/starterkit');
  });
});
