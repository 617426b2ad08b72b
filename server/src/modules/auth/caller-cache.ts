import type { Language, Role } from '../../contract/roles';
import type { TenantScope } from '../../core/tenancy';

/** What signed a caller in: a session (account or phone sign-in) or an integrator token. */
export type Credential = { readonly kind: 'session' | 'apiToken'; readonly id: number };

/** What a request context needs of a signed-in caller; read from the database on a miss. */
export type Caller = {
  credential: Credential;
  userId: number;
  role: Role;
  tenantId: number;
  language: Language | null;
  /** Immutable, so requests share it. */
  scope: TenantScope;
  /** The credential's own end (epoch ms; Infinity for a token without expiry): an entry never outlives it. */
  expiresAt: number;
};

/** What stopped being true: sessions, integrator tokens, users, or (`all`) anything, e.g. the tenant tree and with it every scope. */
export type CallerInvalidation = { sessionIds: readonly number[]; apiTokenIds: readonly number[]; userIds: readonly number[]; all: boolean };

/** Whether an invalidation concerns this caller. */
export function concerns(change: CallerInvalidation, caller: Pick<Caller, 'credential' | 'userId'>): boolean {
  if (change.all || change.userIds.includes(caller.userId)) return true;
  return (caller.credential.kind === 'session' ? change.sessionIds : change.apiTokenIds).includes(caller.credential.id);
}

/**
 * Authenticated callers by token hash (session or integrator token), per process, so a
 * request with a known token skips the session, user and tenant-tree queries. Entries are dropped by invalidations (sign
 * out, password change, user and tenant changes: see caller-invalidation.ts, which also
 * relays them to the other instances) and in any case after `ttlMs` (a safety net for
 * changes made outside the ORM's unit of work) or at the session's expiry, whichever
 * comes first.
 *
 * A load that began before an invalidation is not stored (the generation moved on), so
 * a read racing with a revocation cannot put the old state back.
 */
export class CallerCache {
  private readonly entries = new Map<string, { caller: Caller; validUntil: number }>();
  private readonly listeners = new Set<(change: CallerInvalidation) => void>();
  private generationCount = 0;

  constructor(
    private readonly options: { ttlMs: number; maxEntries?: number; now?: () => number },
  ) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  get(tokenHash: string): Caller | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.validUntil <= this.now()) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.caller;
  }

  /** Take this before reading the database; pass it to `store`. */
  generation(): number {
    return this.generationCount;
  }

  store(tokenHash: string, caller: Caller, generation: number): void {
    if (this.options.ttlMs <= 0 || generation !== this.generationCount) return;
    const now = this.now();
    const validUntil = Math.min(now + this.options.ttlMs, caller.expiresAt);
    if (validUntil <= now) return;
    const max = this.options.maxEntries ?? 50_000;
    if (this.entries.size >= max && !this.entries.has(tokenHash)) {
      // Oldest first (Map keeps insertion order): a bound against many one-off tokens.
      this.entries.delete(this.entries.keys().next().value!);
    }
    this.entries.set(tokenHash, { caller, validUntil });
  }

  invalidate(change: CallerInvalidation): void {
    this.generationCount++;
    if (change.all) this.entries.clear();
    else if (change.sessionIds.length || change.apiTokenIds.length || change.userIds.length) {
      for (const [hash, { caller }] of this.entries) {
        if (concerns(change, caller)) this.entries.delete(hash);
      }
    }
    for (const listener of this.listeners) listener(change);
  }

  /** Called after each invalidation, local or relayed from another instance (open subscriptions are re-checked). */
  onInvalidate(listener: (change: CallerInvalidation) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get size(): number {
    return this.entries.size;
  }
}
