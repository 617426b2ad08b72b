/**
 * Every permission-checked API of the product, in one table: its path and method (what a
 * role policy lists), a summary and the group the role permission page shows it under.
 * Guard a GraphQL field with `@Permission(API.x)`; the `@permission` directive in the
 * schema and the API catalogue are both derived from this table, so a typo cannot create
 * a new API (the schema build refuses a directive that is not here).
 */
import { Directive } from 'type-graphql';
import type { HttpMethod, Role } from '../../contract/roles';
import { apiKey } from './policy';

export type ApiDefinition = {
  readonly path: string;
  readonly method: HttpMethod;
  /** What the API does, shown on the role permission page and in the schema. */
  readonly summary: string;
  /** Group (tag) on the role permission page. */
  readonly group: string;
};

export const API = {
  deviceList: { path: '/device', method: 'GET', summary: 'List devices and their live data', group: 'device' },
  deviceAlarms: { path: '/device/alarm', method: 'GET', summary: 'Alarms of a device', group: 'device' },
  deviceEfficiency: { path: '/device/efficiency', method: 'GET', summary: 'Efficiency, timeline and statistics of a device', group: 'device' },
  deviceStatistics: { path: '/device/statistics', method: 'GET', summary: 'Device counts by region for a month range (supplier aggregate)', group: 'device' },
  userList: { path: '/user', method: 'GET', summary: 'List users', group: 'user' },
  userAdd: { path: '/user', method: 'POST', summary: 'Add a user', group: 'user' },
  userEdit: { path: '/user', method: 'PUT', summary: 'Edit a user', group: 'user' },
} as const satisfies Record<string, ApiDefinition>;

export type ApiName = keyof typeof API;

export const API_LIST: readonly ApiDefinition[] = Object.values(API);

/** The table entry of a (path, method), if any. */
export function findApi(api: { path: string; method: HttpMethod }): ApiDefinition | undefined {
  const key = apiKey(api);
  return API_LIST.find((entry) => apiKey(entry) === key);
}

/** Guards a query, mutation, subscription or field with a role policy check for this API. */
export function Permission(api: ApiDefinition): ReturnType<typeof Directive> {
  return Directive(`@permission(path: ${JSON.stringify(api.path)}, method: ${api.method}, summary: ${JSON.stringify(api.summary)})`);
}

/** Requires a signed-in caller; with roles, one of them. */
export function Auth(...roles: Role[]): ReturnType<typeof Directive> {
  return Directive(roles.length ? `@auth(roles: [${roles.join(', ')}])` : '@auth');
}
