import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../graphql/context';
import { currentUser, requireAuth } from '../../graphql/guards';
import { API, Permission } from '../permissions/apis';
import { RepairMember } from '../repair-orders/repair-order.types';
import type { User } from '../users/user.entity';
import { type CheckCaller, decideCheckOrder, getCheckOrder, listCheckOrders, openRepairFromCheck, oversees, recordCheckOrder } from './check-order.service';
import { CheckOrder, MaintenancePlan } from './maintenance-plan.entity';
import { type PlanClock, createMaintenancePlan, deleteMaintenancePlan, getMaintenancePlan, listMaintenancePlans, planMembers, updateMaintenancePlan } from './maintenance-plan.service';
import { CheckOrderList, CheckOrderListArgs, CheckOrderRepair, InspectionInput, MaintenancePlanInput, MaintenancePlanList, MaintenancePlanListArgs } from './maintenance-plan.types';

const PLAN_ID = { description: 'The plan id.' };
const CHECK_ID = { description: 'The check order id.' };

const clockOf = (ctx: AppContext): PlanClock => ({ now: Date.now(), timeZone: ctx.app.config.timeZone });
const checkCallerOf = (user: User, ctx: AppContext): CheckCaller => ({ userId: user.id, role: user.role, name: user.name, phone: user.phone ?? null, scope: ctx.scope });

@Resolver(() => MaintenancePlan)
export class MaintenancePlanResolver {
  @Permission(API.maintenancePlanList)
  @Query(() => MaintenancePlanList, { description: "The maintenance plan list: plans of the caller's tenants, searched by name, newest first by default, and the table version it was read at." })
  async maintenancePlans(@Ctx() ctx: AppContext, @Args() args: MaintenancePlanListArgs): Promise<MaintenancePlanList> {
    const version = Date.now();
    return { page: await listMaintenancePlans(ctx.em, args), version };
  }

  @Permission(API.maintenancePlanList)
  @Query(() => MaintenancePlan, { description: "One plan of the caller's tenants; errorno 1010002 for any other id." })
  maintenancePlan(@Ctx() ctx: AppContext, @Arg('id', () => ID, PLAN_ID) id: string): Promise<MaintenancePlan> {
    return getMaintenancePlan(ctx.em, id);
  }

  @Permission(API.maintenancePlanList)
  @Query(() => [RepairMember], { description: "Who can be a plan's person in charge: the maintenance members (maintainadmin, maintainer) of the caller's tenants, by name." })
  async maintenancePlanMembers(@Ctx() ctx: AppContext): Promise<RepairMember[]> {
    return (await planMembers(ctx.em)).map((u) => ({ id: u.id, name: u.name, role: u.role }));
  }

  @Permission(API.maintenancePlanAdd)
  @Mutation(() => MaintenancePlan, { description: "Creates a plan of the caller's tenant. Its first check orders are generated at the first date due today or later, at the dispatch time days ahead of it (at once when that has passed). Form rules: see MaintenancePlanInput (errorno 1003)." })
  createMaintenancePlan(@Ctx() ctx: AppContext, @Arg('input', { description: 'The plan form.' }) input: MaintenancePlanInput): Promise<MaintenancePlan> {
    return createMaintenancePlan(ctx.em, { tenantId: requireAuth(ctx).tenantId }, input, clockOf(ctx), ctx.app.pubsub);
  }

  @Permission(API.maintenancePlanEdit)
  @Mutation(() => MaintenancePlan, {
    description:
      'Edits a plan in scope (the whole form) and counts one more `version`. The next date is computed again after the last date already generated, so no date is generated twice; generated check orders stay as they are. `baseVersion` older than the stored version: errorno 1010008 (`extensions.params.current`: the stored version); nothing changes when refused.',
  })
  updateMaintenancePlan(
    @Ctx() ctx: AppContext,
    @Arg('id', () => ID, PLAN_ID) id: string,
    @Arg('input', { description: 'The whole form.' }) input: MaintenancePlanInput,
    @Arg('baseVersion', () => Int, { nullable: true, description: "The plan's `version` when the form was loaded. Given, a change made since (another edit, or check orders generated) is not overwritten (errorno 1010008); left out, the edit applies to the plan as stored." })
    baseVersion?: number | null,
  ): Promise<MaintenancePlan> {
    return updateMaintenancePlan(ctx.em, id, input, clockOf(ctx), ctx.app.pubsub, baseVersion);
  }

  @Permission(API.maintenancePlanDelete)
  @Mutation(() => Boolean, { description: 'Deletes a plan in scope; its check orders stay, with the plan\'s name. Errorno 1010002 for any other id.' })
  deleteMaintenancePlan(@Ctx() ctx: AppContext, @Arg('id', () => ID, PLAN_ID) id: string): Promise<boolean> {
    return deleteMaintenancePlan(ctx.em, id, ctx.app.pubsub);
  }

  @FieldResolver(() => ID, { nullable: true, description: 'The person in charge; null when that account was removed.' })
  principalId(@Root() plan: MaintenancePlan): number | null {
    return plan.principal?.id ?? null;
  }

  @FieldResolver(() => [String], { description: "The customers of the plan's machines, each once, in the machines' order." })
  customers(@Root() plan: MaintenancePlan): string[] {
    return [...new Set(plan.machines.map((m) => m.customer).filter(Boolean))];
  }
}

@Resolver(() => CheckOrder)
export class CheckOrderResolver {
  @Permission(API.checkOrderList)
  @Query(() => CheckOrderList, { description: "The check order list: orders of the caller's tenants with the stage filter and searches, newest first by default, and the table version it was read at." })
  async checkOrders(@Ctx() ctx: AppContext, @Args() args: CheckOrderListArgs): Promise<CheckOrderList> {
    const version = Date.now();
    return { page: await listCheckOrders(ctx.em, args), version };
  }

  @Permission(API.checkOrderList)
  @Query(() => CheckOrder, { description: "One check order of the caller's tenants; errorno 1010002 for any other id." })
  checkOrder(@Ctx() ctx: AppContext, @Arg('id', () => ID, CHECK_ID) id: string): Promise<CheckOrder> {
    return getCheckOrder(ctx.em, id);
  }

  @Permission(API.checkOrderRecord)
  @Mutation(() => CheckOrder, {
    description:
      'Records the results and notes of every item (one entry per item, in order) while processing; `submit: true` hands it over for acceptance and needs a result on every item (errorno 1003). The person in charge or an administrator (1021003); 1021001 in another stage; 1021002 when it changed meanwhile.',
  })
  async recordCheckOrder(
    @Ctx() ctx: AppContext,
    @Arg('id', () => ID, CHECK_ID) id: string,
    @Arg('items', () => [InspectionInput], { description: 'One result per item, in order.' }) items: InspectionInput[],
    @Arg('submit', { defaultValue: false, description: 'Submit for acceptance after recording.' }) submit: boolean,
  ): Promise<CheckOrder> {
    return recordCheckOrder(ctx.em, checkCallerOf(await currentUser(ctx), ctx), id, items, submit, ctx.app.pubsub);
  }

  @Permission(API.checkOrderAccept)
  @Mutation(() => CheckOrder, { description: "Accepts a submitted check order (completed): the tenant's administrators, neither its person in charge nor whoever submitted it (1021004: an administrator who stood in and submitted leaves the acceptance to another); 1021001 when it is not awaiting acceptance." })
  async acceptCheckOrder(@Ctx() ctx: AppContext, @Arg('id', () => ID, CHECK_ID) id: string): Promise<CheckOrder> {
    return decideCheckOrder(ctx.em, checkCallerOf(await currentUser(ctx), ctx), id, 'accept', ctx.app.pubsub);
  }

  @Permission(API.checkOrderAccept)
  @Mutation(() => CheckOrder, { description: 'Returns a submitted check order to processing for another look; as acceptCheckOrder.' })
  async returnCheckOrder(@Ctx() ctx: AppContext, @Arg('id', () => ID, CHECK_ID) id: string): Promise<CheckOrder> {
    return decideCheckOrder(ctx.em, checkCallerOf(await currentUser(ctx), ctx), id, 'return', ctx.app.pubsub);
  }

  @Permission(API.checkOrderRepair)
  @Mutation(() => CheckOrderRepair, {
    description:
      "Opens a repair order from an item recorded as a defect or fault (1021005 otherwise; 1021006 when it opened one already) while the check order is not completed: the machine's SN and model, the customer and its contact, the caller as applicant; the item links to it.",
  })
  async openRepairFromCheckOrder(
    @Ctx() ctx: AppContext,
    @Arg('id', () => ID, CHECK_ID) id: string,
    @Arg('itemIndex', () => Int, { description: 'The item, counted from 0.' }) itemIndex: number,
  ): Promise<CheckOrderRepair> {
    const { order, repairOrder } = await openRepairFromCheck(ctx.em, checkCallerOf(await currentUser(ctx), ctx), id, itemIndex, ctx.app.pubsub);
    return { checkOrder: order, repairOrderId: repairOrder.id, repairOrderNumber: repairOrder.number };
  }

  @FieldResolver(() => ID, { nullable: true, description: 'The person in charge; null when that account was removed.' })
  principalId(@Root() order: CheckOrder): number | null {
    return order.principal?.id ?? null;
  }

  @FieldResolver(() => ID, { nullable: true, description: 'Who last submitted it for acceptance (the person in charge, or an administrator standing in); they may not accept or return it. Null before the first submission.' })
  submittedById(@Root() order: CheckOrder): number | null {
    return order.submittedById;
  }

  @FieldResolver(() => ID, { nullable: true, description: 'The plan that generated it; null once the plan is deleted.' })
  planId(@Root() order: CheckOrder): number | null {
    return order.plan?.id ?? null;
  }

  @FieldResolver(() => Boolean, {
    description:
      "Whether the caller's tenants hold the tenant of the plan that generated the order: then an administrator (super_admin, tenant_admin, maintainadmin) may stand in for the person in charge, accept and return it. False for a customer's own administrator, who sees the maker's order read only.",
  })
  overseenByMe(@Ctx() ctx: AppContext, @Root() order: CheckOrder): boolean {
    return oversees(ctx.scope, order);
  }

  @FieldResolver(() => ID, { nullable: true, description: "The machine's product archive id; null when the archive was removed." })
  productId(@Root() order: CheckOrder): number | null {
    return order.product?.id ?? null;
  }
}
