/**
 * Custom dashboards (spec part 2 sections 2-9): the list, one dashboard, create, save (the
 * designer's toolbar and autosave, the list's rename) and delete. Takes the request's
 * EntityManager (scoped to the caller's tenants), so a dashboard of another tenant is simply
 * not found (errorno 1010002). Everyone in scope may view; only the owner and administrators
 * change (`canEditDashboard`, errorno 1010006). A save names the version it started from and
 * is one conditional update: over a newer version it is refused (errorno 1010005) and nothing
 * changes, so two tabs on one dashboard never silently overwrite each other.
 */
import type { EntityManager, FilterQuery } from '@mikro-orm/core';
import { DASHBOARD_TABLE, type DashboardContent, EMPTY_DASHBOARD_CONTENT, validateCoverIcon, validateDashboardContent, validateDashboardFields } from '../../contract/dashboards';
import { ERRNO } from '../../contract/error-catalogue';
import { DASHBOARD_PAGING } from '../../contract/paging';
import type { Role } from '../../contract/roles';
import type { FieldError } from '../../contract/validation';
import { AppError, formInvalid } from '../../core/errors';
import { parseId } from '../../core/ids';
import { type Page, type PageRequest, findPage } from '../../core/paging';
import type { PubSub } from '../../core/pubsub';
import type { Dialect } from '../../db/orm';
import { Device } from '../devices/device.entity';
import { Tenant } from '../tenants/tenant.entity';
import { User } from '../users/user.entity';
import { Dashboard } from './dashboard.entity';

/** Who asks: what the rules of changing a dashboard need to know. */
export type DashboardCaller = { userId: number; role: Role; tenantId: number };

/** Roles that change every dashboard they can see (the tenant's administrators). */
const ADMINISTRATORS: readonly Role[] = ['super_admin', 'tenant_admin'];

/**
 * Whether the caller may save, rename and delete a dashboard it can see: its owner, or an
 * administrator (super_admin; a tenant_admin sees only dashboards of its own tenant tree).
 */
export function canEditDashboard(dashboard: Dashboard, caller: DashboardCaller | null): boolean {
  if (!caller) return false;
  return dashboard.owner.id === caller.userId || ADMINISTRATORS.includes(caller.role);
}

/** Tells subscribers in scope of the tenant that the dashboard list changed (their refresh dot). */
function announce(pubsub: PubSub, tenantId: number): void {
  pubsub.publish('TABLE_VERSION', { table: DASHBOARD_TABLE, version: Date.now(), tenantId });
}

export type DashboardListQuery = PageRequest & { name?: string | null };

/** The list (spec: name filter, newest update first, 10 per page by default). */
export async function listDashboards(em: EntityManager, query: DashboardListQuery, dialect: Dialect): Promise<Page<Dashboard>> {
  const where: FilterQuery<Dashboard> = {};
  const name = query.name?.trim();
  // Case-insensitive: SQLite's LIKE is (for ASCII), PostgreSQL's ILIKE is. `%` and `_` stay
  // wildcards (SQLite's LIKE has no default escape character): harmless for a search box.
  if (name) where.name = dialect === 'postgresql' ? { $ilike: `%${name}%` } : { $like: `%${name}%` };
  // Never the canvases (up to 1 MiB each): a list may not select them (graphql/security.ts, LARGE_FIELDS).
  const page = await findPage(em, Dashboard, where, { orderBy: { updatedAt: 'desc', id: 'desc' }, exclude: ['content'] }, DASHBOARD_PAGING, query);
  // The owners' accounts in one statement for the page.
  await em.populate(page.items, ['owner']);
  return page;
}

/** One dashboard in the caller's scope; errorno 1010002 otherwise. */
export async function getDashboard(em: EntityManager, idArg: string): Promise<Dashboard> {
  const dashboard = await em.findOne(Dashboard, { id: parseId(idArg, 'id') }, { populate: ['owner'] });
  if (!dashboard) throw new AppError(ERRNO.recordNotFound);
  return dashboard;
}

/** Every device a content binds must be one the caller sees (the EntityManager's scope); else a form error at each binding. */
async function checkBoundDevices(em: EntityManager, devices: readonly { uuid: string; path: string }[]): Promise<FieldError[]> {
  if (!devices.length) return [];
  const wanted = [...new Set(devices.map((d) => d.uuid))];
  const found = new Set((await em.find(Device, { uuid: { $in: wanted } }, { fields: ['uuid'] })).map((d) => d.uuid));
  return devices.filter((d) => !found.has(d.uuid)).map((d) => ({ field: d.path, key: 'dashboard_device_unknown' as const }));
}

type DashboardValues = { name: string; description?: string | null; content?: string | null; coverIcon?: string | null };

/** The form rules, the content rules and the bound devices; every problem at once (errorno 1003). */
async function checkedValues(em: EntityManager, values: DashboardValues) {
  const errors = validateDashboardFields(values);
  let content: DashboardContent | undefined;
  if (values.content !== undefined && values.content !== null) {
    const checked = validateDashboardContent(values.content);
    if (checked.errors) errors.push(...checked.errors);
    else {
      content = checked.content;
      errors.push(...(await checkBoundDevices(em, checked.devices)));
    }
  }
  if (values.coverIcon !== undefined && values.coverIcon !== null) errors.push(...validateCoverIcon(values.coverIcon));
  if (errors.length) throw formInvalid(errors);
  return {
    name: values.name.trim(),
    description: (values.description ?? '').trim(),
    // Stored as checked: keys the contract does not know are dropped.
    ...(content ? { content: JSON.stringify(content) } : {}),
    ...(values.coverIcon ? { coverIcon: values.coverIcon } : {}),
  };
}

/** Creates a dashboard in the caller's tenant, owned by the caller, at version 1. */
export async function createDashboard(em: EntityManager, caller: DashboardCaller, values: DashboardValues, pubsub: PubSub): Promise<Dashboard> {
  const fields = await checkedValues(em, values);
  const dashboard = em.create(Dashboard, {
    content: EMPTY_DASHBOARD_CONTENT,
    ...fields,
    tenant: em.getReference(Tenant, caller.tenantId),
    owner: em.getReference(User, caller.userId),
    updatedAt: new Date(),
    version: 1,
  });
  await em.flush();
  announce(pubsub, caller.tenantId);
  return getDashboard(em, String(dashboard.id));
}

/** A dashboard in scope that the caller may change; 1010002 or 1010006 otherwise. */
async function editable(em: EntityManager, caller: DashboardCaller, id: number): Promise<Dashboard> {
  const dashboard = await em.findOne(Dashboard, { id });
  if (!dashboard) throw new AppError(ERRNO.recordNotFound);
  if (!canEditDashboard(dashboard, caller)) throw new AppError(ERRNO.dashboardNotYours);
  return dashboard;
}

/**
 * Saves (toolbar, autosave) or renames (no content) a dashboard from `baseVersion`: one
 * conditional update `where id = ? and version = baseVersion` (the tenant filter applied)
 * that increments the version and stamps updatedAt, so of two saves from one version exactly
 * one wins; the other gets errorno 1010005 with the current version and changes nothing.
 */
export async function saveDashboard(em: EntityManager, caller: DashboardCaller, values: DashboardValues & { id: string; baseVersion: number }, pubsub: PubSub): Promise<Dashboard> {
  const id = parseId(values.id, 'id');
  const dashboard = await editable(em, caller, id);
  // Stale already when read: refused before the content is checked (the update below decides races).
  if (dashboard.version !== values.baseVersion) throw new AppError(ERRNO.dashboardChangedElsewhere, { current: dashboard.version });
  const fields = await checkedValues(em, values);
  const changed = await em.nativeUpdate(Dashboard, { id, version: values.baseVersion }, { ...fields, version: values.baseVersion + 1, updatedAt: new Date() });
  const current = await em.findOne(Dashboard, { id }, { populate: ['owner'], refresh: true });
  if (!current) throw new AppError(ERRNO.recordNotFound);
  if (!changed) throw new AppError(ERRNO.dashboardChangedElsewhere, { current: current.version });
  announce(pubsub, dashboard.tenant.id);
  return current;
}

/** Deletes a dashboard in scope that the caller may change. */
export async function deleteDashboard(em: EntityManager, caller: DashboardCaller, idArg: string, pubsub: PubSub): Promise<boolean> {
  const id = parseId(idArg, 'id');
  const dashboard = await editable(em, caller, id);
  const tenantId = dashboard.tenant.id;
  const removed = await em.nativeDelete(Dashboard, { id });
  if (!removed) throw new AppError(ERRNO.recordNotFound);
  announce(pubsub, tenantId);
  return true;
}
