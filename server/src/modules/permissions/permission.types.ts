import { Field, InputType, ObjectType } from 'type-graphql';
import type { HttpMethod, Role } from '../../contract/roles';
import { HttpMethodEnum, RoleEnum } from '../../graphql/enums';
import { TEXT_BOUNDS } from '../../contract/validation';
import { Bounded } from '../../graphql/input-guard';

@ObjectType({ description: 'An API a role may call: a path and a method.' })
export class ApiPermission {
  @Field()
  path!: string;

  @Field(() => HttpMethodEnum)
  method!: HttpMethod;
}

@InputType()
export class ApiPermissionInput {
  @Bounded(TEXT_BOUNDS.apiPath)
  @Field()
  path!: string;

  @Field(() => HttpMethodEnum)
  method!: HttpMethod;
}

@ObjectType({ description: 'A permission-checked API, derived from the `@permission` directives of this schema.' })
export class ApiInfo {
  @Field()
  path!: string;

  @Field(() => HttpMethodEnum)
  method!: HttpMethod;

  @Field(() => String, { nullable: true })
  summary!: string | null;

  @Field(() => [String], { description: 'The GraphQL fields this API guards, as Type.field.' })
  fields!: string[];
}

@ObjectType({ description: 'APIs grouped by tag (the first segment of their path).' })
export class ApiGroup {
  @Field()
  tag!: string;

  @Field(() => [ApiInfo])
  apis!: ApiInfo[];
}

@ObjectType({ description: 'Someone who can grant the caller a permission it lacks: a tenant administrator above the caller, or a platform operator.' })
export class PermissionContact {
  @Field({ description: 'Display name.' })
  name!: string;

  @Field(() => RoleEnum, { description: 'tenant_admin, or super_admin for the platform operators.' })
  role!: Role;

  @Field(() => String, { nullable: true, description: 'The tenant this person administers; null for a platform operator.' })
  tenantName!: string | null;
}
