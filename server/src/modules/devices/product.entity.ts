import { Entity, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Field, Float, ID, ObjectType } from 'type-graphql';
import { Customer } from './customer.entity';
import type { Industry } from './device-status';

@ObjectType({ description: 'An uploaded file (cover picture): where it is stored and how to show it.' })
export class FileEntry {
  @Field({ description: 'Original file name.' })
  filename!: string;

  @Field({ description: 'URL the browser loads the file from.' })
  fileurl!: string;

  @Field(() => String, { nullable: true, description: 'Stored name (content hash).' })
  md5name?: string | null;

  @Field(() => String, { nullable: true, description: 'Storage bucket.' })
  bucketname?: string | null;

  @Field(() => Float, { nullable: true, description: 'Size in bytes.' })
  filesize?: number | null;
}

/** The product archive of one machine as sold: model, serial, customer, industry. */
@ObjectType({ description: 'Product archive of a machine: model, manufacturing code, maintainer, customer and industry.' })
@Entity()
export class Product {
  @Field(() => ID)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field({ description: 'Archive uuid.' })
  @Property({ type: 'string', length: 64, unique: true })
  uuid!: string;

  @Field({ description: 'Machine model.' })
  @Property({ type: 'string', length: 100 })
  model!: string;

  @Field({ description: 'Manufacturing code (serial number).' })
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

  @Field(() => [FileEntry], { description: 'Cover pictures; the first is shown on cards.' })
  @Property({ type: 'json', nullable: true })
  coverPicture?: FileEntry[] | null;

  @Field(() => Float, { nullable: true, description: 'Planned run time per item in seconds (ISO 22400 PRI), for OEE performance.' })
  @Property({ type: 'double', nullable: true })
  plannedRunSecondsPerItem?: number | null;
}
