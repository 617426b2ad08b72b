import { Entity, Index, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Field, Float, ID, ObjectType } from 'type-graphql';
import type { Industry } from '../../contract/devices';
import { TenantOwned } from '../../db/tenant-owned';
import { Customer } from '../customers/customer.entity';
import type { FileEntry } from '../files/file-entry.types';

/**
 * The product archive of one machine as sold: model, serial, customer, industry. Owned by
 * the tenant of the machine it describes, so whoever may see the device may see its archive.
 */
@ObjectType({ description: 'Product archive of a machine: model, manufacturing code, maintainer, customer and industry.' })
@Entity()
export class Product extends TenantOwned {
  @Field(() => ID)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field({ description: 'Archive uuid.' })
  @Property({ type: 'string', length: 64, unique: true })
  uuid!: string;

  @Field({ description: 'Machine model.' })
  @Property({ type: 'string', length: 100 })
  model!: string;

  @Field({ description: 'Manufacturing code (serial number): the device archive\'s factory number, unique among the archives of a maker\'s tenants.' })
  @Index()
  @Property({ type: 'string', length: 100 })
  manufacturingCode!: string;

  @Field(() => String, { nullable: true, description: 'Responsible maintainer.' })
  @Property({ type: 'string', length: 100, nullable: true })
  maintainer?: string | null;

  @ManyToOne(() => Customer, { ref: true, nullable: true, deleteRule: 'set null' })
  customer?: Ref<Customer> | null;

  /** Exposed through ProductResolver.industry (a stored value outside the enum reads as `other`). */
  @Property({ type: 'string', length: 16 })
  industry!: Industry;

  /** Exposed through ProductResolver.coverPicture. */
  @Property({ type: 'json', nullable: true })
  coverPicture?: FileEntry[] | null;

  @Field(() => Float, { nullable: true, description: 'Planned run time per item in seconds (ISO 22400 PRI), for OEE performance.' })
  @Property({ type: 'double', nullable: true })
  plannedRunSecondsPerItem?: number | null;
}
