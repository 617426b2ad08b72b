import { Entity, OptionalProps, Filter, Index, ManyToOne, PrimaryKey, Property, type Ref, t } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { tenantScopeFilter } from '../../core/tenancy';

/** Where a tenant sits in the customer/area tree. */
export type TenantLevel = 'company' | 'country' | 'province' | 'city';

/** Tenants a caller may not see are filtered out here, in one place. */
@Filter(tenantScopeFilter('id'))
@ObjectType({ description: 'An organisation using the platform: an equipment maker, a customer, or an area below one.' })
@Entity()
export class Tenant {
  [OptionalProps]?: 'createdAt' | 'level';

  @Field(() => ID)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field({ description: 'Display name.' })
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Field(() => String, { nullable: true, description: 'OEM code; the tenant with `NoDocumented` collects devices without an owner.' })
  @Index()
  @Property({ type: 'string', length: 50, nullable: true })
  oemCode?: string | null;

  @Field(() => String, { description: 'Level in the area tree: company, country, province or city.' })
  @Property({ type: 'string', length: 16 })
  level: TenantLevel = 'company';

  @ManyToOne(() => Tenant, { nullable: true, ref: true, deleteRule: 'restrict' })
  parent?: Ref<Tenant> | null;

  @Property({ type: t.datetime })
  createdAt: Date = new Date();
}
