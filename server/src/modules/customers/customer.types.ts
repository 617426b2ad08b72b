import { ArgsType, Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { CUSTOMER_LOG_TYPES, CUSTOMER_SORT_KEYS, CUSTOMER_STATUSES, type CustomerSortKey, type CustomerStatus, IMPORT_MODES } from '../../contract/customers';
import { CUSTOMER_PAGING, type SortDirection } from '../../contract/paging';
import { TEXT_BOUNDS } from '../../contract/validation';
import { PageArgsOf, Paginated } from '../../core/paging';
import { asEnum, SortDirectionEnum } from '../../graphql/enums';
import { Bounded } from '../../graphql/input-guard';
import { Customer, CustomerLog } from './customer.entity';

export const CustomerStatusEnum = asEnum(CUSTOMER_STATUSES);
registerEnumType(CustomerStatusEnum, { name: 'CustomerStatus', description: 'normal, or deleted (soft: restorable until deleted completely).' });
export const CustomerSortKeyEnum = asEnum(CUSTOMER_SORT_KEYS);
registerEnumType(CustomerSortKeyEnum, { name: 'CustomerSortKey', description: 'Column the roster is sorted by.' });
export const CustomerLogTypeEnum = asEnum(CUSTOMER_LOG_TYPES);
registerEnumType(CustomerLogTypeEnum, { name: 'CustomerLogType', description: 'restore, add, del (a soft or complete delete), exit (a collaborator left), update (an edit, a share, a transfer), import_1 (base data), import_2 (cover), import_3 (merge).' });
export const ImportModeEnum = asEnum(IMPORT_MODES);
registerEnumType(ImportModeEnum, { name: 'CustomerImportMode', description: 'base (add new only), cover (overwrite existing), merge (fill empty fields of existing).' });
export const AreaLevelEnum = asEnum(['country', 'province'] as const);
registerEnumType(AreaLevelEnum, { name: 'AreaLevel', description: 'The administrative level of the parent whose areas are asked: country (its provinces) or province (its cities).' });

@ObjectType({ description: 'A custom parameter of a customer: a name (at most 25) and a value.' })
export class CustomParamView {
  @Field({ description: 'Parameter name.' })
  name!: string;

  @Field({ description: 'Parameter value.' })
  value!: string;
}

@ObjectType({ description: 'A user as the roster collaboration shows them.' })
export class CustomerMember {
  @Field(() => ID, { description: 'User id.' })
  id!: number;

  @Field({ description: 'Display name.' })
  name!: string;

  @Field({ description: 'Login account.' })
  account!: string;
}

@ObjectType({ description: 'A page of the customer roster.' })
export class CustomerPage extends Paginated(() => Customer, { items: 'Customers of this page.', total: "Customers matching every filter in the caller's tenants." }) {}

@ObjectType({ description: 'The customer roster: one page and the table version it was read at.' })
export class CustomerList {
  @Field(() => CustomerPage, { description: 'The page.' })
  page!: CustomerPage;

  @Field(() => Float, { description: 'Server time in ms when the page was read; `tableVersionChanged` events of table `customer` with a larger version mean it changed since.' })
  version!: number;
}

@ObjectType({ description: 'A page of a customer\'s operation log, newest first.' })
export class CustomerLogPage extends Paginated(() => CustomerLog, { items: 'Log entries of this page.', total: 'Entries of the customer.' }) {}

@ObjectType({ description: 'An item of the customer list (spec part 1 section 7): a customer, or `notdefine` (devices of an unknown owner) or `nopa` (devices without a product archive), with its device count.' })
export class CustomerListItem {
  @Field({ description: 'The customer id, or `notdefine` / `nopa`.' })
  customerId!: string;

  @Field({ description: 'The customer name, or the localized name of the group.' })
  customerName!: string;

  @Field(() => Int, { description: "Devices of the caller's tenants in it." })
  devices!: number;
}

@ObjectType({ description: 'An area of the lookup: a code and its name.' })
export class AreaView {
  @Field({ description: '`CN` for China, else a 6-digit administrative code.' })
  code!: string;

  @Field({ description: 'Name (the dataset names provinces and cities in Chinese).' })
  name!: string;
}

@ObjectType({ description: 'Devices of a status.' })
export class StatusCount {
  @Field({ description: 'Running, Idle, Estop or Offline.' })
  status!: string;

  @Field(() => Int, { description: 'Devices now in it.' })
  count!: number;
}

@ObjectType({ description: "A customer's archive statistics for a range of local dates." })
export class CustomerStatistics {
  @Field(() => Int, { description: "The customer's machines in the caller's scope (at most 200 counted)." })
  devices!: number;

  @Field(() => [StatusCount], { description: 'Machines by current status.' })
  byStatus!: StatusCount[];

  @Field(() => Float, { description: 'Running hours of all machines in the range.' })
  runningHours!: number;

  @Field(() => Float, { nullable: true, description: 'Mean daily utilization (running / elapsed), 0 to 1; null without machines.' })
  utilization!: number | null;

  @Field(() => Int, { description: 'Alarms raised in the range.' })
  alarms!: number;
}

@ObjectType({ description: 'A row the import refused: its sheet row, the field and why.' })
export class ImportReportRow {
  @Field(() => Int, { description: 'Row number in the sheet (1 is the header).' })
  row!: number;

  @Field({ description: 'The field (column) that was refused.' })
  field!: string;

  @Field({ description: "Why, in the importer's language." })
  message!: string;
}

@ObjectType({ description: 'A customer import job (polled while it runs).' })
export class CustomerImportJob {
  @Field(() => ID, { description: 'Job id, as the upload answered it.' })
  id!: string;

  @Field(() => ImportModeEnum, { description: 'The mode.' })
  mode!: string;

  @Field({ description: 'running, done or failed.' })
  state!: string;

  @Field(() => Float, { description: 'How far it is, 0 to 1.' })
  progress!: number;

  @Field(() => Int, { description: 'Data rows done.' })
  processed!: number;

  @Field(() => Int, { description: 'Customers added.' })
  added!: number;

  @Field(() => Int, { description: 'Customers changed (cover, merge).' })
  updated!: number;

  @Field(() => Int, { description: 'Rows refused.' })
  refused!: number;

  @Field(() => [ImportReportRow], { description: 'The refused rows with field and reason (the first 1000).' })
  report!: ImportReportRow[];

  @Field(() => Int, { nullable: true, description: 'When it failed as a whole: the errorno (1070012 unreadable, 1070013 too many rows, 1070019 interrupted: its server stopped).' })
  errorno!: number | null;

  @Field(() => String, { nullable: true, description: 'When it failed as a whole: the message.' })
  message!: string | null;
}

@ArgsType()
export class CustomerListArgs extends PageArgsOf(CUSTOMER_PAGING) {
  @Field(() => CustomerStatusEnum, { defaultValue: 'normal', description: 'normal (default) or deleted (the soft-deleted view).' })
  status!: CustomerStatus;

  @Bounded(TEXT_BOUNDS.search)
  @Field(() => String, { nullable: true, description: 'Part of the name, alias or code.' })
  search?: string | null;

  @Bounded(TEXT_BOUNDS.areaCode)
  @Field(() => String, { nullable: true, description: 'Country code (`CN`).' })
  country?: string | null;

  @Bounded(TEXT_BOUNDS.areaCode)
  @Field(() => String, { nullable: true, description: 'Province code.' })
  province?: string | null;

  @Bounded(TEXT_BOUNDS.areaCode)
  @Field(() => String, { nullable: true, description: 'City code.' })
  city?: string | null;

  @Bounded(TEXT_BOUNDS.search)
  @Field(() => String, { nullable: true, description: 'Part of the label.' })
  label?: string | null;

  @Bounded(TEXT_BOUNDS.search)
  @Field(() => String, { nullable: true, description: 'Part of the responsible sales name.' })
  responsibleSales?: string | null;

  @Field(() => CustomerSortKeyEnum, { defaultValue: 'name', description: 'Sort column (name by default).' })
  sortKey!: CustomerSortKey;

  @Field(() => SortDirectionEnum, { defaultValue: 'asc', description: 'asc (default) or desc.' })
  sortDirection!: SortDirection;
}

@ArgsType()
export class CustomerLogArgs extends PageArgsOf(CUSTOMER_PAGING) {
  @Field(() => ID, { description: 'The customer id.' })
  id!: string;
}

@ArgsType()
export class CustomerExportArgs {
  @Field(() => CustomerStatusEnum, { defaultValue: 'normal', description: 'normal (default) or deleted.' })
  status!: CustomerStatus;

  @Bounded(TEXT_BOUNDS.search)
  @Field(() => String, { nullable: true, description: 'Part of the name, alias or code.' })
  search?: string | null;

  @Bounded(TEXT_BOUNDS.areaCode)
  @Field(() => String, { nullable: true, description: 'Province code.' })
  province?: string | null;

  @Bounded(TEXT_BOUNDS.areaCode)
  @Field(() => String, { nullable: true, description: 'City code.' })
  city?: string | null;
}

@InputType({ description: 'A custom parameter: name 1-25 characters, unique in the customer; value at most 100.' })
export class CustomParamInput {
  @Bounded(TEXT_BOUNDS.customParam)
  @Field({ description: 'Name.' })
  name!: string;

  @Bounded(TEXT_BOUNDS.customParam)
  @Field({ description: 'Value.' })
  value!: string;
}

@InputType({
  description:
    'The customer form (spec part 2 sections 3-5). Rules: name 1-30 (trimmed, unique in the roster: 1070001); alias 30; up to 5 custom parameters (name 1-25, no duplicates); code 50, address 200, contact person 50, contact way 100, NC account 50, main business 200, responsible sales 50, label 50; area: country `CN`, a province code of the dataset, a city of that province. Violations: errorno 1003 with `extensions.fields`.',
})
export class CustomerInput {
  @Bounded(TEXT_BOUNDS.customerText) @Field({ description: 'Name, 1-30 characters.' }) name!: string;
  @Bounded(TEXT_BOUNDS.customerText) @Field(() => String, { nullable: true, description: 'Alias.' }) alias?: string | null;
  @Field(() => [CustomParamInput], { nullable: true, description: 'Custom parameters, at most 5.' }) customParams?: CustomParamInput[] | null;
  @Bounded(TEXT_BOUNDS.customerText) @Field(() => String, { nullable: true, description: 'Code.' }) code?: string | null;
  @Bounded(TEXT_BOUNDS.customerText) @Field(() => String, { nullable: true, description: 'Address.' }) address?: string | null;
  @Bounded(TEXT_BOUNDS.customerText) @Field(() => String, { nullable: true, description: 'Contact person.' }) contactPerson?: string | null;
  @Bounded(TEXT_BOUNDS.customerText) @Field(() => String, { nullable: true, description: 'Contact way.' }) contactWay?: string | null;
  @Bounded(TEXT_BOUNDS.customerText) @Field(() => String, { nullable: true, description: 'NC account.' }) ncAccount?: string | null;
  @Bounded(TEXT_BOUNDS.customerText) @Field(() => String, { nullable: true, description: 'Main business.' }) mainBusiness?: string | null;
  @Bounded(TEXT_BOUNDS.customerText) @Field(() => String, { nullable: true, description: 'Responsible sales.' }) responsibleSales?: string | null;
  @Bounded(TEXT_BOUNDS.customerText) @Field(() => String, { nullable: true, description: 'Label.' }) label?: string | null;
  @Bounded(TEXT_BOUNDS.areaCode) @Field(() => String, { nullable: true, description: 'Country: `CN` or null.' }) country?: string | null;
  @Bounded(TEXT_BOUNDS.areaCode) @Field(() => String, { nullable: true, description: 'Province code.' }) province?: string | null;
  @Bounded(TEXT_BOUNDS.areaCode) @Field(() => String, { nullable: true, description: 'City code.' }) city?: string | null;
}
