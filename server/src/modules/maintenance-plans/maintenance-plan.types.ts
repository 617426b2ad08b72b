import { ArgsType, Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { CHECK_LIMITS, type CycleUnit, type InspectionResult, type PlanMode } from '../../contract/maintenance-plans';
import { type SortDirection, TABLE_PAGING } from '../../contract/paging';
import { TEXT_BOUNDS } from '../../contract/validation';
import { PageArgsOf, Paginated } from '../../core/paging';
import { SortDirectionEnum, asEnum } from '../../graphql/enums';
import { Bounded } from '../../graphql/input-guard';
import { StoredFileInput } from '../product-manuals/file-references';
import { CHECK_SORT_KEYS, CHECK_STAGE_FILTERS, type CheckSortKey, type CheckStageFilter } from './check-order.service';
import { CheckOrder, MaintenancePlan } from './maintenance-plan.entity';
import { CycleUnitEnum, InspectionResultEnum, PlanModeEnum } from './maintenance-plan.enums';
import { PLAN_SORT_KEYS, type PlanSortKey } from './maintenance-plan.service';

/** Caps of the plan texts: above the form rules (whose messages name the field), stopping only what no rule parses. */
const B = { short: 100, text: 1000 } as const;

export const PlanSortKeyEnum = asEnum(PLAN_SORT_KEYS);
registerEnumType(PlanSortKeyEnum, { name: 'PlanSortKey', description: 'Columns the plan list sorts by (createTime by default); equal values by id in the same direction.' });
export const CheckSortKeyEnum = asEnum(CHECK_SORT_KEYS);
registerEnumType(CheckSortKeyEnum, { name: 'CheckSortKey', description: 'Columns the check order list sorts by (createTime by default); equal values by id in the same direction.' });
export const CheckStageFilterEnum = asEnum(CHECK_STAGE_FILTERS);
registerEnumType(CheckStageFilterEnum, { name: 'CheckStageFilter', description: 'Stage filter of the check order list: all, or one stage.' });

@ObjectType({ description: 'A page of maintenance plans.' })
export class MaintenancePlanPage extends Paginated<MaintenancePlan>(() => MaintenancePlan, { items: 'Plans of this page.', total: "Plans matching the search in the caller's tenants." }) {}

@ObjectType({ description: 'The maintenance plan list: one page and the table version it was read at.' })
export class MaintenancePlanList {
  @Field(() => MaintenancePlanPage, { description: 'The page of plans.' })
  page!: MaintenancePlanPage;

  @Field(() => Float, { description: 'Server time in ms when the page was read; `tableVersionChanged` events of table `maintenanceplan` with a larger version mean the list changed since.' })
  version!: number;
}

@ArgsType()
export class MaintenancePlanListArgs extends PageArgsOf(TABLE_PAGING) {
  @Bounded(TEXT_BOUNDS.search)
  @Field(() => String, { nullable: true, description: 'Part of the name.' })
  name?: string | null;

  @Field(() => PlanSortKeyEnum, { defaultValue: 'createTime', description: 'Column to sort by.' })
  sortKey!: PlanSortKey;

  @Field(() => SortDirectionEnum, { defaultValue: 'desc', description: 'desc (default) or asc.' })
  sortDirection!: SortDirection;
}

@InputType({ description: 'The plan form. Rules (errorno 1003, each naming its field): name 1-30; a real first date YYYY-MM-DD; cycle 1-100 units; days ahead 0-365 and below the cycle for a cyclic plan; dispatch time HH:mm; 1-50 machines in your tenants; a person in charge who is a maintenance member able to serve every machine; 1-30 inspection items of 1-50 characters; address within 200; at most 5 pictures (jpg/png, 50 MB) and 5 attachments (Word, Excel, PowerPoint, PDF, 100 MB).' })
export class MaintenancePlanInput {
  @Bounded(B.short)
  @Field({ description: 'Name.' })
  name!: string;

  @Bounded(TEXT_BOUNDS.date)
  @Field({ description: 'First maintenance date, YYYY-MM-DD in the configured time zone.' })
  firstDate!: string;

  @Field(() => Int, { description: 'Cycle: every this many units.' })
  cycle!: number;

  @Field(() => CycleUnitEnum, { description: 'Unit of the cycle.' })
  unit!: CycleUnit;

  @Field(() => Int, { description: 'Days before each date its check orders are generated.' })
  daysAhead!: number;

  @Field(() => PlanModeEnum, { description: 'single or cyclic.' })
  mode!: PlanMode;

  @Bounded(TEXT_BOUNDS.shiftTime)
  @Field({ description: 'Dispatch time, HH:mm.' })
  dispatchTime!: string;

  @Field(() => [ID], { description: 'The machines: device ids (as the device archive list names them) of devices with a product archive.' })
  deviceIds!: string[];

  @Field(() => ID, { description: "The person in charge's user id (see `maintenancePlanMembers`)." })
  principalId!: string;

  @Bounded(B.short)
  @Field(() => [String], { description: 'Inspection items, in order.' })
  items!: string[];

  @Bounded(B.text)
  @Field(() => String, { nullable: true, description: 'Address.' })
  address?: string | null;

  @Field(() => [StoredFileInput], { nullable: true, description: 'Pictures (uploaded jpg/png), at most 5.' })
  pictures?: StoredFileInput[] | null;

  @Field(() => [StoredFileInput], { nullable: true, description: 'Attachments (uploaded documents), at most 5.' })
  attachments?: StoredFileInput[] | null;
}

@ObjectType({ description: 'A page of check orders.' })
export class CheckOrderPage extends Paginated<CheckOrder>(() => CheckOrder, { items: 'Check orders of this page.', total: "Check orders matching every filter in the caller's tenants." }) {}

@ObjectType({ description: 'The check order list: one page and the table version it was read at.' })
export class CheckOrderList {
  @Field(() => CheckOrderPage, { description: 'The page of check orders.' })
  page!: CheckOrderPage;

  @Field(() => Float, { description: 'Server time in ms when the page was read; `tableVersionChanged` events of table `checkorder` with a larger version mean the list changed since.' })
  version!: number;
}

@ArgsType()
export class CheckOrderListArgs extends PageArgsOf(TABLE_PAGING) {
  @Field(() => CheckStageFilterEnum, { defaultValue: 'all', description: 'Stage: all (default), processing, awaitingAcceptance, completed.' })
  stage!: CheckStageFilter;

  @Bounded(TEXT_BOUNDS.search)
  @Field(() => String, { nullable: true, description: 'Part of the number.' })
  number?: string | null;

  @Bounded(TEXT_BOUNDS.search)
  @Field(() => String, { nullable: true, description: 'Part of the SN.' })
  sn?: string | null;

  @Bounded(TEXT_BOUNDS.search)
  @Field(() => String, { nullable: true, description: "Part of the plan's name." })
  planName?: string | null;

  @Field(() => CheckSortKeyEnum, { defaultValue: 'createTime', description: 'Column to sort by.' })
  sortKey!: CheckSortKey;

  @Field(() => SortDirectionEnum, { defaultValue: 'desc', description: 'desc (default) or asc.' })
  sortDirection!: SortDirection;
}

@InputType({ description: 'The result of one inspection item.' })
export class InspectionInput {
  @Field(() => InspectionResultEnum, { nullable: true, description: 'normal, defect or fault; null while not checked (required to submit).' })
  result?: InspectionResult | null;

  @Bounded(CHECK_LIMITS.note * 5)
  @Field(() => String, { nullable: true, description: 'Note, at most 200 characters.' })
  note?: string | null;
}

@ObjectType({ description: 'A check order and the repair order one of its items opened.' })
export class CheckOrderRepair {
  @Field(() => CheckOrder, { description: 'The check order, with the item linked to the repair order.' })
  checkOrder!: CheckOrder;

  @Field(() => ID, { description: 'The repair order opened.' })
  repairOrderId!: number;

  @Field({ description: "The repair order's number." })
  repairOrderNumber!: string;
}

