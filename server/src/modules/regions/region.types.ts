import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { asEnum } from '../../graphql/enums';
import { REGION_LEVELS, type RegionLevel } from './regions';

export const RegionLevelEnum = asEnum<RegionLevel>(REGION_LEVELS);
registerEnumType(RegionLevelEnum, {
  name: 'RegionLevel',
  description: 'A level of the customer/area tree that counts as a region: the area tenants of that level.',
});

@ObjectType({ description: 'Devices in one region.' })
export class RegionCount {
  @Field(() => ID, { description: 'The area tenant that is the region.' })
  regionId!: number;

  @Field({ description: 'Region name (the area tenant name), e.g. Shandong.' })
  region!: string;

  @Field(() => RegionLevelEnum, { description: 'Level of the region.' })
  level!: RegionLevel;

  @Field(() => Int, { description: 'Devices counted in the region and the tenants below it.' })
  count!: number;
}

@ObjectType({
  description:
    'Supplier aggregate (popularity): devices registered on the platform in a month range, grouped by region. A device belongs to the nearest area tenant of the level above its own tenant.',
})
export class SupplierAggregate {
  @Field({ description: 'First month, YYYY-MM.' })
  start!: string;

  @Field({ description: 'Last month, YYYY-MM (inclusive).' })
  end!: string;

  @Field(() => RegionLevelEnum, { description: 'Level the devices are grouped by.' })
  level!: RegionLevel;

  @Field(() => [RegionCount], { description: "Every region of the level in the caller's tree (also those with 0), most devices first, then by name." })
  datas!: RegionCount[];

  @Field(() => Int, { description: 'All devices registered in the range.' })
  total!: number;

  @Field(() => Int, { description: 'Devices registered in the range whose tenant lies under no region of the level (for example NoDocumented).' })
  unassigned!: number;
}

@ObjectType({ description: 'Device counts by live status.' })
export class StatusCounts {
  @Field(() => Int, { description: 'All devices.' })
  total!: number;

  @Field(() => Int, { description: 'Devices Running.' })
  Running!: number;

  @Field(() => Int, { description: 'Devices Idle.' })
  Idle!: number;

  @Field(() => Int, { description: 'Devices in emergency stop.' })
  Estop!: number;

  @Field(() => Int, { description: 'Devices Offline (including unknown statuses).' })
  Offline!: number;
}

@ObjectType({ description: 'Devices of one region (and everything below it) by live status.' })
export class RegionStatusCounts extends StatusCounts {
  @Field(() => ID, { description: 'The area tenant that is the region.' })
  regionId!: number;

  @Field({ description: 'Region name.' })
  region!: string;

  @Field(() => RegionLevelEnum, { description: 'country, province or city.' })
  level!: RegionLevel;

  @Field(() => ID, { nullable: true, description: 'The region this one lies in; null at the top.' })
  parentRegionId!: number | null;

  @Field(() => Int, { description: 'Regions above this one (0 at the top), for indenting.' })
  depth!: number;
}

@ObjectType({ description: "Where the caller's devices are: counts by region and live status." })
export class DeviceDistribution {
  @Field(() => [RegionStatusCounts], { description: 'Every region of the tree in tree order: a region, then the regions inside it (NoDocumented first, then by name).' })
  regions!: RegionStatusCounts[];

  @Field(() => StatusCounts, { description: "All devices of the caller's tenants." })
  all!: StatusCounts;

  @Field(() => StatusCounts, { description: 'Devices whose tenant lies under no region (for example NoDocumented).' })
  unassigned!: StatusCounts;
}

@ObjectType({ description: 'Devices of one tenant and its sub-tenants.' })
export class TenantDeviceTotal {
  @Field(() => ID)
  tenantId!: number;

  @Field(() => Int, { description: 'Devices of the tenant and every tenant below it (at least 1: tenants without devices are left out).' })
  total!: number;
}
