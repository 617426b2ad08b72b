import { Field, InputType, ObjectType } from 'type-graphql';
import type { HttpMethod } from '../../contract/roles';
import { HttpMethodEnum } from '../../graphql/enums';
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
