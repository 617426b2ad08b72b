import { Entity, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { Tenant } from '../tenants/tenant.entity';

/** A customer of the maker: where its machines stand and how to reach it. */
@ObjectType({ description: 'A customer that owns machines: address, contact and location come from here.' })
@Entity()
export class Customer {
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

  /** The customer's own tenant, when it has one. */
  @ManyToOne(() => Tenant, { ref: true, nullable: true, deleteRule: 'set null' })
  tenant?: Ref<Tenant> | null;
}
