import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { NO_ARCHIVE, UNKNOWN_OWNER } from '../../contract/customers';
import { TEXT_BOUNDS } from '../../contract/validation';
import type { AppContext } from '../../graphql/context';
import { requireAuth } from '../../graphql/guards';
import { Bounded } from '../../graphql/input-guard';
import { loadInScope } from '../../core/tenancy';
import { Device } from '../devices/device.entity';
import { parseRange } from '../efficiency/efficiency.service';
import { API, Permission } from '../permissions/apis';
import { areasBelow } from './customer.areas';
import { acceptTransfer, addCollaborator, cancelTransfer, collaboratorsOf, exitCustomer, removeCollaborator, transferAdmin } from './customer.collaboration';
import { Customer, CustomerLog } from './customer.entity';
import { importJob } from './customer.import';
import { actorOf, customerLog } from './customer.log';
import { createCustomer, customerInScope, deleteCustomer, exportUrl, listCustomers, purgeCustomer, restoreCustomer, updateCustomer } from './customer.records';
import { customerDevices, customerStatistics } from './customer.statistics';
import {
  AreaLevelEnum,
  AreaView,
  CustomerImportJob,
  CustomerInput,
  CustomerList,
  CustomerListArgs,
  CustomerListItem,
  CustomerExportArgs,
  CustomerLogArgs,
  CustomerLogPage,
  CustomerLogTypeEnum,
  CustomerMember,
  CustomerStatistics,
  CustomerStatusEnum,
  CustomParamView,
} from './customer.types';

const ID_DOC = { description: 'The customer id.' };
const USER_DOC = { description: 'The user id (a user the caller may see).' };
const member = (user: { id: number; name: string; account: string } | null): CustomerMember | null => (user ? { id: user.id, name: user.name, account: user.account } : null);

@Resolver(() => Customer)
export class CustomerResolver {
  @Permission(API.customerList)
  @Query(() => CustomerList, { description: "The customer roster: customers of the caller's tenants, searched, filtered by area and status, sorted and paged in the database (18 per page by default)." })
  async customers(@Ctx() ctx: AppContext, @Args() args: CustomerListArgs): Promise<CustomerList> {
    const version = Date.now();
    return { page: await listCustomers(ctx.em, args), version };
  }

  @Permission(API.customerList)
  @Query(() => Customer, { description: "One customer of the caller's tenants, normal or deleted; errorno 1124 otherwise." })
  customer(@Ctx() ctx: AppContext, @Arg('id', () => ID, ID_DOC) id: string): Promise<Customer> {
    return customerInScope(ctx.em, id);
  }

  @Permission(API.customerList)
  @Query(() => CustomerLogPage, { description: "A customer's operation log, newest first (18 per page by default); errorno 1124 for a customer out of scope." })
  async customerLog(@Ctx() ctx: AppContext, @Args() args: CustomerLogArgs): Promise<CustomerLogPage> {
    const customer = await customerInScope(ctx.em, args.id);
    return customerLog(ctx.em, customer.id, args);
  }

  @Permission(API.customerExport)
  @Query(() => String, {
    description:
      'Where to download the filtered roster as .xlsx (`GET /customer/export?...`, the same session; docs/api.md "Customer export"), after checking it holds at most 100,000 customers (errorno 1070015).',
  })
  async customerExportUrl(@Ctx() ctx: AppContext, @Args() args: CustomerExportArgs): Promise<string> {
    return exportUrl(ctx.em, args);
  }

  @Permission(API.customerList)
  @Query(() => [CustomerListItem], { description: "The customer list's two groups of devices without a known customer (spec part 1 section 7): `notdefine` (an archive without a customer) and `nopa` (no product archive), with their device counts in the caller's tenants." })
  async customerListItems(@Ctx() ctx: AppContext): Promise<CustomerListItem[]> {
    const zh = ctx.locale === 'zh-CN';
    const [unknown, unarchived] = await Promise.all([ctx.em.count(Device, { product: { customer: null } }), ctx.em.count(Device, { product: null })]);
    return [
      { customerId: UNKNOWN_OWNER, customerName: zh ? '未知客户' : 'Unknown owner', devices: unknown },
      { customerId: NO_ARCHIVE, customerName: zh ? '无档案设备' : 'Devices without archive', devices: unarchived },
    ];
  }

  @Permission(API.customerList)
  @Query(() => [AreaView], { description: 'The area lookup by administrative level (spec part 1 section 9), from the shipped dataset of Chinese administrative divisions: without a level the countries (China, `CN`); level country with `CN` its provinces; level province with a province code its cities.' })
  areas(
    @Ctx() ctx: AppContext,
    @Arg('level', () => AreaLevelEnum, { nullable: true, description: 'The level of `parent`; none for the countries.' }) level: 'country' | 'province' | null,
    @Arg('parent', () => String, { nullable: true, description: 'The parent area code.' }) @Bounded(TEXT_BOUNDS.areaCode) parent: string | null,
  ): AreaView[] {
    return areasBelow(level ?? null, parent ?? null, ctx.locale);
  }

  @Permission(API.customerList)
  @Query(() => [Device], { description: "The customer's machines in the caller's scope (devices whose product archive names it), by alias, at most 200; live status through `deviceStatusChanged`." })
  async customerDevices(@Ctx() ctx: AppContext, @Arg('id', () => ID, ID_DOC) id: string): Promise<Device[]> {
    const customer = await customerInScope(ctx.em, id);
    return customerDevices(ctx.em, customer.id);
  }

  @Permission(API.customerList)
  @Query(() => CustomerStatistics, { description: "A customer's archive statistics for a range of local dates (at most 366 days): machines by status, running hours, utilization, alarms." })
  async customerStatistics(
    @Ctx() ctx: AppContext,
    @Arg('id', () => ID, ID_DOC) id: string,
    @Arg('start', { description: 'First day, YYYY-MM-DD.' }) @Bounded(TEXT_BOUNDS.date) start: string,
    @Arg('end', { description: 'Last day, YYYY-MM-DD (inclusive).' }) @Bounded(TEXT_BOUNDS.date) end: string,
  ): Promise<CustomerStatistics> {
    const range = parseRange(start, end);
    const customer = await customerInScope(ctx.em, id);
    return customerStatistics(ctx.em, customer.id, range, ctx.app.config.timeZone);
  }

  @Permission(API.customerImport)
  @Query(() => CustomerImportJob, { description: 'A customer import of the caller, as `POST /customer/import` answered its id: poll it while `state` is running (any server instance answers). errorno 1070014 for any other id; a job whose server stopped reads as failed with 1070019.' })
  customerImport(@Ctx() ctx: AppContext, @Arg('id', () => ID, { description: 'The job id.' }) id: string): Promise<CustomerImportJob> {
    return importJob(ctx.em, id, requireAuth(ctx).userId, ctx.locale) as Promise<CustomerImportJob>;
  }

  @Permission(API.customerAdd)
  @Mutation(() => Customer, { description: "Adds a customer to the roster of the caller's tenant; the caller becomes its administrator (log `add`). Rules: see CustomerInput." })
  async createCustomer(@Ctx() ctx: AppContext, @Arg('input', { description: 'The form.' }) input: CustomerInput): Promise<Customer> {
    const auth = requireAuth(ctx);
    return createCustomer(ctx.em, auth.tenantId, await actorOf(ctx.em, auth), input, ctx.app.pubsub);
  }

  @Permission(API.customerEdit)
  @Mutation(() => Customer, { description: 'Edits a normal customer (its administrator or a collaborator: 1070003; deleted: 1070010; log `update`). Rules: see CustomerInput.' })
  async updateCustomer(@Ctx() ctx: AppContext, @Arg('id', () => ID, ID_DOC) id: string, @Arg('input', { description: 'The whole form.' }) input: CustomerInput): Promise<Customer> {
    return updateCustomer(ctx.em, id, await actorOf(ctx.em, requireAuth(ctx)), input, ctx.app.pubsub);
  }

  @Permission(API.customerDelete)
  @Mutation(() => Customer, { description: 'Deletes a customer softly: normal -> deleted, restorable (its administrator or a collaborator; already deleted: 1070010; log `del`).' })
  async deleteCustomer(@Ctx() ctx: AppContext, @Arg('id', () => ID, ID_DOC) id: string): Promise<Customer> {
    return deleteCustomer(ctx.em, id, await actorOf(ctx.em, requireAuth(ctx)), ctx.app.pubsub);
  }

  @Permission(API.customerRestore)
  @Mutation(() => Customer, { description: 'Restores a deleted customer: deleted -> normal (not deleted: 1070011; log `restore`).' })
  async restoreCustomer(@Ctx() ctx: AppContext, @Arg('id', () => ID, ID_DOC) id: string): Promise<Customer> {
    return restoreCustomer(ctx.em, id, await actorOf(ctx.em, requireAuth(ctx)), ctx.app.pubsub);
  }

  @Permission(API.customerPurge)
  @Mutation(() => ID, { description: 'Deletes a deleted customer completely (its administrator only: 1070002; not deleted first: 1070011) and answers its id; machines keep their archive without a customer, the log stays.' })
  async purgeCustomer(@Ctx() ctx: AppContext, @Arg('id', () => ID, ID_DOC) id: string): Promise<number> {
    return purgeCustomer(ctx.em, id, await actorOf(ctx.em, requireAuth(ctx)), ctx.app.pubsub);
  }

  @Permission(API.customerShare)
  @Mutation(() => Customer, { description: 'Shares a customer with a user as collaborator (its administrator only: 1070002; already one: 1070005; quota: 1070016).' })
  async addCustomerCollaborator(@Ctx() ctx: AppContext, @Arg('id', () => ID, ID_DOC) id: string, @Arg('userId', () => ID, USER_DOC) userId: string): Promise<Customer> {
    return addCollaborator(ctx.em, id, userId, await actorOf(ctx.em, requireAuth(ctx)));
  }

  @Permission(API.customerShare)
  @Mutation(() => Customer, { description: 'Removes a collaborator (its administrator only; the administrator cannot be removed: 1070004; not a collaborator: 1070006).' })
  async removeCustomerCollaborator(@Ctx() ctx: AppContext, @Arg('id', () => ID, ID_DOC) id: string, @Arg('userId', () => ID, USER_DOC) userId: string): Promise<Customer> {
    return removeCollaborator(ctx.em, id, userId, await actorOf(ctx.em, requireAuth(ctx)));
  }

  @Permission(API.customerShare)
  @Mutation(() => Customer, { description: 'Sets a collaborator as administrator: pending until they accept (its administrator only; one pending already: 1070007; not a collaborator: 1070006).' })
  async transferCustomerAdmin(@Ctx() ctx: AppContext, @Arg('id', () => ID, ID_DOC) id: string, @Arg('userId', () => ID, USER_DOC) userId: string): Promise<Customer> {
    return transferAdmin(ctx.em, id, userId, await actorOf(ctx.em, requireAuth(ctx)));
  }

  @Permission(API.customerShare)
  @Mutation(() => Customer, { description: 'Cancels a pending administrator transfer (its administrator only); none pending, or already accepted: 1070008.' })
  async cancelCustomerAdminTransfer(@Ctx() ctx: AppContext, @Arg('id', () => ID, ID_DOC) id: string): Promise<Customer> {
    return cancelTransfer(ctx.em, id, await actorOf(ctx.em, requireAuth(ctx)));
  }

  @Permission(API.customerCollaborate)
  @Mutation(() => Customer, { description: 'Accepts the administrator transfer pending for the caller: they become the administrator, the former one a collaborator (none pending: 1070008; for another user: 1070009).' })
  async acceptCustomerAdminTransfer(@Ctx() ctx: AppContext, @Arg('id', () => ID, ID_DOC) id: string): Promise<Customer> {
    return acceptTransfer(ctx.em, id, await actorOf(ctx.em, requireAuth(ctx)));
  }

  @Permission(API.customerCollaborate)
  @Mutation(() => ID, { description: 'The caller leaves a customer they collaborate on (log `exit`); the administrator cannot (1070004).' })
  async exitCustomer(@Ctx() ctx: AppContext, @Arg('id', () => ID, ID_DOC) id: string): Promise<number> {
    return exitCustomer(ctx.em, id, await actorOf(ctx.em, requireAuth(ctx)));
  }

  @FieldResolver(() => CustomerStatusEnum, { description: 'normal or deleted.' })
  status(@Root() customer: Customer): string {
    return customer.status;
  }

  @FieldResolver(() => [CustomParamView], { description: 'Custom parameters, in order (at most 5).' })
  customParams(@Root() customer: Customer): CustomParamView[] {
    return customer.customParams ?? [];
  }

  @FieldResolver(() => ID, { nullable: true, description: "The customer's own tenant node, when its people sign in (null otherwise or out of scope)." })
  accountTenantId(@Root() customer: Customer): number | null {
    return customer.accountTenant?.id ?? null;
  }

  @Permission(API.customerList)
  @FieldResolver(() => CustomerMember, { nullable: true, description: 'The roster administrator of this customer.' })
  async admin(@Root() customer: Customer): Promise<CustomerMember | null> {
    return member(await loadInScope(customer.admin));
  }

  @Permission(API.customerList)
  @FieldResolver(() => CustomerMember, { nullable: true, description: 'The collaborator an administrator transfer is pending for, or null.' })
  async pendingAdmin(@Root() customer: Customer): Promise<CustomerMember | null> {
    return member(await loadInScope(customer.pendingAdmin));
  }

  @Permission(API.customerList)
  @FieldResolver(() => [CustomerMember], { description: 'Collaborators, by name.' })
  async collaborators(@Root() customer: Customer, @Ctx() ctx: AppContext): Promise<CustomerMember[]> {
    return (await collaboratorsOf(ctx.em, customer.id)).map((u) => member(u)!);
  }
}

@Resolver(() => CustomerLog)
export class CustomerLogResolver {
  @FieldResolver(() => CustomerLogTypeEnum, { description: 'What happened: restore, add, del, exit, update, import_1..3.' })
  operateType(@Root() log: CustomerLog): string {
    return log.operateType;
  }
}
