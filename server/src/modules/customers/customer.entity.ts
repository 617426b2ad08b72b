import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { TenantOwned } from '../../db/tenant-owned';

/**
 * A customer of the maker: where its machines stand and how to reach it. Owned by the
 * customer's own tenant (a node under the maker in the tenant tree), so the maker's
 * staff and the customer's own users see it, and a rival tenant does not.
 */
@ObjectType({ description: 'A customer that owns machines: address, contact and location come from here.' })
@Entity()
export class Customer extends TenantOwned {
  @Field(() => ID)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field({ description: 'Company name.' })
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Postal address.' })
  @Property({ type: 'string', length: 200, nullable: true })
  address?: string | null;

  @Field(() => String, { nullable: true, description: 'Contact way: a phone number or contact person.' })
  @Property({ type: 'string', length: 100, nullable: true })
  contactWay?: string | null;

  @Field(() => String, { nullable: true, description: 'Location as "longitude,latitude" or a place name.' })
  @Property({ type: 'string', length: 100, nullable: true })
  location?: string | null;
}
