import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { loadInScope } from '../../core/tenancy';
import type { AppContext } from '../../graphql/context';
import { requireAuth } from '../../graphql/guards';
import { WorkShift } from '../efficiency/work-shift.entity';
import { API, Permission } from '../permissions/apis';
import { createShift, deleteShift, listShifts, updateShift } from './work-shift.service';
import { NewWorkShiftInput, WorkShiftInput, WorkShiftList, WorkShiftListArgs } from './work-shift.types';

const ID_DOC = { description: 'The shift id.' };

@Resolver(() => WorkShift)
export class WorkShiftResolver {
  @Permission(API.shiftList)
  @Query(() => WorkShiftList, { description: "Work shifts of the caller's tenants, searched by name, sorted and paged in the database." })
  async workShifts(@Ctx() ctx: AppContext, @Args() args: WorkShiftListArgs): Promise<WorkShiftList> {
    const version = Date.now();
    return { page: await listShifts(ctx.em, ctx.scope, args, args), version } as WorkShiftList;
  }

  @Permission(API.shiftAdd)
  @Mutation(() => WorkShift, { description: 'Creates a work shift. Rules: see WorkShiftInput (errorno 1003, `shift_name_taken` for a name its tenant has).' })
  createWorkShift(@Ctx() ctx: AppContext, @Arg('input', { description: 'The shift and its tenant.' }) input: NewWorkShiftInput): Promise<WorkShift> {
    return createShift(ctx.em, ctx.scope, requireAuth(ctx).tenantId, input, ctx.app.pubsub);
  }

  @Permission(API.shiftEdit)
  @Mutation(() => WorkShift, { description: "Edits a work shift of the caller's tenants; errorno 1081 for any other id. Rules: see WorkShiftInput." })
  updateWorkShift(@Ctx() ctx: AppContext, @Arg('id', () => ID, ID_DOC) id: string, @Arg('input', { description: 'The whole shift.' }) input: WorkShiftInput): Promise<WorkShift> {
    return updateShift(ctx.em, id, input, ctx.app.pubsub);
  }

  @Permission(API.shiftDelete)
  @Mutation(() => ID, { description: "Deletes a work shift of the caller's tenants and answers its id; errorno 1081 for any other id." })
  deleteWorkShift(@Ctx() ctx: AppContext, @Arg('id', () => ID, ID_DOC) id: string): Promise<number> {
    return deleteShift(ctx.em, id, ctx.app.pubsub);
  }

  @FieldResolver(() => ID, { description: 'The tenant the shift belongs to.' })
  tenantId(@Root() shift: WorkShift): number {
    return shift.tenant.id;
  }

  @FieldResolver(() => String, { description: "The tenant's name." })
  async tenantName(@Root() shift: WorkShift): Promise<string> {
    return (await loadInScope(shift.tenant))?.name ?? '';
  }
}
