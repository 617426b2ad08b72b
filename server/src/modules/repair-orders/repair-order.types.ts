import { ArgsType, Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { type SortDirection, TABLE_PAGING } from '../../contract/paging';
import { REPAIR_LIMITS, type RepairLookupKind, type RepairStatusFilter } from '../../contract/repair-orders';
import { TEXT_BOUNDS } from '../../contract/validation';
import { PageArgsOf, Paginated } from '../../core/paging';
import { SortDirectionEnum, asEnum } from '../../graphql/enums';
import { Bounded } from '../../graphql/input-guard';
import { StoredFileInput } from '../product-manuals/file-references';
import { RepairOrder } from './repair-order.entity';
import { RepairLookupKindEnum, RepairStatusFilterEnum } from './repair-order.enums';
import { REPAIR_SORT_KEYS, type RepairSortKey } from './repair-order.service';

/** Caps of the repair texts: above the form rules (whose messages name the field), stopping only what no rule parses. */
const B = { short: 100, text: 1000, key: 100 } as const;

export const RepairSortKeyEnum = asEnum(REPAIR_SORT_KEYS);
registerEnumType(RepairSortKeyEnum, { name: 'RepairSortKey', description: 'Columns the repair order list sorts by (createTime by default); equal values by id in the same direction.' });

@ObjectType({ description: 'A page of repair orders, in the order asked (newest first by default).' })
export class RepairOrderPage extends Paginated<RepairOrder>(() => RepairOrder, { items: 'Repair orders of this page.', total: "Repair orders matching every filter in the caller's tenants." }) {}

@ObjectType({ description: 'The repair order list: one page and the table version it was read at.' })
export class RepairOrderList {
  @Field(() => RepairOrderPage, { description: 'The page of orders.' })
  page!: RepairOrderPage;

  @Field(() => Float, { description: 'Server time in ms when the page was read; `tableVersionChanged` events of table `repairorder` with a larger version mean the list changed since.' })
  version!: number;
}

@ObjectType({ description: 'How many orders of each list of the maintenance home the caller has in all.' })
export class RepairOrderHomeCounts {
  @Field(() => Int, { description: "Unclosed orders (status 1 or 2) in the caller's tenants." })
  unclosed!: number;

  @Field(() => Int, { description: "Unprocessed orders (status 1) in the caller's tenants." })
  unprocessed!: number;
}

@ObjectType({
  description:
    'The repair orders of the maintenance home (spec part 2 section 9), the orders the repair order list shows the caller. Unclosed: not yet closed with a service record, status 1 pending or 2 processing. Unprocessed: nobody has taken it on yet, status 1 pending (reported, or dispatched and not accepted); every unprocessed order is also unclosed.',
})
export class RepairOrderHome {
  @Field(() => [RepairOrder], { description: 'The 10 latest unclosed orders, newest report first.' })
  unclosed!: RepairOrder[];

  @Field(() => [RepairOrder], { description: 'The 5 latest unprocessed orders, newest report first.' })
  unprocessed!: RepairOrder[];

  @Field(() => RepairOrderHomeCounts, { description: 'How many of each there are in all.' })
  counts!: RepairOrderHomeCounts;

  @Field(() => Float, { description: 'Server time in ms when it was read; `tableVersionChanged` events of table `repairorder` with a larger version mean it changed since.' })
  version!: number;
}

@ArgsType()
export class RepairOrderListArgs extends PageArgsOf(TABLE_PAGING) {
  @Field(() => RepairStatusFilterEnum, { defaultValue: 'all', description: 'Status: all (default), pending (1), processing (2), awaitingEvaluation (3), completed (4).' })
  status!: RepairStatusFilter;

  @Bounded(TEXT_BOUNDS.search)
  @Field(() => String, { nullable: true, description: 'Part of the order number.' })
  number?: string | null;

  @Bounded(TEXT_BOUNDS.search)
  @Field(() => String, { nullable: true, description: 'Part of the SN.' })
  sn?: string | null;

  @Bounded(TEXT_BOUNDS.search)
  @Field(() => String, { nullable: true, description: 'Part of the model.' })
  model?: string | null;

  @Bounded(TEXT_BOUNDS.search)
  @Field(() => String, { nullable: true, description: 'Part of the company.' })
  company?: string | null;

  @Bounded(TEXT_BOUNDS.search)
  @Field(() => String, { nullable: true, description: 'Part of the contact name.' })
  contactName?: string | null;

  @Field(() => RepairSortKeyEnum, { defaultValue: 'createTime', description: 'Column to sort by.' })
  sortKey!: RepairSortKey;

  @Field(() => SortDirectionEnum, { defaultValue: 'desc', description: 'desc (default) or asc.' })
  sortDirection!: SortDirection;
}

/** The report's text fields, shared by the signed-in and the public form. */
// Never referenced itself, so it is not emitted: only the two forms are.
@InputType()
abstract class RepairReportFields {
  @Bounded(B.short)
  @Field({ description: `Contact name, required, at most ${REPAIR_LIMITS.contactName} characters.` })
  contactName!: string;

  @Bounded(TEXT_BOUNDS.phone)
  @Field({ description: 'Contact mobile, required: a mainland mobile, optionally with +86.' })
  mobile!: string;

  @Bounded(TEXT_BOUNDS.email)
  @Field(() => String, { nullable: true, description: 'Contact email.' })
  email?: string | null;

  @Bounded(B.short * 2)
  @Field({ description: `Company, required, at most ${REPAIR_LIMITS.company} characters.` })
  company!: string;

  @Bounded(B.text)
  @Field(() => String, { nullable: true, description: `Address, at most ${REPAIR_LIMITS.address} characters.` })
  address?: string | null;

  @Bounded(B.short * 2)
  @Field({ description: 'The machine\'s SN (factory number), required: it must name a machine archive.' })
  sn!: string;

  @Bounded(B.short * 2)
  @Field({ description: `Model, required, at most ${REPAIR_LIMITS.model} characters.` })
  model!: string;

  @Bounded(B.short * 2)
  @Field({ description: `Agent (dealer), required, at most ${REPAIR_LIMITS.agent} characters.` })
  agent!: string;

  @Bounded(B.text)
  @Field({ description: `Problem description, required, at most ${REPAIR_LIMITS.description} characters.` })
  description!: string;

  @Bounded(B.text)
  @Field(() => String, { nullable: true, description: `Remark, at most ${REPAIR_LIMITS.remark} characters.` })
  remark?: string | null;

  @Bounded(B.key)
  @Field(() => String, { nullable: true, description: 'Repair type: a key of the repairType lookup.' })
  type?: string | null;

  @Bounded(B.key)
  @Field(() => String, { nullable: true, description: 'Service method: a key of the serviceMode lookup.' })
  serviceMode?: string | null;

  @Bounded(B.key)
  @Field(() => String, { nullable: true, description: 'Solution: a key of the solutionMode lookup.' })
  solution?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Allow querying this order by SN without signing in (false by default).' })
  allowQueryBySn?: boolean | null;
}

@InputType({
  description:
    'The repair report form (spec part 2 section 5): name, mobile, company, SN, model, agent and description required; texts within their limits; pictures jpg/png 10 MB each and attachments 50 MB each, at most 6 of each. Violations: errorno 1003 with `extensions.fields`.',
})
export class RepairOrderInput extends RepairReportFields {
  @Field(() => [StoredFileInput], { nullable: true, description: 'Pictures (uploaded jpg/png), at most 6.' })
  pictures?: StoredFileInput[] | null;

  @Field(() => [StoredFileInput], { nullable: true, description: 'Attachments (uploaded files, 50 MB each), at most 6.' })
  attachments?: StoredFileInput[] | null;
}

@InputType({
  description:
    'The public repair report (without signing in): the report form and its verification, either the drag verification\'s challenge (a report without files) or the pass `repairReportPass` gave for it (with the pictures and attachments uploaded under that pass).',
})
export class PublicRepairInput extends RepairReportFields {
  @Bounded(200)
  @Field(() => String, { nullable: true, description: 'The challenge `repairReportChallenge` answered, sent after the slider passed; used once, valid for 10 minutes. Not with `pass`.' })
  challenge?: string | null;

  @Bounded(100)
  @Field(() => String, { nullable: true, description: 'The pass of `repairReportPass` for this SN; the report spends it. Needed for files.' })
  pass?: string | null;

  @Field(() => [StoredFileInput], { nullable: true, description: 'Pictures uploaded with the pass (POST /public/repair-files), at most 6; any other file is refused (file_unknown).' })
  pictures?: StoredFileInput[] | null;

  @Field(() => [StoredFileInput], { nullable: true, description: 'Attachments uploaded with the pass, at most 6; any other file is refused (file_unknown).' })
  attachments?: StoredFileInput[] | null;
}

@ObjectType('RepairReportPass', { description: 'A pass of the public repair report: uploads and the report of one SN without signing in.' })
export class RepairReportPassView {
  @Field({ description: 'The pass: send it in the header `x-repair-pass` of `POST /public/repair-files` (and its DELETE), and as `pass` of `reportRepairPublic`. Shown once.' })
  pass!: string;

  @Field(() => Date, { description: 'When it expires (30 minutes after it was issued), unless the report spends it first.' })
  expiresAt!: Date;
}

@InputType({ description: 'The evaluation: four scores of 1..5 stars and a comment within 200 characters.' })
export class RepairEvaluationInput {
  @Field(() => Int, { description: 'Overall, 1..5.' })
  overall!: number;

  @Field(() => Int, { description: 'Response speed, 1..5.' })
  responseSpeed!: number;

  @Field(() => Int, { description: 'Repair quality, 1..5.' })
  repairQuality!: number;

  @Field(() => Int, { description: 'Service attitude, 1..5.' })
  serviceAttitude!: number;

  @Bounded(B.text)
  @Field(() => String, { nullable: true, description: 'Comment, at most 200 characters.' })
  comment?: string | null;
}

@ObjectType({ description: 'A maintenance member a repair order can be dispatched or transferred to.' })
export class RepairMember {
  @Field(() => ID, { description: 'The member\'s user id.' })
  id!: number;

  @Field({ description: 'Display name.' })
  name!: string;

  @Field({ description: 'maintainadmin or maintainer.' })
  role!: string;
}

@ObjectType({ description: 'An entry of a lookup list.' })
export class RepairLookupEntry {
  @Field({ description: 'The key stored on orders.' })
  key!: string;

  @Field({ description: 'The label shown.' })
  label!: string;
}

@ObjectType({ description: 'A lookup list as a tenant uses it: its own, or the nearest ancestor\'s.' })
export class RepairLookupList {
  @Field(() => RepairLookupKindEnum, { description: 'Which list.' })
  kind!: RepairLookupKind;

  @Field(() => ID, { nullable: true, description: 'The tenant whose list this is; null when no tenant of the chain has one.' })
  tenantId!: number | null;

  @Field(() => [RepairLookupEntry], { description: 'Entries in order.' })
  entries!: RepairLookupEntry[];
}

@InputType({ description: 'An entry of a lookup list: key and label required, at most 50 characters each; keys unique in the list.' })
export class RepairLookupEntryInput {
  @Bounded(B.key)
  @Field({ description: 'The key stored on orders.' })
  key!: string;

  @Bounded(B.key)
  @Field({ description: 'The label shown.' })
  label!: string;
}

@ObjectType({ description: 'What the public repair form shows for an SN.' })
export class PublicRepairForm {
  @Field({ description: 'The SN as the archive holds it.' })
  sn!: string;

  @Field({ description: 'The machine\'s model.' })
  model!: string;

  @Field(() => [RepairLookupList], { description: 'The lookup lists of the machine\'s tenant.' })
  lookups!: RepairLookupList[];
}

@ObjectType({ description: 'A repair order as "query my repair by SN" shows it: number, status and times only.' })
export class PublicRepairStatus {
  @Field({ description: 'The order number.' })
  number!: string;

  @Field(() => Int, { description: 'Status: 1 pending, 2 processing, 3 awaiting evaluation, 4 completed.' })
  status!: number;

  @Field(() => Int, { description: 'Progress in percent: 25, 50, 75, 100.' })
  progress!: number;

  @Field(() => Date, { description: 'When it was reported.' })
  createTime!: Date;

  @Field(() => Date, { description: 'When it last changed.' })
  updateTime!: Date;
}

@ObjectType({ description: 'The answer of a public repair report.' })
export class PublicRepairReceipt {
  @Field({ description: 'The new order\'s number.' })
  number!: string;

  @Field({ description: 'Whether the order can be queried by SN.' })
  allowQueryBySn!: boolean;
}

@ObjectType('RepairReminder', { description: 'A reminder about a repair order: a system message to its recipient when it is due.' })
export class RepairReminderView {
  @Field(() => ID)
  id!: number;

  @Field(() => ID, { description: 'The order.' })
  orderId!: number;

  @Field(() => ID, { description: 'Who gets it: the member handling the order, else whoever set it.' })
  recipientId!: number;

  @Field(() => Date, { description: 'When it is due (UTC).' })
  dueAt!: Date;
}
