import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../graphql/context';
import { MAX_SUPPLIER_MONTHS } from '../../contract/ranges';
import { parseMonthRange } from './month-range';
import { deviceDistribution, supplierAggregate, tenantDeviceCounts } from './region.service';
import { DeviceDistribution, RegionLevelEnum, SupplierAggregate, TenantDeviceTotal } from './region.types';
import type { RegionLevel } from './regions';
import { API, Permission } from '../permissions/apis';
import { TEXT_BOUNDS } from '../../contract/validation';
import { Bounded } from '../../graphql/input-guard';

@Resolver()
export class RegionResolver {
  @Permission(API.deviceStatistics)
  @Query(() => SupplierAggregate, {
    description: `Supplier aggregate for the popularity kanban: devices of the caller's tenants registered on the platform in a range of months (local months of the server's time zone, at most ${MAX_SUPPLIER_MONTHS}), grouped by region.`,
  })
  supplierAggregate(
    @Ctx() ctx: AppContext,
    @Arg('start', { description: 'First month, YYYY-MM.' }) @Bounded(TEXT_BOUNDS.date) start: string,
    @Arg('end', { description: 'Last month, YYYY-MM (inclusive).' }) @Bounded(TEXT_BOUNDS.date) end: string,
    @Arg('level', () => RegionLevelEnum, { defaultValue: 'province', description: 'Region level to group by (the spec\'s groupby "region").' }) level: RegionLevel,
  ): Promise<SupplierAggregate> {
    return supplierAggregate(ctx.em, parseMonthRange(start, end, ctx.app.config.timeZone), level);
  }

  @Permission(API.deviceList)
  @Query(() => DeviceDistribution, { description: "Devices of the caller's tenants by region (country, province, city) with counts by live status, for the distribution kanban." })
  deviceDistribution(@Ctx() ctx: AppContext): Promise<DeviceDistribution> {
    return deviceDistribution(ctx.em);
  }

  @Permission(API.deviceList)
  @Query(() => [TenantDeviceTotal], {
    description: "Devices of each of the caller's tenants together with its sub-tenants, in the order of `tenantTree`; tenants without devices are left out. The overview starts at the root with the most devices.",
  })
  tenantDeviceCounts(@Ctx() ctx: AppContext): Promise<TenantDeviceTotal[]> {
    return tenantDeviceCounts(ctx.em);
  }
}
