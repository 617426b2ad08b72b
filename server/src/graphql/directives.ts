import { MapperKind, getDirective, mapSchema } from '@graphql-tools/utils';
import {
  DirectiveLocation,
  GraphQLDirective,
  GraphQLEnumType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLSchema,
  GraphQLString,
  defaultFieldResolver,
  specifiedDirectives,
} from 'graphql';
import type { HttpMethod, Role } from '../contract/roles';
import { type ApiDefinition, findApi } from '../modules/permissions/apis';
import { BOUNDED } from './input-guard';
import { type ApiKey, apiKey } from '../modules/permissions/policy';

export type AuthRule = { roles?: Role[] };
export type PermissionRule = ApiKey & { summary?: string };
export type FieldGuard = { auth?: AuthRule; permission?: PermissionRule };

/** Checks a guard for the request context; throws the error the client should see. Synchronous when it can decide at once. */
export type GuardCheck<Ctx> = (ctx: Ctx, guard: FieldGuard) => void | Promise<void>;

/** Re-creates the schema with `@auth` and `@permission` defined, using the schema's own enums. */
export function withDirectiveDefinitions(schema: GraphQLSchema): GraphQLSchema {
  const role = schema.getType('Role') as GraphQLEnumType;
  const method = schema.getType('HttpMethod') as GraphQLEnumType;
  const auth = new GraphQLDirective({
    name: 'auth',
    description: 'Requires a signed-in caller; with `roles`, one of those roles.',
    locations: [DirectiveLocation.FIELD_DEFINITION],
    args: { roles: { type: new GraphQLList(new GraphQLNonNull(role)) } },
  });
  const permission = new GraphQLDirective({
    name: 'permission',
    description:
      "Requires the caller's role policy to hold this exact API (path and method); super_admin always passes. Listed in `apiCatalogue`.",
    locations: [DirectiveLocation.FIELD_DEFINITION],
    args: {
      path: { type: new GraphQLNonNull(GraphQLString) },
      method: { type: new GraphQLNonNull(method) },
      summary: { type: GraphQLString, description: 'What the API does, shown on the role permission page.' },
    },
  });
  return new GraphQLSchema({ ...schema.toConfig(), directives: [...specifiedDirectives, auth, permission, BOUNDED] });
}

/** Reads the guard a field declares, if any. */
export function fieldGuard(schema: GraphQLSchema, field: Parameters<typeof getDirective>[1]): FieldGuard | undefined {
  const auth = getDirective(schema, field, 'auth')?.[0] as AuthRule | undefined;
  const permission = getDirective(schema, field, 'permission')?.[0] as PermissionRule | undefined;
  if (!auth && !permission) return undefined;
  return { auth, permission };
}

/**
 * Wraps every guarded field's `resolve` (and `subscribe` for subscriptions, so a
 * subscription never starts without permission) with the check.
 */
export function enforceDirectives<Ctx>(schema: GraphQLSchema, check: GuardCheck<Ctx>): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (fieldConfig, _fieldName, typeName) => {
      const guard = fieldGuard(schema, fieldConfig);
      if (!guard) return fieldConfig;
      if (typeName === schema.getSubscriptionType()?.name && fieldConfig.subscribe) {
        const subscribe = fieldConfig.subscribe;
        return {
          ...fieldConfig,
          subscribe: async (source, args, ctx, info) => {
            await check(ctx as Ctx, guard);
            return subscribe(source, args, ctx, info);
          },
        };
      }
      const resolve = fieldConfig.resolve ?? defaultFieldResolver;
      return {
        ...fieldConfig,
        // No promise added when the check decides at once (a cached policy): lists stay cheap.
        resolve: (source, args, ctx, info) => {
          const pending = check(ctx as Ctx, guard);
          return pending ? pending.then(() => resolve(source, args, ctx, info)) : resolve(source, args, ctx, info);
        },
      };
    },
  });
}

export type ApiEntry = { path: string; method: HttpMethod; summary: string | null; fields: string[] };
export type ApiGroupEntry = { tag: string; apis: ApiEntry[] };

/**
 * The API catalogue: every API of the table (modules/permissions/apis.ts) with the GraphQL
 * fields its `@permission` directives guard, grouped by the table's group. A directive that
 * is not in the table, or that repeats it with another summary, stops the schema build:
 * a typo must not create a new API that no role can be given on purpose.
 */
export function collectApiCatalogue(schema: GraphQLSchema, table: readonly ApiDefinition[]): ApiGroupEntry[] {
  const apis = new Map<string, ApiEntry & { group: string }>(table.map((api) => [apiKey(api), { path: api.path, method: api.method, summary: api.summary, fields: [], group: api.group }]));
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || !('getFields' in type) || type instanceof GraphQLEnumType) continue;
    if (!('getInterfaces' in type)) continue; // object and interface types only
    for (const field of Object.values(type.getFields())) {
      const permission = fieldGuard(schema, field)?.permission;
      if (!permission) continue;
      const entry = apis.get(apiKey(permission));
      const known = findApi(permission);
      if (!entry || !known || (permission.summary !== undefined && permission.summary !== known.summary)) {
        throw new Error(`${type.name}.${field.name}: @permission(${apiKey(permission)}) is not in the API table (modules/permissions/apis.ts); guard it with @Permission(API.x)`);
      }
      entry.fields.push(`${type.name}.${field.name}`);
    }
  }
  const groups = new Map<string, ApiEntry[]>();
  for (const { group, ...api } of apis.values()) groups.set(group, [...(groups.get(group) ?? []), api]);
  const methodOrder = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, list]) => ({
      tag,
      apis: list.sort((a, b) => a.path.localeCompare(b.path) || methodOrder.indexOf(a.method) - methodOrder.indexOf(b.method)),
    }));
}
