/**
 * The lookup lists loaded at start (spec part 1 section 3): enterprises, repair types,
 * solution modes, service modes. Each tenant's administrators keep their own tenant's lists;
 * a tenant without a list of a kind uses the nearest ancestor's (a customer sees its maker's).
 */
import type { EntityManager } from '@mikro-orm/core';
import { REPAIR_LOOKUP_KINDS, type RepairLookupKind, validateLookupList } from '../../contract/repair-orders';
import { formInvalid } from '../../core/errors';
import { ancestorChain } from '../../core/tenancy';
import { Tenant } from '../tenants/tenant.entity';
import { tenantLinks } from '../tenants/tenant.service';
import { RepairLookup } from './repair-order.entity';

export type LookupList = { kind: RepairLookupKind; tenantId: number | null; entries: { key: string; label: string }[] };

/**
 * The lists a tenant uses: per kind, the entries of the nearest tenant of its chain that has
 * any. The ancestors' rows lie outside a customer's scope, so they are read past the filter,
 * labels and keys only (UNFILTERED_READS).
 */
export async function lookupsOf(em: EntityManager, tenantId: number): Promise<LookupList[]> {
  const chain = ancestorChain(tenantId, await tenantLinks(em));
  const rows = await em.find(RepairLookup, { tenant: { $in: chain } }, { filters: false, orderBy: { position: 'asc', id: 'asc' } });
  return REPAIR_LOOKUP_KINDS.map((kind) => {
    const owner = chain.find((id) => rows.some((r) => r.kind === kind && r.tenant.id === id)) ?? null;
    return { kind, tenantId: owner, entries: rows.filter((r) => r.kind === kind && r.tenant.id === owner).map((r) => ({ key: r.key, label: r.label })) };
  });
}

/** Replaces one list of the caller's own tenant with at least one entry (`resetLookupList` goes back to the ancestors'). */
export async function replaceLookupList(em: EntityManager, tenantId: number, kind: RepairLookupKind, entries: readonly { key: string; label: string }[]): Promise<LookupList[]> {
  const errors = validateLookupList(entries);
  if (errors.length) throw formInvalid(errors);
  await em.transactional(async (tx) => {
    await tx.nativeDelete(RepairLookup, { tenant: tenantId, kind });
    entries.forEach((entry, position) => tx.create(RepairLookup, { tenant: tx.getReference(Tenant, tenantId), kind, key: entry.key.trim(), label: entry.label.trim(), position }));
    await tx.flush();
  });
  return lookupsOf(em, tenantId);
}

/** Removes the caller's own list of a kind: the tenant uses its nearest ancestor's again. */
export async function resetLookupList(em: EntityManager, tenantId: number, kind: RepairLookupKind): Promise<LookupList[]> {
  await em.nativeDelete(RepairLookup, { tenant: tenantId, kind });
  return lookupsOf(em, tenantId);
}
