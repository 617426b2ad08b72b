import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref, Unique, t } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { FileEntryValue } from '../../contract/files';
import type { CheckStage, CycleUnit, InspectionItem, InspectionResult, PlanMode } from '../../contract/maintenance-plans';
import { TenantOwned } from '../../db/tenant-owned';
import { FileEntry } from '../files/file-entry.types';
import { Product } from '../products/product.entity';
import { User } from '../users/user.entity';
import { CheckStageEnum, CycleUnitEnum, InspectionResultEnum, PlanModeEnum } from './maintenance-plan.enums';

/** A machine of a plan as it was chosen (kept with the plan, so the list reads no archive rows). */
@ObjectType({ description: 'A machine a maintenance plan covers: its device and archive ids, SN, model and customer when it was chosen.' })
export class PlanMachine {
  @Field(() => ID, { description: 'The device id (as the device archive list names it).' })
  deviceId!: number;

  @Field(() => ID, { description: "The machine's product archive id." })
  productId!: number;

  @Field({ description: 'SN (factory number).' })
  sn!: string;

  @Field({ description: 'Model.' })
  model!: string;

  @Field(() => String, { description: "The customer's name; empty when the machine has no customer." })
  customer!: string;
}

/**
 * A maintenance plan (spec part 2 section 3): which machines get a check order with which
 * inspection items, when (first date, cycle and unit, mode single or cyclic, days ahead and
 * dispatch time in the configured zone), and who is in charge. Owned by the tenant that made it;
 * its check orders belong to each machine's tenant. `nextDispatchAt` is the scheduler's cursor:
 * the instant the next check orders are due to be generated (null when a single plan is done).
 */
@ObjectType({ description: 'A maintenance plan: machines, inspection items, schedule and person in charge; it generates check orders when due.' })
@Entity({ tableName: 'maintenance_plan' })
@Index({ properties: ['tenant', 'createTime'] })
@Index({ properties: ['nextDispatchAt'] })
export class MaintenancePlan extends TenantOwned {
  [OptionalProps]?: 'address' | 'pictures' | 'attachments' | 'nextDueDate' | 'nextDispatchAt' | 'lastDueDate' | 'createTime' | 'updateTime' | 'version';

  @Field(() => ID, { description: 'The plan id.' })
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field({ description: 'Name, at most 30 characters.' })
  @Property({ type: 'string', length: 30 })
  name!: string;

  @Field({ description: 'The first maintenance date, YYYY-MM-DD in the configured time zone.' })
  @Property({ type: 'string', length: 10 })
  firstDate!: string;

  @Field(() => Int, { description: 'Cycle: every this many units (1-100).' })
  @Property({ type: 'integer' })
  cycle!: number;

  @Field(() => CycleUnitEnum, { description: 'Unit of the cycle.' })
  @Property({ type: 'string', length: 8 })
  unit!: CycleUnit;

  @Field(() => Int, { description: 'Days before each date its check orders are generated (0: on the day); below the cycle for a cyclic plan.' })
  @Property({ type: 'integer' })
  daysAhead!: number;

  @Field(() => PlanModeEnum, { description: 'single (one date) or cyclic.' })
  @Property({ type: 'string', length: 8 })
  mode!: PlanMode;

  @Field({ description: 'Dispatch time: the time of day check orders are generated, HH:mm in the configured time zone.' })
  @Property({ type: 'string', length: 5 })
  dispatchTime!: string;

  @Field(() => [PlanMachine], { description: 'The machines (1-50); each gets its own check order.' })
  @Property({ type: 'json' })
  machines!: PlanMachine[];

  @Field(() => [String], { description: 'Inspection items (1-30, each at most 50 characters); every check order records a result for each.' })
  @Property({ type: 'json' })
  items!: string[];

  /** The person in charge (a maintenance member). Exposed as principalId. */
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  principal?: Ref<User> | null;

  @Field({ description: "The person in charge's name when chosen." })
  @Property({ type: 'string', length: 20 })
  principalAlias!: string;

  @Field(() => String, { description: 'Address, at most 200 characters; empty when none.' })
  @Property({ type: 'string', length: 200 })
  address: string = '';

  @Field(() => [FileEntry], { description: 'Pictures (jpg/png, 50 MB each), at most 5.' })
  @Property({ type: 'json' })
  pictures: FileEntryValue[] = [];

  @Field(() => [FileEntry], { description: 'Attachments (Word, Excel, PowerPoint, PDF; 100 MB each), at most 5.' })
  @Property({ type: 'json' })
  attachments: FileEntryValue[] = [];

  @Field(() => String, { nullable: true, description: 'The next date check orders are generated for, YYYY-MM-DD; null when a single plan is done.' })
  @Property({ type: 'string', length: 10, nullable: true })
  nextDueDate?: string | null = null;

  @Field(() => Date, { nullable: true, description: 'When the next check orders are generated (UTC): the dispatch time, days ahead of the next date.' })
  @Property({ type: t.datetime, nullable: true })
  nextDispatchAt?: Date | null = null;

  @Field(() => String, { nullable: true, description: 'The last date check orders were generated for; null before the first.' })
  @Property({ type: 'string', length: 10, nullable: true })
  lastDueDate?: string | null = null;

  @Field(() => Date, { description: 'When it was created (UTC).' })
  @Property({ type: t.datetime })
  createTime: Date = new Date();

  @Field(() => Date, { description: 'When it last changed (UTC).' })
  @Property({ type: t.datetime })
  updateTime: Date = new Date();

  /** The scheduler's claim and every edit are UPDATEs conditional on the version they read. */
  @Field(() => Int, { description: 'Counts changes: 1 when created, one more after each `updateMaintenancePlan` and each time its check orders are generated. An edit that names the version it started from (`baseVersion`) is refused over a newer one (errorno 1010008).' })
  @Property({ type: 'integer' })
  version: number = 1;
}

/** One inspection item of a check order and its result. */
@ObjectType({ description: 'An inspection item of a check order: its result (normal, defect, fault; null until recorded), a note, and the repair order it opened.' })
export class InspectionItemView implements InspectionItem {
  @Field({ description: 'The item, as the plan named it.' })
  name!: string;

  @Field(() => InspectionResultEnum, { nullable: true, description: 'normal, defect or fault; null until recorded.' })
  result!: InspectionResult | null;

  @Field({ description: 'Note, at most 200 characters; empty when none.' })
  note!: string;

  @Field(() => ID, { nullable: true, description: 'The repair order this item opened (a defect or fault); null when none.' })
  repairOrderId!: number | null;
}

/**
 * A check order (spec part 2 section 4): one machine's inspection for one date of a plan, from
 * processing to awaiting acceptance to completed. Owned by the machine's tenant, like a repair
 * order. Unique per plan, machine and date: generated once whichever instance's scheduler runs.
 */
@ObjectType({ description: "A check order: one machine's inspection for one date of a maintenance plan (stages processing, awaitingAcceptance, completed)." })
@Entity({ tableName: 'check_order' })
@Index({ properties: ['tenant', 'createTime'] })
@Index({ properties: ['stage', 'createTime'] })
@Index({ properties: ['principal'] })
@Unique({ properties: ['plan', 'product', 'dueDate'] })
export class CheckOrder extends TenantOwned {
  [OptionalProps]?: 'stage' | 'createTime' | 'updateTime' | 'submittedAt' | 'completedAt' | 'version' | 'address' | 'customer' | 'planTenantId' | 'submittedById';

  @Field(() => ID, { description: 'The check order id.' })
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field({ description: 'The number shown to people (`CO` + its date + plan id + machine archive id, as `CO20270131-3-12`), unique.' })
  @Property({ type: 'string', length: 32, unique: true })
  number!: string;

  /** The plan that generated it (null once the plan is deleted; its name stays). Exposed as planId. */
  @ManyToOne(() => MaintenancePlan, { ref: true, nullable: true, deleteRule: 'set null' })
  plan?: Ref<MaintenancePlan> | null;

  @Field({ description: "The plan's name when generated." })
  @Property({ type: 'string', length: 30 })
  planName!: string;

  /**
   * The tenant of the plan that generated it: the maker (or maintenance company) servicing the
   * machine. Only administrators whose tenants hold it stand in for the person in charge, accept
   * and return (the machine's own tenant, a customer's node, only sees the order). Kept when the
   * plan is deleted; null only for an order whose plan and person in charge were both gone
   * before this was recorded (then only super_admin administers it).
   */
  @Property({ type: 'integer', nullable: true })
  planTenantId: number | null = null;

  /** The machine's archive. Exposed as productId. */
  @ManyToOne(() => Product, { ref: true, nullable: true, deleteRule: 'set null' })
  product?: Ref<Product> | null;

  @Field({ description: 'SN (factory number) of the machine.' })
  @Property({ type: 'string', length: 100 })
  sn!: string;

  @Field({ description: 'Model of the machine.' })
  @Property({ type: 'string', length: 100 })
  model!: string;

  @Field(() => String, { description: "The customer's name; empty when none." })
  @Property({ type: 'string', length: 100 })
  customer: string = '';

  @Field(() => String, { description: "The plan's address; empty when none." })
  @Property({ type: 'string', length: 200 })
  address: string = '';

  @Field({ description: 'The maintenance date it is for, YYYY-MM-DD.' })
  @Property({ type: 'string', length: 10 })
  dueDate!: string;

  @Field(() => CheckStageEnum, { description: 'Stage: processing, awaitingAcceptance or completed.' })
  @Property({ type: 'string', length: 24 })
  stage: CheckStage = 'processing';

  @Field(() => [InspectionItemView], { description: 'The inspection items with their results.' })
  @Property({ type: 'json' })
  items!: InspectionItem[];

  /** The person in charge. Exposed as principalId. */
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  principal?: Ref<User> | null;

  @Field({ description: "The person in charge's name." })
  @Property({ type: 'string', length: 20 })
  principalAlias!: string;

  @Field(() => Date, { description: 'When it was generated (UTC).' })
  @Property({ type: t.datetime })
  createTime: Date = new Date();

  @Field(() => Date, { description: 'When it last changed (UTC).' })
  @Property({ type: t.datetime })
  updateTime: Date = new Date();

  @Field(() => Date, { nullable: true, description: 'When it was last submitted for acceptance (UTC).' })
  @Property({ type: t.datetime, nullable: true })
  submittedAt?: Date | null = null;

  /**
   * Who last submitted it for acceptance: the person in charge, or an administrator standing in,
   * who then may not accept or return it (four eyes). A user id kept as it was (no reference: the
   * rule compares ids); null before the first submission, and for orders submitted before it was recorded. Exposed as submittedById.
   */
  @Property({ type: 'integer', nullable: true })
  submittedById: number | null = null;

  @Field(() => Date, { nullable: true, description: 'When it was accepted (UTC).' })
  @Property({ type: t.datetime, nullable: true })
  completedAt?: Date | null = null;

  /** Counts changes; every step is one UPDATE conditional on the version it read. */
  @Property({ type: 'integer' })
  version: number = 1;
}
