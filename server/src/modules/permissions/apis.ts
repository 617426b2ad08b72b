/**
 * The API table (`contract/apis.ts`) on the schema: guard a GraphQL field with
 * `@Permission(API.x)`; the `@permission` directive in the schema and the API catalogue
 * are both derived from the table, so a typo cannot create a new API (the schema build
 * refuses a directive that is not in it).
 */
import { Directive } from 'type-graphql';
import { API_LIST, type ApiDefinition } from '../../contract/apis';
import type { HttpMethod, Role } from '../../contract/roles';
import { apiKey } from './policy';

// The table itself lives in the shared contract (the client's routes name their APIs from it).
export { API, API_LIST, type ApiDefinition, type ApiName } from '../../contract/apis';

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
