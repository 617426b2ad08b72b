import { TenantScope } from '../../core/tenancy';
import { type Caller, CallerCache } from './caller-cache';
import { invalidationOf } from './caller-invalidation';

const session = (id: number) => ({ kind: 'session' as const, id });
const caller = (over: Partial<Caller> = {}): Caller => ({
  credential: session(1),
  userId: 10,
  role: 'tenant_admin',
  tenantId: 2,
  language: null,
  scope: TenantScope.forUser('tenant_admin', 2, [{ id: 2, parentId: null }]),
  expiresAt: Date.UTC(2030, 0, 1),
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
    c.store('h', caller({ expiresAt: now + 5_000 }), c.generation());
    now += 4_999;
    expect(c.get('h')).toBeDefined();
    now += 1;
    expect(c.get('h')).toBeUndefined();
    c.store('late', caller({ expiresAt: now }), c.generation());
    expect(c.get('late')).toBeUndefined();
  });

  it('drops the callers of invalidated sessions and users, and everything on `all`', () => {
    const c = cache();
    const g = c.generation();
    c.store('a', caller({ credential: session(1), userId: 10 }), g);
    c.store('b', caller({ credential: session(2), userId: 10 }), g);
    c.store('c', caller({ credential: session(3), userId: 11 }), g);
    c.store('d', caller({ credential: session(4), userId: 12 }), g);
    c.invalidate({ sessionIds: [3], apiTokenIds: [], userIds: [], all: false });
    expect(['a', 'b', 'c', 'd'].map((h) => Boolean(c.get(h)))).toEqual([true, true, false, true]);
    c.invalidate({ sessionIds: [], apiTokenIds: [], userIds: [10], all: false });
    expect(['a', 'b', 'c', 'd'].map((h) => Boolean(c.get(h)))).toEqual([false, false, false, true]);
    c.invalidate({ sessionIds: [], apiTokenIds: [], userIds: [], all: true });
    expect(c.size).toBe(0);
  });

  it('tells a session from an integrator token of the same id: each is dropped by its own kind', () => {
    const c = cache();
    const g = c.generation();
    c.store('session', caller({ credential: session(7) }), g);
    c.store('token', caller({ credential: { kind: 'apiToken', id: 7 }, expiresAt: Number.POSITIVE_INFINITY }), g);
    c.invalidate({ sessionIds: [], apiTokenIds: [7], userIds: [], all: false });
    expect([Boolean(c.get('session')), Boolean(c.get('token'))]).toEqual([true, false]);
    c.store('token', caller({ credential: { kind: 'apiToken', id: 7 }, expiresAt: Number.POSITIVE_INFINITY }), c.generation());
    c.invalidate({ sessionIds: [7], apiTokenIds: [], userIds: [], all: false });
    expect([Boolean(c.get('session')), Boolean(c.get('token'))]).toEqual([false, true]);
    // A token without expiry is still bounded by the TTL.
    now += 30_000;
    expect(c.get('token')).toBeUndefined();
  });

  it('does not store what was read before an invalidation (a racing read cannot bring back a revoked session)', () => {
    const c = cache();
    const before = c.generation();
    c.invalidate({ sessionIds: [1], apiTokenIds: [], userIds: [], all: false });
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

  it('names changed and removed sessions, integrator tokens and users, not new ones', () => {
    expect(invalidationOf([row('Session', 'create', 1), row('User', 'create', 2), row('ApiToken', 'create', 4)])).toBeNull();
    expect(invalidationOf([row('Session', 'update', 1, ['revokedAt']), row('User', 'update', 2, ['role']), row('User', 'delete', 3), row('ApiToken', 'update', 4, ['revokedAt'])])).toEqual({
      sessionIds: [1],
      apiTokenIds: [4],
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
