import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref, Unique, t } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import type { CustomParam, CustomerStatus, ImportMode } from '../../contract/customers';
import { TenantOwned } from '../../db/tenant-owned';
import { Tenant } from '../tenants/tenant.entity';
import { User } from '../users/user.entity';

/**
 * A customer of the maker (docs/architecture.md, Decisions "customers"): a record of the
 * roster of the tenant that registers it (`tenant`, the maker), so the maker's staff see it
 * and a rival does not; optionally linked to the customer's own tenant node (`accountTenant`)
 * when the customer's people sign in. Normal, or deleted (soft, restorable); a complete
 * delete removes the row. `admin`, `pendingAdmin` and the collaborators are the roster
 * collaboration of spec part 2 section 6.
 */
@ObjectType({ description: 'A customer that owns machines: a record of the roster of the tenant that registered it. Address, contact and location of a machine come from here.' })
@Entity()
@Unique({ properties: ['tenant', 'name'] })
@Index({ properties: ['tenant', 'status', 'name'] })
@Index({ properties: ['tenant', 'status', 'province', 'city'] })
@Index({ properties: ['tenant', 'code'] })
export class Customer extends TenantOwned {
  [OptionalProps]?: 'status' | 'createdAt' | 'updatedAt' | 'customParams';

  @Field(() => ID)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field({ description: 'Customer name: 1-30 characters, unique in its roster.' })
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Alias, at most 30 characters.' })
  @Property({ type: 'string', length: 30, nullable: true })
  alias?: string | null;

  /** Exposed through CustomerResolver.customParams. */
  @Property({ type: 'json' })
  customParams: CustomParam[] = [];

  @Field(() => String, { nullable: true, description: 'Customer code, at most 50 characters; the import matches existing customers by it first.' })
  @Property({ type: 'string', length: 50, nullable: true })
  code?: string | null;

  @Field(() => String, { nullable: true, description: 'Postal address, at most 200 characters.' })
  @Property({ type: 'string', length: 200, nullable: true })
  address?: string | null;

  @Field(() => String, { nullable: true, description: 'Contact person, at most 50 characters.' })
  @Property({ type: 'string', length: 50, nullable: true })
  contactPerson?: string | null;

  @Field(() => String, { nullable: true, description: 'Contact way: a phone number or contact person, at most 100 characters.' })
  @Property({ type: 'string', length: 100, nullable: true })
  contactWay?: string | null;

  @Field(() => String, { nullable: true, description: 'NC (ERP) account, at most 50 characters.' })
  @Property({ type: 'string', length: 50, nullable: true })
  ncAccount?: string | null;

  @Field(() => String, { nullable: true, description: 'Main business, at most 200 characters.' })
  @Property({ type: 'string', length: 200, nullable: true })
  mainBusiness?: string | null;

  @Field(() => String, { nullable: true, description: 'Responsible sales person, at most 50 characters.' })
  @Property({ type: 'string', length: 50, nullable: true })
  responsibleSales?: string | null;

  @Field(() => String, { nullable: true, description: 'Label, at most 50 characters.' })
  @Property({ type: 'string', length: 50, nullable: true })
  label?: string | null;

  @Field(() => String, { nullable: true, description: 'Country of the area: `CN` (China) or null.' })
  @Property({ type: 'string', length: 8, nullable: true })
  country?: string | null;

  @Field(() => String, { nullable: true, description: 'Province of the area: a 6-digit administrative code, or null.' })
  @Property({ type: 'string', length: 8, nullable: true })
  province?: string | null;

  @Field(() => String, { nullable: true, description: 'City of the area: a 6-digit administrative code, or null.' })
  @Property({ type: 'string', length: 8, nullable: true })
  city?: string | null;

  @Field(() => String, { nullable: true, description: 'Location as "longitude,latitude" or a place name.' })
  @Property({ type: 'string', length: 100, nullable: true })
  location?: string | null;

  /** Exposed through CustomerResolver.status. */
  @Property({ type: 'string', length: 16 })
  status: CustomerStatus = 'normal';

  @Field(() => Date, { nullable: true, description: 'When it was deleted (soft); null while normal.' })
  @Property({ type: t.datetime, nullable: true })
  deletedAt?: Date | null;

  @Field(() => Date, { description: 'When it was added.' })
  @Property({ type: t.datetime })
  createdAt: Date = new Date();

  @Field(() => Date, { description: 'When it last changed.' })
  @Property({ type: t.datetime })
  updatedAt: Date = new Date();

  /** The customer's own tenant node, when its people sign in; exposed through CustomerResolver.accountTenant. */
  @ManyToOne(() => Tenant, { ref: true, nullable: true, deleteRule: 'set null' })
  accountTenant?: Ref<Tenant> | null;

  /** The roster administrator of this customer (spec part 2 section 6); null for a record nobody administers yet. */
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  admin?: Ref<User> | null;

  /** The collaborator an administrator transfer is pending for, until they accept or it is cancelled. */
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  pendingAdmin?: Ref<User> | null;
}

/** A collaborator of a customer (spec part 2 section 6): a user the administrator shared it with. */
@Entity()
@Unique({ properties: ['customer', 'user'] })
export class CustomerCollaborator {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Customer, { ref: true, deleteRule: 'cascade' })
  customer!: Ref<Customer>;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: t.datetime })
  createdAt: Date = new Date();
}

/** One change of a customer (spec part 1 section 7): type, operator, time and what changed. Kept after a complete delete. */
@ObjectType({ description: 'An entry of a customer\'s operation log.' })
@Entity()
@Index({ properties: ['customer', 'createdAt'] })
export class CustomerLog extends TenantOwned {
  [OptionalProps]?: 'createdAt' | 'detail';

  @Field(() => ID)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Customer, { ref: true, nullable: true, deleteRule: 'set null' })
  customer?: Ref<Customer> | null;

  @Field({ description: 'The customer name at the time.' })
  @Property({ type: 'string', length: 100 })
  customerName!: string;

  /** Exposed through CustomerLogResolver.operateType. */
  @Property({ type: 'string', length: 16 })
  operateType!: string;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  operator?: Ref<User> | null;

  @Field({ description: 'The operator\'s name at the time.' })
  @Property({ type: 'string', length: 100 })
  operatorName!: string;

  @Field({ description: 'What changed: the fields of an update, the collaborator of a share, the import row.' })
  @Property({ type: 'string', length: 500 })
  detail: string = '';

  @Field(() => Date, { description: 'When it happened.' })
  @Property({ type: t.datetime })
  createdAt: Date = new Date();
}

/**
 * A customer import job (docs/api.md "Customer import"): where it stands, stored so that a poll
 * answered by any server instance sees it, and a job whose instance stopped is told apart
 * (its heartbeat stops). Owned by the importer's tenant; only the importer reads it.
 */
@Entity({ tableName: 'customer_import' })
@Index({ properties: ['finishedAt'] })
export class CustomerImport extends TenantOwned {
  [OptionalProps]?: 'state' | 'progress' | 'processed' | 'added' | 'updated' | 'refused' | 'report' | 'errorno' | 'message' | 'startedAt' | 'finishedAt' | 'heartbeatAt';

  /** A random uuid: the id the upload answers. */
  @PrimaryKey({ type: 'string', length: 36 })
  id!: string;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'string', length: 8 })
  mode!: ImportMode;

  @Property({ type: 'string', length: 8 })
  state: 'running' | 'done' | 'failed' = 'running';

  @Property({ type: 'double' })
  progress: number = 0;

  @Property({ type: 'integer' })
  processed: number = 0;

  @Property({ type: 'integer' })
  added: number = 0;

  @Property({ type: 'integer' })
  updated: number = 0;

  @Property({ type: 'integer' })
  refused: number = 0;

  /** The refused rows (the first CUSTOMER_LIMITS.reportRows). */
  @Property({ type: 'json' })
  report: { row: number; field: string; message: string }[] = [];

  @Property({ type: 'integer', nullable: true })
  errorno?: number | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  message?: string | null = null;

  @Property({ type: t.datetime })
  startedAt: Date = new Date();

  @Property({ type: t.datetime, nullable: true })
  finishedAt?: Date | null = null;

  /** Written with every batch: a running job whose heartbeat stopped was interrupted. */
  @Property({ type: t.datetime })
  heartbeatAt: Date = new Date();
}
