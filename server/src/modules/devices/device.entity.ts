import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { TenantOwned } from '../../db/tenant-owned';
import { Product } from '../products/product.entity';
import { type DeviceStatus, DeviceStatusEnum } from './device-status';

/** A connected machine. Tenant-owned: the scope filter hides other tenants' devices. */
@ObjectType({ description: 'A connected machine tool with its live status.' })
@Entity()
export class Device extends TenantOwned {
  [OptionalProps]?: 'status' | 'statusAt' | 'lastSeenAt' | 'createdAt';

  @Field(() => ID)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field({ description: 'Device uuid: its MQTT username and topic segment (`device/{uuid}/{param}`).' })
  @Property({ type: 'string', length: 64, unique: true })
  uuid!: string;

  @Field({ description: 'Alias shown on cards.' })
  @Property({ type: 'string', length: 100 })
  devalias!: string;

  @ManyToOne(() => Product, { ref: true, nullable: true, deleteRule: 'set null' })
  product?: Ref<Product> | null;

  @Field(() => DeviceStatusEnum, { description: 'Live status; Offline until the machine reports.' })
  @Property({ type: 'string', length: 16 })
  status: DeviceStatus = 'Offline';

  @Field(() => Date, { nullable: true, description: 'When the live status was reported (UTC).' })
  @Property({ type: 'datetime', nullable: true })
  statusAt?: Date | null = null;

  @Field(() => Date, { nullable: true, description: 'Last message from the machine (UTC).' })
  @Property({ type: 'datetime', nullable: true })
  lastSeenAt?: Date | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
