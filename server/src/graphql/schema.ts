import 'reflect-metadata';
import { MapperKind, mapSchema, printSchemaWithDirectives } from '@graphql-tools/utils';
import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import { buildSchema, getMetadataStorage } from 'type-graphql';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { DeviceResolver } from '../modules/devices/device.resolver';
import { ProductResolver } from '../modules/products/product.resolver';
import { EfficiencyResolver } from '../modules/efficiency/efficiency.resolver';
import { DeviceStatusChangeResolver, TelemetryResolver } from '../modules/telemetry/telemetry.resolver';
import { RegionResolver } from '../modules/regions/region.resolver';
import { PermissionResolver } from '../modules/permissions/permission.resolver';
import { SystemMessageResolver } from '../modules/system-messages/system-message.resolver';
import { TenantResolver } from '../modules/tenants/tenant.resolver';
import { UserResolver } from '../modules/users/user.resolver';
import { withDirectiveDefinitions } from './directives';
import './enums';

export const RESOLVERS = [
  AuthResolver,
  UserResolver,
  TenantResolver,
  PermissionResolver,
  SystemMessageResolver,
  DeviceResolver,
  ProductResolver,
  EfficiencyResolver,
  RegionResolver,
  TelemetryResolver,
  DeviceStatusChangeResolver,
] as const;

/**
 * type-graphql insists on a pub/sub when there are subscriptions, but every
 * `@Subscription` here brings its own `subscribe` returning a LiveStream
 * (graphql/live-stream.ts) on `core/pubsub.ts`; `topics` subscriptions are not used.
 */
const TOPICS_NOT_USED = {
  publish: () => {
    throw new Error('use the app pub/sub (core/pubsub.ts), not type-graphql topics');
  },
  subscribe: () => {
    throw new Error('@Subscription({ topics }) is not used: give the subscription a `subscribe` returning a LiveStream');
  },
};

/** The public schema with its directives, before enforcement (this is what `schema.graphql` shows). */
export async function buildPublicSchema(): Promise<GraphQLSchema> {
  const schema = await buildSchema({ resolvers: [...RESOLVERS], validate: false, emitSchemaFile: false, pubSub: TOPICS_NOT_USED });
  return withPlainFields(withDirectiveDefinitions(schema));
}

/**
 * type-graphql gives every plain field (a property, no `@FieldResolver`) a resolver that runs
 * its middleware pipeline before reading the property: an object and a call per field and item
 * of every list. This project uses no type-graphql middleware or auth checker (guards are
 * schema directives), so plain fields are left to graphql-js's default resolver, which reads the
 * property directly. Fields with a `@FieldResolver` and the root operations keep theirs.
 */
function withPlainFields(schema: GraphQLSchema): GraphQLSchema {
  const storage = getMetadataStorage();
  const typeNames = new Map(storage.objectTypes.map((type) => [type.target, type.name]));
  const resolvers = new Map(storage.fieldResolvers.map((field) => [`${typeNames.get(field.getObjectType?.() as Function)}.${field.schemaName}`, field]));
  const roots = new Set([schema.getQueryType()?.name, schema.getMutationType()?.name, schema.getSubscriptionType()?.name]);
  const plain = new Set(storage.objectTypes.flatMap((type) => type.fields?.filter((f) => f.name === f.schemaName).map((f) => `${type.name}.${f.name}`) ?? []));
  const instances = new Map<Function, object>();
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (config, fieldName, typeName) => {
      const key = `${typeName}.${fieldName}`;
      if (roots.has(typeName)) return config;
      const fieldResolver = resolvers.get(key);
      if (fieldResolver) return { ...config, resolve: directFieldResolver(fieldResolver, instances) ?? config.resolve };
      // A field inherited from an abstract type (Paginated) is plain too: its metadata sits on the parent class.
      if (!plain.has(key) && !inheritedPlain(storage, schema, typeName, fieldName)) return config;
      return { ...config, resolve: undefined };
    },
  });
}

type FieldResolverMeta = ReturnType<typeof getMetadataStorage>['fieldResolvers'][number];

/**
 * A `@FieldResolver` whose parameters are only `@Root`, `@Ctx` and `@Info`, called directly:
 * type-graphql's handler would sort the parameters, run the (empty) middleware chain and
 * convert the root on every call of every item. Null (type-graphql's own handler stays) for
 * one that takes arguments, which type-graphql converts.
 */
function directFieldResolver(meta: FieldResolverMeta, instances: Map<Function, object>): GraphQLFieldResolver<unknown, unknown> | null {
  const params = [...(meta.params ?? [])].sort((a, b) => a.index - b.index);
  if (meta.kind !== 'external' || params.some((p) => !['root', 'context', 'info'].includes(p.kind) || ('propertyName' in p && p.propertyName))) return null;
  let instance = instances.get(meta.target);
  if (!instance) instances.set(meta.target, (instance = new (meta.target as new () => object)()));
  const method = (instance as Record<string, (...args: unknown[]) => unknown>)[meta.methodName];
  const kinds = params.map((p) => p.kind);
  const target = instance;
  return (root, _args, context, info) => method.apply(target, kinds.map((kind) => (kind === 'root' ? root : kind === 'context' ? context : info)));
}

function inheritedPlain(storage: ReturnType<typeof getMetadataStorage>, schema: GraphQLSchema, typeName: string, fieldName: string): boolean {
  const type = storage.objectTypes.find((t) => t.name === typeName);
  let parent = type && Object.getPrototypeOf(type.target);
  while (parent && parent !== Function.prototype) {
    const meta = storage.objectTypes.find((t) => t.target === parent);
    if (meta?.fields?.some((f) => f.name === fieldName && f.schemaName === fieldName)) return true;
    parent = Object.getPrototypeOf(parent);
  }
  return false;
}

const HEADER = '# Generated by the server from its type-graphql classes (npm run schema:emit). Do not edit.\n\n';

export function printPublicSchema(schema: GraphQLSchema): string {
  return HEADER + printSchemaWithDirectives(schema) + '\n';
}
