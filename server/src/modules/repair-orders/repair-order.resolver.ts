import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { type RepairAction, type RepairLookupKind, repairProgressOf, repairStatusOf } from '../../contract/repair-orders';
import { TEXT_BOUNDS } from '../../contract/validation';
import type { AppContext } from '../../graphql/context';
import { currentUser, requireAuth } from '../../graphql/guards';
import { Bounded } from '../../graphql/input-guard';
import { API, Auth, Permission } from '../permissions/apis';
import { publicReportRepair, publicRepairForm, publicRepairsBySn, type PublicRepairStatus as PublicStatus } from './public-repair.service';
import { type IssuedPass, issueRepairPass } from './public-upload.service';
import { lookupsOf, replaceLookupList, resetLookupList, type LookupList } from './repair-lookup.service';
import { RepairOrder, RepairTimelineEntry } from './repair-order.entity';
import { remindRepairOrder } from './repair-reminder.service';
import { RepairLookupKindEnum } from './repair-order.enums';
import {
  getRepairOrder,
  listRepairOrders,
  principalInScope,
  repairCallerOf,
  repairMembers,
  repairOrderHome,
  repairTimeline,
  reportRepairOrder,
  stepRepairOrder,
  type StepInput,
  updateRepairOrder,
} from './repair-order.service';
import {
  PublicRepairForm,
  PublicRepairInput,
  PublicRepairReceipt,
  PublicRepairStatus,
  RepairReportPassView,
  RepairEvaluationInput,
  RepairLookupEntryInput,
  RepairLookupList,
  RepairMember,
  RepairOrderHome,
  RepairOrderInput,
  RepairOrderList,
  RepairOrderListArgs,
  RepairReminderView,
} from './repair-order.types';

const ID_DOC = { description: 'The order id.' };
const SN_DOC = { description: "The machine's SN (factory number)." };

async function step(ctx: AppContext, id: string, action: RepairAction, input: StepInput): Promise<RepairOrder> {
  return stepRepairOrder(ctx.em, repairCallerOf(await currentUser(ctx)), id, action, input, ctx.app.pubsub);
}

@Resolver(() => RepairOrder)
export class RepairOrderResolver {
  @Permission(API.repairOrderList)
  @Query(() => RepairOrderList, { description: "The repair order list: orders of the caller's tenants with the status filter and searches applied in the database, newest first by default, and the table version it was read at." })
  async repairOrders(@Ctx() ctx: AppContext, @Args() args: RepairOrderListArgs): Promise<RepairOrderList> {
    const version = Date.now();
    return { page: await listRepairOrders(ctx.em, args), version };
  }

  @Permission(API.repairOrderList)
  @Query(() => RepairOrderHome, {
    description:
      'The maintenance home (spec part 2 section 9): the 10 latest unclosed orders (status 1 or 2) and the 5 latest unprocessed ones (status 1) of the orders the repair order list shows the caller, newest report first, with their totals.',
  })
  async repairOrderHome(@Ctx() ctx: AppContext): Promise<RepairOrderHome> {
    const version = Date.now();
    return { ...(await repairOrderHome(ctx.em)), version };
  }

  @Permission(API.repairOrderList)
  @Query(() => RepairOrder, { description: "One repair order of the caller's tenants; errorno 1010002 for any other id." })
  repairOrder(@Ctx() ctx: AppContext, @Arg('id', () => ID, ID_DOC) id: string): Promise<RepairOrder> {
    return getRepairOrder(ctx.em, id);
  }

  @Permission(API.repairOrderList)
  @Query(() => [RepairMember], { description: "Members an order can be dispatched or transferred to: maintenance staff (maintainadmin, maintainer) in the caller's tenants whose scope holds the order." })
  async repairMembers(@Ctx() ctx: AppContext, @Arg('orderId', () => ID, ID_DOC) orderId: string): Promise<RepairMember[]> {
    return (await repairMembers(ctx.em, orderId)).map((u) => ({ id: u.id, name: u.name, role: u.role }));
  }

  @Permission(API.repairOrderAdd)
  @Mutation(() => RepairOrder, { description: "Reports a repair signed in: the SN must name a machine archive in the caller's tenants (the order belongs to its tenant); the caller is the applicant. Form rules: see RepairOrderInput (errorno 1003)." })
  async reportRepairOrder(@Ctx() ctx: AppContext, @Arg('input', { description: 'The report form.' }) input: RepairOrderInput): Promise<RepairOrder> {
    return reportRepairOrder(ctx.em, repairCallerOf(await currentUser(ctx)), input, ctx.app.pubsub);
  }

  @Permission(API.repairOrderEdit)
  @Mutation(() => RepairOrder, { description: 'The applicant edits a pending order (the SN stays): 1023005 for anyone else, 1023001 once accepted, 1023002 when it changed meanwhile.' })
  async updateRepairOrder(@Ctx() ctx: AppContext, @Arg('id', () => ID, ID_DOC) id: string, @Arg('input', { description: 'The whole form, as for the report.' }) input: RepairOrderInput): Promise<RepairOrder> {
    return updateRepairOrder(ctx.em, repairCallerOf(await currentUser(ctx)), id, input, ctx.app.pubsub);
  }

  @Permission(API.repairOrderDispatch)
  @Mutation(() => RepairOrder, { description: "Dispatches a pending order to a member (again while nobody accepted it): the tenant's administrators only (1023003); the member must be one of `repairMembers` (1023007); 1023001 in any other status." })
  dispatchRepairOrder(@Ctx() ctx: AppContext, @Arg('id', () => ID, ID_DOC) id: string, @Arg('memberId', () => ID, { description: "The member's user id." }) memberId: string): Promise<RepairOrder> {
    return step(ctx, id, 'dispatch', { memberId });
  }

  @Permission(API.repairOrderAccept)
  @Mutation(() => RepairOrder, { description: 'The member an order is dispatched to accepts it: 1023004 for anyone else, 1023001 when it is not waiting for acceptance; of two accepts at once exactly one wins, the other gets 1023002.' })
  acceptRepairOrder(@Ctx() ctx: AppContext, @Arg('id', () => ID, ID_DOC) id: string): Promise<RepairOrder> {
    return step(ctx, id, 'accept', {});
  }

  @Permission(API.repairOrderTransfer)
  @Mutation(() => RepairOrder, { description: 'The member handling an order hands it to another member (any number of times): 1023004 for anyone else, 1023007 for a member who cannot take it (or oneself).' })
  transferRepairOrder(@Ctx() ctx: AppContext, @Arg('id', () => ID, ID_DOC) id: string, @Arg('memberId', () => ID, { description: "The new member's user id." }) memberId: string): Promise<RepairOrder> {
    return step(ctx, id, 'transfer', { memberId });
  }

  @Permission(API.repairOrderClose)
  @Mutation(() => RepairOrder, { description: 'The member handling an order closes it with the service record (required, within 200; errorno 1003): it then awaits evaluation.' })
  closeRepairOrder(
    @Ctx() ctx: AppContext,
    @Arg('id', () => ID, ID_DOC) id: string,
    @Arg('serviceRecord', { description: 'What was done, at most 200 characters.' }) @Bounded(1000) serviceRecord: string,
  ): Promise<RepairOrder> {
    return step(ctx, id, 'close', { serviceRecord });
  }

  @Permission(API.repairOrderRemind)
  @Mutation(() => RepairReminderView, {
    description:
      'Sets a reminder about an order in scope that is not closed yet (1023001), due after `afterMinutes` (presets 30, 60, 480, 1440; any whole number 1-43200); it replaces the order\'s pending reminder. When due: a system message to the member handling the order then, or to whoever set it while nobody is dispatched; nothing if the order was closed meanwhile. Stored: it fires after a restart, and once with several server instances.',
  })
  remindRepairOrder(
    @Ctx() ctx: AppContext,
    @Arg('id', () => ID, ID_DOC) id: string,
    @Arg('afterMinutes', () => Int, { description: 'Minutes from now.' }) afterMinutes: number,
  ): Promise<RepairReminderView> {
    return remindRepairOrder(ctx.em, requireAuth(ctx).userId, id, afterMinutes);
  }

  @Permission(API.repairOrderEvaluate)
  @Mutation(() => RepairOrder, { description: "The applicant evaluates a closed order: 1023005 for anyone else, 1023006 when the signed-in account's mobile is not the requester's; scores 1..5 (errorno 1003)." })
  evaluateRepairOrder(@Ctx() ctx: AppContext, @Arg('id', () => ID, ID_DOC) id: string, @Arg('input', { description: 'The evaluation.' }) input: RepairEvaluationInput): Promise<RepairOrder> {
    return step(ctx, id, 'evaluate', { evaluation: input });
  }

  @Auth()
  @Query(() => [RepairLookupList], { description: "The lookup lists loaded at start (enterprises, repair types, solution modes, service modes) as the caller's tenant uses them: its own, else the nearest ancestor's." })
  repairLookups(@Ctx() ctx: AppContext): Promise<LookupList[]> {
    return lookupsOf(ctx.em, requireAuth(ctx).tenantId);
  }

  @Permission(API.repairLookupEdit)
  @Mutation(() => [RepairLookupList], { description: "Replaces one lookup list of the caller's own tenant; answers every list. Entries: 1 to 50, key and label 1-50 characters, keys unique (errorno 1003)." })
  replaceRepairLookup(
    @Ctx() ctx: AppContext,
    @Arg('kind', () => RepairLookupKindEnum, { description: 'Which list.' }) kind: RepairLookupKind,
    @Arg('entries', () => [RepairLookupEntryInput], { description: 'The whole list, in order.' }) entries: RepairLookupEntryInput[],
  ): Promise<LookupList[]> {
    return replaceLookupList(ctx.em, requireAuth(ctx).tenantId, kind, entries);
  }

  @Permission(API.repairLookupEdit)
  @Mutation(() => [RepairLookupList], { description: "Removes the caller's own tenant's list of a kind, so the nearest ancestor's applies again; answers every list." })
  resetRepairLookup(@Ctx() ctx: AppContext, @Arg('kind', () => RepairLookupKindEnum, { description: 'Which list.' }) kind: RepairLookupKind): Promise<LookupList[]> {
    return resetLookupList(ctx.em, requireAuth(ctx).tenantId, kind);
  }

  @Mutation(() => String, { description: 'Public (no sign-in): a challenge for the drag verification of the public repair report; send it back in `reportRepairPublic` after the slider passed. Valid 10 minutes, once.' })
  repairReportChallenge(@Ctx() ctx: AppContext): string {
    return ctx.app.repairGate.issueChallenge();
  }

  @Mutation(() => RepairReportPassView, {
    description:
      'Public (no sign-in): exchanges a passed drag verification (a challenge of `repairReportChallenge`, spent here; errorno 1023009) for a pass of the machine of an SN, valid 30 minutes: pictures and attachments of the public report are uploaded with it (POST /public/repair-files) and the report spends it. At most 20 passes per client address per hour and 30 per SN per day (1023008); an unknown SN is a form error (1003).',
  })
  repairReportPass(
    @Ctx() ctx: AppContext,
    @Arg('sn', SN_DOC) @Bounded(TEXT_BOUNDS.search) sn: string,
    @Arg('challenge', { description: 'The challenge, after the slider passed.' }) @Bounded(200) challenge: string,
  ): Promise<IssuedPass> {
    return issueRepairPass(ctx.app.orm, ctx.app.repairGate, sn, challenge, ctx.ip);
  }

  @Query(() => PublicRepairForm, { nullable: true, description: 'Public (no sign-in): what the public repair form shows for an SN (model, lookup lists); null for an unknown SN. Limited per client address (errorno 1023008).' })
  publicRepairForm(@Ctx() ctx: AppContext, @Arg('sn', SN_DOC) @Bounded(TEXT_BOUNDS.search) sn: string): Promise<PublicRepairForm | null> {
    return publicRepairForm(ctx.app.orm, ctx.app.repairGate, sn, ctx.ip);
  }

  @Mutation(() => PublicRepairReceipt, {
    description:
      'Public (no sign-in): reports a repair of the machine of an SN (from its QR page). Needs a fresh challenge, or the pass of `repairReportPass` for this SN (errorno 1023009 when forged, too quick, expired, used or for another SN); files only with the pass and only those uploaded with it; at most 10 reports per client address per hour and 5 per SN per day (1023008); form rules as RepairOrderInput (1003).',
  })
  async reportRepairPublic(@Ctx() ctx: AppContext, @Arg('input', { description: 'The public report form.' }) input: PublicRepairInput): Promise<PublicRepairReceipt> {
    const order = await publicReportRepair(ctx.app.orm, ctx.app.repairGate, ctx.app.pubsub, input, ctx.ip);
    return { number: order.number, allowQueryBySn: order.allowQueryBySn };
  }

  @Query(() => [PublicRepairStatus], { description: 'Public (no sign-in): "query my repair by SN": the orders of that machine whose requester allowed it (number, status, progress, times; at most 20, newest first). Limited per client address (errorno 1023008).' })
  publicRepairsBySn(@Ctx() ctx: AppContext, @Arg('sn', SN_DOC) @Bounded(TEXT_BOUNDS.search) sn: string): Promise<PublicStatus[]> {
    return publicRepairsBySn(ctx.app.orm, ctx.app.repairGate, sn, ctx.ip);
  }

  @FieldResolver(() => Int, { description: 'Status: 1 pending, 2 processing, 3 awaiting evaluation, 4 completed.' })
  status(@Root() order: RepairOrder): number {
    return repairStatusOf(order.state);
  }

  @FieldResolver(() => Int, { description: 'Progress in percent: 25, 50, 75, 100 by status.' })
  progress(@Root() order: RepairOrder): number {
    return repairProgressOf(order.state);
  }

  @FieldResolver(() => ID, { nullable: true, description: 'The member it is dispatched to (the principal); null before dispatch.' })
  principalId(@Root() order: RepairOrder): number | null {
    return order.principal?.id ?? null;
  }

  @FieldResolver(() => Boolean, {
    description:
      "Whether the member it is dispatched to (if any) is a user of the caller's tenants: only then may an administrator dispatch it again (errorno 1023012 otherwise). False for a customer's own administrator on an order the maker's engineer holds. Reads the database: ask for it on one order, not a list.",
  })
  principalInMyTenants(@Ctx() ctx: AppContext, @Root() order: RepairOrder): Promise<boolean> {
    return principalInScope(ctx.em, order);
  }

  @FieldResolver(() => ID, { nullable: true, description: 'The account that reported it; null for a public report.' })
  applicantId(@Root() order: RepairOrder): number | null {
    return order.applicant?.id ?? null;
  }

  @FieldResolver(() => [RepairTimelineEntry], { description: 'The timeline, oldest first: report, dispatch, accept, transfers, close, evaluate.' })
  timeline(@Ctx() ctx: AppContext, @Root() order: RepairOrder): Promise<RepairTimelineEntry[]> {
    return repairTimeline(ctx.em, order.id);
  }
}

@Resolver(() => RepairTimelineEntry)
export class RepairTimelineEntryResolver {
  @FieldResolver(() => ID, { nullable: true, description: 'The acting account; null for a public report.' })
  operatorId(@Root() entry: RepairTimelineEntry): number | null {
    return entry.operator?.id ?? null;
  }

  @FieldResolver(() => ID, { nullable: true, description: 'Whom a dispatch or transfer went to; null otherwise.' })
  receiverId(@Root() entry: RepairTimelineEntry): number | null {
    return entry.receiver?.id ?? null;
  }
}
