import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { TEXT_BOUNDS } from '../../contract/validation';
import type { AppContext } from '../../graphql/context';
import { Bounded } from '../../graphql/input-guard';
import { customerInScope } from '../customers/customer.records';
import { customerDevices } from '../customers/customer.statistics';
import { deviceInScope } from '../devices/device.service';
import { parseRange } from '../efficiency/efficiency.service';
import { API, Permission } from '../permissions/apis';
import { reliabilityOfDevices } from './reliability.service';
import { Reliability } from './reliability.types';

const START_DOC = { description: 'First day, YYYY-MM-DD (a time part is ignored).' };
const END_DOC = { description: 'Last day, YYYY-MM-DD (inclusive); at most 366 days after start.' };

@Resolver()
export class ReliabilityResolver {
  @Permission(API.deviceEfficiency)
  @Query(() => Reliability, { description: "MTBF and MTTR of a device in the caller's tenants for a range of local dates (errorno 1132005 for a device out of scope)." })
  async deviceReliability(
    @Ctx() ctx: AppContext,
    @Arg('uuid', { description: 'Device uuid.' }) @Bounded(TEXT_BOUNDS.uuid) uuid: string,
    @Arg('start', START_DOC) @Bounded(TEXT_BOUNDS.date) start: string,
    @Arg('end', END_DOC) @Bounded(TEXT_BOUNDS.date) end: string,
  ): Promise<Reliability> {
    const range = parseRange(start, end);
    const device = await deviceInScope(ctx.em, uuid);
    return reliabilityOfDevices(ctx.em, [device], range, ctx.app.config.timeZone);
  }

  @Permission(API.customerList)
  @Query(() => Reliability, {
    description:
      "MTBF and MTTR of a customer's machines in the caller's scope (the machines of `customerDevices`) for a range of local dates: operating time, failures and repair time summed over the machines, then divided (errorno 1124 for a customer out of scope).",
  })
  async customerReliability(
    @Ctx() ctx: AppContext,
    @Arg('id', () => ID, { description: 'The customer id.' }) id: string,
    @Arg('start', START_DOC) @Bounded(TEXT_BOUNDS.date) start: string,
    @Arg('end', END_DOC) @Bounded(TEXT_BOUNDS.date) end: string,
  ): Promise<Reliability> {
    const range = parseRange(start, end);
    const customer = await customerInScope(ctx.em, id);
    return reliabilityOfDevices(ctx.em, await customerDevices(ctx.em, customer.id), range, ctx.app.config.timeZone);
  }
}
