/**
 * Tenant scope: the one place that decides which tenants a caller may see.
 * super_admin sees everything; every other role sees its tenant and its sub-tenants.
 *
 * Tenant-owned entities extend `TenantOwned` (db/tenant-owned.ts), which brings the
 * `tenant` relation and the `tenantScope` filter. The filter is on by default and fails
 * closed: an EntityManager without scope parameters throws. EntityManagers come from
 * `scopedEm` (a caller's scope) or `systemEm` (every tenant, for the named system paths
 * in SYSTEM_PATHS); nothing else sets the filter's parameters (a test checks).
 */
import { type EntityManager, type Filter, type MikroORM, type Ref, wrap } from '@mikro-orm/core';
import type { Role } from '../contract/roles';
import { ERRNO } from '../contract/error-catalogue';
import { AppError } from './errors';
import { parseId } from './ids';

type FilterDef = Parameters<typeof Filter>[0];

export const TENANT_SCOPE_FILTER = 'tenantScope';

/** Filter arguments: `ids: null` means all tenants (super_admin). */
export type TenantScopeArgs = { ids: number[] | null };

/** The filter of tenant-owned rows (`tenant` is the owner) or of the tenant table itself (`id`). */
export function tenantScopeFilter(column: 'tenant' | 'id'): FilterDef {
  return {
    name: TENANT_SCOPE_FILTER,
    default: true,
    // An empty scope matches nothing: `column is null` (both columns are required) is valid SQL
    // everywhere, where an empty `in ()` is not (PostgreSQL refuses it in a join condition).
    cond: (args: TenantScopeArgs) => (args.ids === null ? {} : args.ids.length === 0 ? { [column]: null } : { [column]: { $in: args.ids } }),
  };
}

export type TenantLink = { id: number; parentId: number | null };

/** The tenant and its ancestors, nearest first, from a flat list of (id, parent) links (a cycle in bad data ends). */
export function ancestorChain(tenantId: number, links: readonly TenantLink[]): number[] {
  const parent = new Map(links.map((l) => [l.id, l.parentId]));
  const chain: number[] = [];
  for (let id: number | null | undefined = tenantId; id !== null && id !== undefined && !chain.includes(id); id = parent.get(id)) chain.push(id);
  return chain;
}

/** The tenant, those above it and those below it: never a sibling or another tree. */
export function tenantLine(tenantId: number, links: readonly TenantLink[]): number[] {
  return [...new Set([...ancestorChain(tenantId, links), ...descendantsOf(tenantId, links)])];
}

/** The tenant and all its descendants, from a flat list of (id, parent) links. */
export function descendantsOf(rootId: number, links: readonly TenantLink[]): number[] {
  const children = new Map<number, number[]>();
  for (const link of links) {
    if (link.parentId === null) continue;
    const list = children.get(link.parentId) ?? [];
    list.push(link.id);
    children.set(link.parentId, list);
  }
  const result: number[] = [];
  const seen = new Set<number>();
  const stack = [rootId];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue; // a cycle in bad data must not hang a request
    seen.add(id);
    result.push(id);
    stack.push(...(children.get(id) ?? []));
  }
  return result;
}

export class TenantScope {
  private constructor(
    readonly ids: ReadonlySet<number> | 'all',
    /**
     * The tenant links a user's scope was computed from (read when the caller was loaded,
     * then cached with it): work on a sub-tenant's subtree reuses them instead of reading the table again.
     */
    readonly links: readonly TenantLink[] | null = null,
  ) {}

  static all(): TenantScope {
    return new TenantScope('all');
  }

  static none(): TenantScope {
    return new TenantScope(new Set());
  }

  /** Exactly one tenant, without its sub-tenants: what a signed download link for that tenant's file reads. */
  static only(tenantId: number): TenantScope {
    return new TenantScope(new Set([tenantId]));
  }

  static forUser(role: Role, tenantId: number, links: readonly TenantLink[]): TenantScope {
    if (role === 'super_admin') return TenantScope.all();
    return new TenantScope(new Set(descendantsOf(tenantId, links)), links);
  }

  includes(tenantId: number): boolean {
    return this.ids === 'all' || this.ids.has(tenantId);
  }

  /** A `tenantId` argument as one of this scope's ids: errorno 1004 when it is no id, 1151 when it is outside. */
  tenantArg(idArg: string): number {
    const tenantId = parseId(idArg, 'tenantId');
    if (!this.includes(tenantId)) throw new AppError(ERRNO.tenantOutOfScope);
    return tenantId;
  }

  filterArgs(): TenantScopeArgs {
    return { ids: this.ids === 'all' ? null : [...this.ids] };
  }
}

/** A fresh EntityManager that sees exactly this scope (a request, a subscription event). */
export function scopedEm(orm: MikroORM | EntityManager, scope: TenantScope): EntityManager {
  const em = ('em' in orm ? orm.em : orm).fork();
  em.setFilterParams(TENANT_SCOPE_FILTER, scope.filterArgs());
  return em;
}

/**
 * Why a piece of code may look across every tenant. Each is a path that acts for the
 * platform rather than for a caller; a test fails when `systemEm` is called from a file
 * not listed in SYSTEM_PATHS.
 */
export type SystemPurpose =
  | 'ingest' // MQTT messages from authenticated devices, written for their own device
  | 'live-state' // presence and silence watchdog of every device
  | 'mqtt-auth' // device credentials checked at connect
  | 'boot' // start-up: configuration read from the database
  | 'seed' // demo data into an empty database
  | 'simulator' // the demo simulator and its CLI
  | 'qr-public' // the public page of a machine's QR code, read by the code alone (no caller)
  | 'reminders' // repair order reminders claimed and delivered when due, whoever's they are
  | 'maintenance-plans' // due plans claimed and their check orders generated, whoever's they are
  | 'test'; // tests reading what was stored

/** Files allowed to call `systemEm` (relative to server/, forward slashes). */
export const SYSTEM_PATHS: Readonly<Record<string, SystemPurpose>> = {
  'src/modules/telemetry/ingest.ts': 'ingest',
  'src/modules/telemetry/live-state.ts': 'live-state',
  'src/mqtt/device-auth.ts': 'mqtt-auth',
  'src/app.ts': 'boot',
  'src/modules/seeding/seed-demo.ts': 'seed',
  'src/simulator/demo.ts': 'simulator',
  'src/simulator/cli.ts': 'simulator',
  'src/modules/device-archives/qr-code.public.ts': 'qr-public',
  'src/modules/repair-orders/repair-reminder.service.ts': 'reminders',
  'src/modules/maintenance-plans/check-order.service.ts': 'maintenance-plans',
};

/** A fresh EntityManager that sees every tenant, for the system paths above (never for a caller's request). */
export function systemEm(orm: MikroORM | EntityManager, _purpose: SystemPurpose): EntityManager {
  return scopedEm(orm, TenantScope.all());
}

/**
 * Loads a reference through its EntityManager (batched by MikroORM's dataloader); null
 * when the row is gone or hidden by the tenant filter. `Ref.load()` alone would hand back
 * the bare, uninitialised reference in that case, as if it were the row.
 */
export async function loadInScope<T extends object>(ref: Ref<T> | null | undefined): Promise<T | null> {
  if (!ref) return null;
  const entity = (await ref.load()) as T | null;
  return entity && wrap(entity).isInitialized() ? entity : null;
}

/** Files allowed to read past the tenant filter with `filters: false`, and why (a test checks). */
export const UNFILTERED_READS: Readonly<Record<string, string>> = {
  'src/modules/auth/auth.service.ts': "sign-in finds the account before there is a caller; a password change reads the caller's own row",
  'src/modules/auth/session.service.ts': 'a session or integrator token is found by its token hash before the scope is known (the scope is computed from it); a password change revokes all of the user\'s',
  'src/modules/auth/api-token.service.ts': "an integrator token's last use is recorded by its id as the request is authenticated, before any scope",
  'src/modules/auth/phone-auth.service.ts': 'phone sign-in and the public reset find the user of a phone before there is a caller',
  'src/modules/tenants/tenant.service.ts': 'scopes are computed from the whole tenant tree (ids and parents only)',
  'src/modules/users/user.service.ts': 'accounts and phones are unique across all tenants',
  'src/modules/device-archives/device-archive.service.ts': 'factory numbers are unique across all tenants, as the public repair pages find a machine by it (a count only)',
  'src/modules/users/user.resolver.ts': "a user's own tenant is shown to whoever may see the user",
  'src/graphql/guards.ts': "the caller's own user row",
  'src/modules/permissions/permission-contacts.ts': 'whom to ask for a permission: the names of the administrators above the caller (names and their tenant only)',
  'src/modules/repair-orders/public-repair.service.ts': 'the public repair report and query by SN find the machine of an SN before there is a caller (then work in that tenant only)',
  'src/modules/repair-orders/public-upload.service.ts':
    "the public repair form has no caller: the machine of an SN and a pass by its token's hash are found before the tenant is known (then work in that tenant only); an address's and an SN's upload bytes of the day are summed across tenants (sizes only); the sweep lists stale uploads and old passes of every tenant and removes each in its own tenant's scope",
  'src/modules/repair-orders/repair-lookup.service.ts': "a customer's lookup lists are its maker's: the lists of the caller's ancestor tenants are read (keys and labels only)",
  'src/modules/efficiency/efficiency.service.ts': "a device's OEE follows the work shifts of the nearest tenant up from the device's own that has any, which may be above the caller's tenants (start and end times only, never returned)",
  'src/modules/files/file.service.ts':
    "a blob is shared by every record of the same bytes, whichever tenant holds them: whether any record still points at it is counted past the filter (a count only, nothing is read); a user's upload allowance is over all its tenants (the time of its own oldest upload of the day); before a file's last record in its tenant is removed, the saved records (FILE_REFERRERS) of the tenants it serves (its line up and down, and the remover's scope) are searched for the file (the one column only, never returned: a yes or no)",
};

/**
 * Files whose query builders may skip `applyFilters()` (a query builder does not apply the
 * tenant filter by itself), and why (a test checks).
 */
export const QUERY_BUILDERS_WITHOUT_FILTERS: Readonly<Record<string, string>> = {
  'src/modules/telemetry/ingest.ts': 'inserts telemetry rows of an authenticated device (those tables carry no tenant filter)',
  'src/modules/efficiency/efficiency.service.ts': "reads telemetry rows of devices already loaded through the caller's scope",
  'src/modules/seeding/seed-history.ts': 'inserts the demo history of the devices it has just seeded (those tables carry no tenant filter)',
  'src/modules/files/file.service.ts': "sums the caller's own uploads of the day over all its tenants (the upload allowance: a count and a sum, nothing is read)",
};
