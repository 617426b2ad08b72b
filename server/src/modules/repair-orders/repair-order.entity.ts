import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref, Unique, t } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { FileEntryValue } from '../../contract/files';
import { type OperationType, type RepairLookupKind, type RepairState } from '../../contract/repair-orders';
import { TenantOwned } from '../../db/tenant-owned';
import { FileEntry } from '../files/file-entry.types';
import { Product } from '../products/product.entity';
import { User } from '../users/user.entity';
import { RepairStateEnum } from './repair-order.enums';

/**
 * A repair order (spec part 2 section 3: the repair request). Owned by the tenant of the
 * machine it is about (the product archive of its SN), so the maker's staff above that tenant
 * and the customer's own users see it, and a rival tenant does not. People are kept by id and
 * by the name shown at the time (`principalAlias`), so a customer sees who handles the order
 * without reading the maker's user rows.
 */
@ObjectType({ description: 'A repair order: the request from report to evaluation (spec part 2 section 3).' })
@Entity({ tableName: 'repair_order' })
@Index({ properties: ['tenant', 'createTime'] })
@Index({ properties: ['state', 'createTime'] })
@Index({ properties: ['sn'] })
@Index({ properties: ['principal'] })
@Unique({ properties: ['openAlarmKey'] })
export class RepairOrder extends TenantOwned {
  [OptionalProps]?: 'state' | 'createTime' | 'updateTime' | 'version' | 'email' | 'address' | 'remark' | 'type' | 'serviceMode' | 'solution' | 'pictures' | 'attachments' | 'allowQueryBySn' | 'principalAlias' | 'serviceRecord' | 'evaluationComment' | 'alarmCause' | 'openAlarmKey';

  @Field(() => ID, { description: 'The order id.' })
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field({ description: 'The order number shown to people (`RO` + report date and time + 4 digits), unique.' })
  @Property({ type: 'string', length: 32, unique: true })
  number!: string;

  @Field(() => RepairStateEnum, { description: 'Where the order stands in the workflow (see RepairState); `status` gives the spec\'s 1..4.' })
  @Property({ type: 'string', length: 24 })
  state: RepairState = 'reported';

  @Field(() => String, { description: 'Repair type: a key of the `repairType` lookup; empty when none.' })
  @Property({ type: 'string', length: 50 })
  type: string = '';

  @Field(() => String, { description: 'Service method: a key of the `serviceMode` lookup; empty when none.' })
  @Property({ type: 'string', length: 50 })
  serviceMode: string = '';

  @Field(() => String, { description: 'Solution: a key of the `solutionMode` lookup; empty when none.' })
  @Property({ type: 'string', length: 50 })
  solution: string = '';

  @Field({ description: 'The machine\'s SN (factory number), at most 100 characters.' })
  @Property({ type: 'string', length: 100 })
  sn!: string;

  @Field({ description: 'Model, at most 100 characters.' })
  @Property({ type: 'string', length: 100 })
  model!: string;

  @Field({ description: 'Problem description, at most 200 characters.' })
  @Property({ type: 'string', length: 200 })
  description!: string;

  @Field({ description: 'Contact name, at most 20 characters.' })
  @Property({ type: 'string', length: 20 })
  contactName!: string;

  @Field({ description: 'Contact mobile (mainland).' })
  @Property({ type: 'string', length: 20 })
  mobile!: string;

  @Field(() => String, { description: 'Contact email; empty when none.' })
  @Property({ type: 'string', length: 254 })
  email: string = '';

  @Field({ description: 'Company, at most 100 characters.' })
  @Property({ type: 'string', length: 100 })
  company!: string;

  @Field(() => String, { description: 'Address, at most 200 characters; empty when none.' })
  @Property({ type: 'string', length: 200 })
  address: string = '';

  @Field({ description: 'Agent (dealer), at most 100 characters.' })
  @Property({ type: 'string', length: 100 })
  agent!: string;

  @Field({ description: 'Whether the requester allows querying this order by SN without signing in.' })
  @Property({ type: 'boolean' })
  allowQueryBySn: boolean = false;

  @Field(() => [FileEntry], { description: 'Pictures (jpg/png, 10 MB each), at most 6.' })
  @Property({ type: 'json' })
  pictures: FileEntryValue[] = [];

  @Field(() => [FileEntry], { description: 'Attachments (50 MB each), at most 6.' })
  @Property({ type: 'json' })
  attachments: FileEntryValue[] = [];

  @Field(() => String, { description: 'Remark, at most 200 characters; empty when none.' })
  @Property({ type: 'string', length: 200 })
  remark: string = '';

  @Field(() => String, { nullable: true, description: 'What opened the order when the platform opened it from a machine (`Estop`: the machine reported an emergency stop); null for an order a person reported.' })
  @Property({ type: 'string', length: 50, nullable: true })
  alarmCause?: string | null = null;

  /**
   * `<device id>:<cause>` while an order the platform opened is not closed yet, null otherwise:
   * unique, so a device has at most one open order per cause whichever instance ingests it.
   */
  @Property({ type: 'string', length: 80, nullable: true })
  openAlarmKey?: string | null = null;

  /** The machine's archive, when the SN named one in scope. */
  @ManyToOne(() => Product, { ref: true, nullable: true, deleteRule: 'set null' })
  product?: Ref<Product> | null;

  /** Who reported it signed in; null for a public report. Exposed as applicantId. */
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  applicant?: Ref<User> | null;

  /** The member it is dispatched to (the principal). Exposed as principalId. */
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  principal?: Ref<User> | null;

  @Field(() => String, { description: 'The principal\'s name when dispatched or transferred; empty before.' })
  @Property({ type: 'string', length: 20 })
  principalAlias: string = '';

  @Field(() => String, { description: 'Service record written when closing, at most 200 characters; empty before.' })
  @Property({ type: 'string', length: 200 })
  serviceRecord: string = '';

  @Field(() => Int, { nullable: true, description: 'Evaluation: overall score 1..5; null until evaluated.' })
  @Property({ type: 'integer', nullable: true })
  evaluationOverall?: number | null = null;

  @Field(() => Int, { nullable: true, description: 'Evaluation: response speed 1..5.' })
  @Property({ type: 'integer', nullable: true })
  evaluationResponseSpeed?: number | null = null;

  @Field(() => Int, { nullable: true, description: 'Evaluation: repair quality 1..5.' })
  @Property({ type: 'integer', nullable: true })
  evaluationRepairQuality?: number | null = null;

  @Field(() => Int, { nullable: true, description: 'Evaluation: service attitude 1..5.' })
  @Property({ type: 'integer', nullable: true })
  evaluationServiceAttitude?: number | null = null;

  @Field(() => String, { description: 'Evaluation comment, at most 200 characters; empty when none.' })
  @Property({ type: 'string', length: 200 })
  evaluationComment: string = '';

  @Field(() => Date, { description: 'When it was reported (UTC).' })
  @Property({ type: t.datetime })
  createTime: Date = new Date();

  @Field(() => Date, { description: 'When it last changed (UTC).' })
  @Property({ type: t.datetime })
  updateTime: Date = new Date();

  /** Counts the order's changes; every step is one UPDATE conditional on the state it expects. */
  @Property({ type: 'integer' })
  version: number = 1;
}

/** One step of an order's timeline (spec part 2 section 3: operatetype, operator, operatoralias, receiver, receiveralias, createtime). */
@ObjectType({ description: 'A timeline entry of a repair order: who did which step when, and to whom.' })
@Entity({ tableName: 'repair_timeline_entry' })
@Index({ properties: ['order', 'createTime'] })
export class RepairTimelineEntry extends TenantOwned {
  [OptionalProps]?: 'createTime' | 'receiverAlias';

  @Field(() => ID)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => RepairOrder, { ref: true, deleteRule: 'cascade' })
  order!: Ref<RepairOrder>;

  @Field(() => Int, { description: 'Operation type: 1 report, 2 dispatch, 3 accept, 4 transfer, 5 close, 6 evaluate.' })
  @Property({ type: 'integer' })
  operateType!: OperationType;

  /** The acting account; null for a public report. Exposed as operatorId. */
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  operator?: Ref<User> | null;

  @Field({ description: 'The actor\'s name at the time (the contact name for a public report).' })
  @Property({ type: 'string', length: 20 })
  operatorAlias!: string;

  /** Whom a dispatch or transfer went to. Exposed as receiverId. */
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  receiver?: Ref<User> | null;

  @Field(() => String, { description: 'The receiver\'s name for a dispatch or transfer; empty otherwise.' })
  @Property({ type: 'string', length: 20 })
  receiverAlias: string = '';

  @Field(() => Date, { description: 'When (UTC).' })
  @Property({ type: t.datetime })
  createTime: Date = new Date();
}

/** One entry of a lookup list of a tenant (spec part 1 section 3: enterprises, repair types, solution modes, service modes). */
@ObjectType({ description: 'An entry of a repair lookup list: a key stored on orders and the label shown.' })
@Entity({ tableName: 'repair_lookup' })
@Unique({ properties: ['tenant', 'kind', 'key'] })
export class RepairLookup extends TenantOwned {
  @Field(() => ID)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 16 })
  kind!: RepairLookupKind;

  @Field({ description: 'The key stored on orders, at most 50 characters.' })
  @Property({ type: 'string', length: 50 })
  key!: string;

  @Field({ description: 'The label shown, at most 50 characters.' })
  @Property({ type: 'string', length: 50 })
  label!: string;

  @Field(() => Int, { description: 'Position in the list.' })
  @Property({ type: 'integer' })
  position!: number;
}

/**
 * A reminder about a repair order (spec part 2 section 9): due at a time, delivered once as a
 * system message to its recipient (the member handling the order, else whoever set it). Stored,
 * so it fires after a restart; `firedAt` is set by one conditional UPDATE, so with several
 * instances exactly one delivers it.
 */
@Entity({ tableName: 'repair_reminder' })
@Index({ properties: ['firedAt', 'dueAt'] })
export class RepairReminder extends TenantOwned {
  [OptionalProps]?: 'firedAt' | 'createTime';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => RepairOrder, { ref: true, deleteRule: 'cascade' })
  order!: Ref<RepairOrder>;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  recipient!: Ref<User>;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  setBy?: Ref<User> | null;

  @Property({ type: t.datetime })
  dueAt!: Date;

  @Property({ type: t.datetime, nullable: true })
  firedAt?: Date | null = null;

  @Property({ type: t.datetime })
  createTime: Date = new Date();
}
