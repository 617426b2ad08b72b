import { Entity, OptionalProps, PrimaryKey, Property, Unique, t } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { TenantOwned } from '../../db/tenant-owned';

/**
 * A planned work shift of a tenant: the planned busy time of OEE availability. A device's OEE
 * follows the shifts of the nearest tenant up from the device's own that has any (a maker's
 * shifts hold for its customers until a customer sets its own); none means the whole day.
 */
@ObjectType({ description: "A work shift of a tenant (local time of the configured zone): the planned busy time of OEE for the tenant's devices and those of its sub-tenants that have no shifts of their own." })
@Entity()
@Unique({ properties: ['tenant', 'name'] })
export class WorkShift extends TenantOwned {
  [OptionalProps]?: 'updatedAt';

  @Field(() => ID)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field({ description: 'Name, 1-16 characters, unique in its tenant.' })
  @Property({ type: 'string', length: 16 })
  name!: string;

  @Field({ description: 'Start, HH:mm local time.' })
  @Property({ type: 'string', length: 5 })
  start!: string;

  @Field({ description: 'End, HH:mm local time, after the start (24:00 for midnight); a shift across midnight is two shifts.' })
  @Property({ type: 'string', length: 5 })
  end!: string;

  @Field({ description: 'Last change.' })
  @Property({ type: t.datetime, onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
