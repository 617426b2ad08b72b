import { TenantScope } from '../../core/tenancy';
import { type Caller, CallerCache } from './caller-cache';
import { invalidationOf } from './caller-invalidation';

const caller = (over: Partial<Caller> = {}): Caller => ({
  sessionId: 1,
  userId: 10,
  role: 'tenant_admin',
  tenantId: 2,
  language: null,
  scope: TenantScope.forUser('tenant_admin', 2, [{ id: 2, parentId: null }]),
  sessionExpiresAt: Date.UTC(2030, 0, 1),
  ...over,
});

describe('CallerCache', () => {
  let now = Date.UTC(2029, 0, 1);
  const cache = () => new CallerCache({ ttlMs: 30_000, now: () => now });
  beforeEach(() => {
    now = Date.UTC(2029, 0, 1);
  });

  it('keeps a caller for the TTL and no longer', () => {
    const c = cache();
    c.store('h', caller(), c.generation());
    now += 29_999;
    expect(c.get('h')?.userId).toBe(10);
    now += 1;
    expect(c.get('h')).toBeUndefined();
  });

  it('never keeps a caller past its session expiry', () => {
    const c = cache();
    c.store('h', caller({ sessionExpiresAt: now + 5_000 }), c.generation());
    now += 4_999;
    expect(c.get('h')).toBeDefined();
    now += 1;
    expect(c.get('h')).toBeUndefined();
    c.store('late', caller({ sessionExpiresAt: now }), c.generation());
    expect(c.get('late')).toBeUndefined();
  });

  it('drops the callers of invalidated sessions and users, and everything on `all`', () => {
    const c = cache();
    const g = c.generation();
    c.store('a', caller({ sessionId: 1, userId: 10 }), g);
    c.store('b', caller({ sessionId: 2, userId: 10 }), g);
    c.store('c', caller({ sessionId: 3, userId: 11 }), g);
    c.store('d', caller({ sessionId: 4, userId: 12 }), g);
    c.invalidate({ sessionIds: [3], userIds: [], all: false });
    expect(['a', 'b', 'c', 'd'].map((h) => Boolean(c.get(h)))).toEqual([true, true, false, true]);
    c.invalidate({ sessionIds: [], userIds: [10], all: false });
    expect(['a', 'b', 'c', 'd'].map((h) => Boolean(c.get(h)))).toEqual([false, false, false, true]);
    c.invalidate({ sessionIds: [], userIds: [], all: true });
    expect(c.size).toBe(0);
  });

  it('does not store what was read before an invalidation (a racing read cannot bring back a revoked session)', () => {
    const c = cache();
    const before = c.generation();
    c.invalidate({ sessionIds: [1], userIds: [], all: false });
    c.store('h', caller(), before);
    expect(c.get('h')).toBeUndefined();
    c.store('h', caller(), c.generation());
    expect(c.get('h')).toBeDefined();
  });

  it('stores nothing with a TTL of 0 and stays within its bound', () => {
    const off = new CallerCache({ ttlMs: 0, now: () => now });
    off.store('h', caller(), off.generation());
    expect(off.get('h')).toBeUndefined();
    const small = new CallerCache({ ttlMs: 30_000, maxEntries: 2, now: () => now });
    for (const h of ['a', 'b', 'c']) small.store(h, caller(), small.generation());
    expect(small.size).toBe(2);
    expect(small.get('a')).toBeUndefined();
    expect(small.get('c')).toBeDefined();
  });
});

describe('invalidationOf', () => {
  const row = (entity: string, type: 'create' | 'update' | 'delete', id: number, fields: string[] = []) => ({ entity, type, id, fields });

  it('names changed and removed sessions and users, not new ones', () => {
    expect(invalidationOf([row('Session', 'create', 1), row('User', 'create', 2)])).toBeNull();
    expect(invalidationOf([row('Session', 'update', 1, ['revokedAt']), row('User', 'update', 2, ['role']), row('User', 'delete', 3)])).toEqual({
      sessionIds: [1],
      userIds: [2, 3],
      all: false,
    });
  });

  it('drops every scope when a tenant is added, moved or removed, not when only renamed', () => {
    expect(invalidationOf([row('Tenant', 'update', 5, ['name'])])).toBeNull();
    for (const change of [row('Tenant', 'create', 5), row('Tenant', 'update', 5, ['parent']), row('Tenant', 'delete', 5)]) {
      expect(invalidationOf([change])?.all).toBe(true);
    }
  });

  it('ignores other entities', () => {
    expect(invalidationOf([row('Device', 'update', 1, ['status']), row('StatusChange', 'create', 2)])).toBeNull();
  });
});
