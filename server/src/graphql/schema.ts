import 'reflect-metadata';
import { MapperKind, mapSchema, printSchemaWithDirectives } from '@graphql-tools/utils';
import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import { buildSchema, getMetadataStorage } from 'type-graphql';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { ApiTokenResolver } from '../modules/auth/api-token.resolver';
import { DeviceResolver } from '../modules/devices/device.resolver';
import { ProductResolver } from '../modules/products/product.resolver';
import { DashboardResolver } from '../modules/dashboards/dashboard.resolver';
import { ProductManualResolver } from '../modules/product-manuals/product-manual.resolver';
import { CustomerLogResolver, CustomerResolver } from '../modules/customers/customer.resolver';
import { DeviceArchiveResolver, QrCodeResolver } from '../modules/device-archives/device-archive.resolver';
import { AlarmRuleResolver } from '../modules/intelligent-alarms/alarm-rule.resolver';
import { MemberResolver } from '../modules/members/member.resolver';
import { WorkShiftResolver } from '../modules/work-shifts/work-shift.resolver';
import { TableColumnResolver } from '../modules/table-columns/table-column.resolver';
import { EfficiencyResolver } from '../modules/efficiency/efficiency.resolver';
import { ReliabilityResolver } from '../modules/reliability/reliability.resolver';
import { DeviceStatusChangeResolver, TelemetryResolver } from '../modules/telemetry/telemetry.resolver';
import { RegionResolver } from '../modules/regions/region.resolver';
import { PermissionResolver } from '../modules/permissions/permission.resolver';
import { SystemMessageResolver } from '../modules/system-messages/system-message.resolver';
import { TenantResolver } from '../modules/tenants/tenant.resolver';
import { UserResolver } from '../modules/users/user.resolver';
import { DateTimeISO } from './date-time';
import { withDirectiveDefinitions } from './directives';
import './enums';
import { RepairOrderResolver, RepairTimelineEntryResolver } from '../modules/repair-orders/repair-order.resolver';
import { CheckOrderResolver, MaintenancePlanResolver } from '../modules/maintenance-plans/maintenance-plan.resolver';

export const RESOLVERS = [
  AuthResolver,
  ApiTokenResolver,
  UserResolver,
  TenantResolver,
  PermissionResolver,
  SystemMessageResolver,
  DeviceResolver,
  ProductResolver,
  EfficiencyResolver,
  ReliabilityResolver,
  RegionResolver,
  TelemetryResolver,
  DeviceStatusChangeResolver,
  ProductManualResolver,
  CustomerResolver,
  CustomerLogResolver,
  TableColumnResolver,
  DashboardResolver,
  RepairOrderResolver,
  RepairTimelineEntryResolver,
  MaintenancePlanResolver,
  CheckOrderResolver,
  DeviceArchiveResolver,
  AlarmRuleResolver,
  QrCodeResolver,
  WorkShiftResolver,
  MemberResolver,
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
  const schema = await buildSchema({ resolvers: [...RESOLVERS], validate: false, emitSchemaFile: false, pubSub: TOPICS_NOT_USED, scalarsMap: [{ type: Date, scalar: DateTimeISO }] });
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
  const rootHandlers = new Map<string, HandlerMeta>([
    ...storage.queries.map((q) => [`${schema.getQueryType()?.name}.${q.schemaName}`, q] as const),
    ...storage.mutations.map((m) => [`${schema.getMutationType()?.name}.${m.schemaName}`, m] as const),
    ...storage.subscriptions.map((m) => [`${schema.getSubscriptionType()?.name}.${m.schemaName}`, m] as const),
  ]);
  inputClasses = new Set([...storage.inputTypes, ...storage.argumentTypes].map((t) => t.target));
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (config, fieldName, typeName) => {
      const key = `${typeName}.${fieldName}`;
      if (roots.has(typeName)) {
        const handler = rootHandlers.get(key);
        return handler ? { ...config, resolve: directFieldResolver(handler, instances) ?? config.resolve } : config;
      }
      const fieldResolver = resolvers.get(key);
      if (fieldResolver) return { ...config, resolve: directFieldResolver(fieldResolver, instances) ?? config.resolve };
      // A field inherited from an abstract type (Paginated) is plain too: its metadata sits on the parent class.
      if (!plain.has(key) && !inheritedPlain(storage, schema, typeName, fieldName)) return config;
      return { ...config, resolve: undefined };
    },
  });
}

type Storage = ReturnType<typeof getMetadataStorage>;
type HandlerMeta = Storage['fieldResolvers'][number] | Storage['queries'][number];
type ParamMeta = NonNullable<HandlerMeta['params']>[number];

/** Classes of input objects and argument types: type-graphql turns their values into instances, so their handlers stay its own. */
let inputClasses = new Set<Function>();

/** A parameter handed over as graphql-js gives it: root, context, info, or a scalar or enum argument (no conversion to make). */
function directParam(p: ParamMeta): ((root: unknown, args: Record<string, unknown>, context: unknown, info: unknown) => unknown) | null {
  if ('propertyName' in p && p.propertyName) return null;
  if (p.kind === 'root') return (root) => root;
  if (p.kind === 'context') return (_root, _args, context) => context;
  if (p.kind === 'info') return (_root, _args, _context, info) => info;
  if (p.kind === 'arg' && !inputClasses.has(p.getType() as Function)) {
    const name = p.name;
    return (_root, args) => args[name];
  }
  return null;
}

/**
 * A resolver (root operation or `@FieldResolver`) whose parameters are all handed over as
 * graphql-js gives them (`@Root`, `@Ctx`, `@Info`, scalar and enum `@Arg`s), called directly:
 * type-graphql's handler would sort the parameters, run the (empty) middleware chain and
 * convert values on every call, once per item of a list and once per live event. Null
 * (type-graphql's own handler stays) for one with input objects or `@Args` classes, which
 * type-graphql turns into instances.
 */
function directFieldResolver(meta: HandlerMeta, instances: Map<Function, object>): GraphQLFieldResolver<unknown, unknown> | null {
  if ('kind' in meta && meta.kind !== 'external') return null;
  const params = [...(meta.params ?? [])].sort((a, b) => a.index - b.index).map(directParam);
  if (params.some((p) => p === null)) return null;
  const getters = params as NonNullable<ReturnType<typeof directParam>>[];
  let instance = instances.get(meta.target);
  if (!instance) instances.set(meta.target, (instance = new (meta.target as new () => object)()));
  const method = (instance as Record<string, (...args: unknown[]) => unknown>)[meta.methodName];
  const target = instance;
  return (root, args, context, info) => method.apply(target, getters.map((get) => get(root, args as Record<string, unknown>, context, info)));
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
