import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A node of the customer/area tree: a tenant with its sub-tenants down to province and city.' })
export class TenantNode {
  @Field(() => ID)
  id!: number;

  @Field()
  name!: string;

  @Field(() => String, { nullable: true, description: 'OEM code; `NoDocumented` marks the tenant of devices without an owner (sorted first).' })
  oemCode!: string | null;

  @Field(() => String, { description: 'company, country, province or city.' })
  level!: string;

  @Field(() => ID, { nullable: true })
  parentId!: number | null;

  @Field(() => [TenantNode])
  subTenants!: TenantNode[];
}
