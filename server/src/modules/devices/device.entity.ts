import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref, t } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { TenantOwned } from '../../db/tenant-owned';
import type { CustomParam } from '../../contract/device-archives';
import { Product } from '../products/product.entity';
import { User } from '../users/user.entity';
import { type DeviceStatus, DeviceStatusEnum } from './device-status';

/** A connected machine. Tenant-owned: the scope filter hides other tenants' devices. */
@ObjectType({ description: 'A connected machine tool with its live status.' })
@Entity()
export class Device extends TenantOwned {
  [OptionalProps]?: 'status' | 'statusAt' | 'lastSeenAt' | 'createdAt' | 'receiveAlarm' | 'location' | 'customParams' | 'maintainerUser' | 'decommissionedAt';

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
  @Property({ type: t.datetime, nullable: true })
  statusAt?: Date | null = null;

  @Field(() => Date, { nullable: true, description: 'Last message from the machine (UTC).' })
  @Property({ type: t.datetime, nullable: true })
  lastSeenAt?: Date | null = null;

  @Property({ type: t.datetime })
  createdAt: Date = new Date();

  // The device archive's own fields (issue 16; docs/architecture.md Decisions "device archives").
  // Model, factory number, customer and industry are its product archive's.

  /** Where the machine stands (free text, at most 100). */
  @Property({ type: 'string', length: 100, nullable: true })
  location?: string | null = null;

  /** Whether the machine's alarms are sent to its users (the spec's receive-WeChat-alarm switch). */
  @Property({ type: 'boolean' })
  receiveAlarm: boolean = false;

  /** Up to 5 custom parameters (name at most 25, value at most 50). */
  @Property({ type: 'json', nullable: true })
  customParams?: CustomParam[] | null = null;

  /** The maintainer: a member's user account in the device's scope. */
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  maintainerUser?: Ref<User> | null = null;

  /** When the administrator logged the device out: it takes no more data and has no credential or bindings. */
  @Index()
  @Property({ type: t.datetime, nullable: true })
  decommissionedAt?: Date | null = null;
}
