import { type ApiRef, apiKey } from '@contract/apis';
import type { HttpMethod, Role } from '@contract/roles';

/**
 * The role permission page's rules (spec part 2 sections 2, 4 and 6), pure: which roles it
 * edits and how they are named, the method tag colours, and the selection of APIs per API,
 * per group and for everything.
 */

/** The roles a policy is edited for (super_admin needs none): tenant_admin and user as part 2 names them, then the maintenance roles. */
export const EDITABLE_ROLES = ['tenant_admin', 'user', 'maintainadmin', 'maintainer'] as const satisfies readonly Role[];
export type EditableRole = (typeof EDITABLE_ROLES)[number];

export const isEditableRole = (value: string): value is EditableRole => (EDITABLE_ROLES as readonly string[]).includes(value);

/** Message id of a role's name in the selector (tenant_admin 管理员 / Administrator, user 用户 / User). */
export const roleOptionId = (role: EditableRole) => `rp_role_${role}` as const;

/** Spec part 1 section 9 and part 2 section 2: GET info, POST success, PUT warning, DELETE danger, PATCH primary. */
export const METHOD_TAG: Record<HttpMethod, 'info' | 'success' | 'warning' | 'danger' | 'primary'> = {
  GET: 'info',
  POST: 'success',
  PUT: 'warning',
  DELETE: 'danger',
  PATCH: 'primary',
};

/** The Chakra palette of each tag type (Element's info grey, success green, warning orange, danger red, primary blue). */
export const TAG_PALETTE = { info: 'gray', success: 'green', warning: 'orange', danger: 'red', primary: 'blue' } as const;

export type CatalogueApi = ApiRef & { summary?: string | null; fields?: readonly string[] };
export type CatalogueGroup = { tag: string; apis: readonly CatalogueApi[] };

/** The selected APIs, by `apiKey` ("GET /user"). */
export type Selection = ReadonlySet<string>;

export type Tick = 'all' | 'some' | 'none';

const keysOf = (apis: readonly ApiRef[]) => apis.map(apiKey);

function tickOf(keys: readonly string[], selection: Selection): Tick {
  const chosen = keys.filter((k) => selection.has(k)).length;
  return chosen === 0 ? 'none' : chosen === keys.length ? 'all' : 'some';
}

/** A role's saved policy as a selection, keeping only APIs of the catalogue. */
export function selectionOf(policy: readonly ApiRef[], catalogue: readonly CatalogueGroup[]): Selection {
  const known = new Set(catalogue.flatMap((g) => keysOf(g.apis)));
  return new Set(keysOf(policy).filter((k) => known.has(k)));
}

export const groupTick = (group: CatalogueGroup, selection: Selection): Tick => tickOf(keysOf(group.apis), selection);

export const allTick = (catalogue: readonly CatalogueGroup[], selection: Selection): Tick => tickOf(catalogue.flatMap((g) => keysOf(g.apis)), selection);

export function toggleApi(selection: Selection, api: ApiRef): Selection {
  const next = new Set(selection);
  const key = apiKey(api);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

/** A group's box: everything in it when not all were chosen, nothing of it otherwise. */
export function toggleGroup(selection: Selection, group: CatalogueGroup): Selection {
  const keys = keysOf(group.apis);
  const next = new Set(selection);
  if (groupTick(group, selection) === 'all') keys.forEach((k) => next.delete(k));
  else keys.forEach((k) => next.add(k));
  return next;
}

/** The select-all box: every API when not all were chosen, none otherwise. */
export function toggleAll(selection: Selection, catalogue: readonly CatalogueGroup[]): Selection {
  return allTick(catalogue, selection) === 'all' ? new Set() : new Set(catalogue.flatMap((g) => keysOf(g.apis)));
}

/** What `replaceRolePolicies` gets: the selected APIs, in the catalogue's order. */
export function policyOf(selection: Selection, catalogue: readonly CatalogueGroup[]): ApiRef[] {
  return catalogue.flatMap((g) => g.apis.filter((api) => selection.has(apiKey(api))).map(({ path, method }) => ({ path, method })));
}

export function sameSelection(a: Selection, b: Selection): boolean {
  return a.size === b.size && [...a].every((k) => b.has(k));
}

export function countOf(group: CatalogueGroup, selection: Selection): number {
  return keysOf(group.apis).filter((k) => selection.has(k)).length;
}
