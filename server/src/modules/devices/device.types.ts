import { ArgsType, Field, ID, ObjectType } from 'type-graphql';
import { DEVICE_PAGING } from '../../contract/paging';
import { PageArgsOf, Paginated } from '../../core/paging';
import { Device } from './device.entity';
import type { ListedDevice } from './device.service';
import { TEXT_BOUNDS } from '../../contract/validation';
import { Bounded } from '../../graphql/input-guard';

@ArgsType()
export class DeviceListArgs extends PageArgsOf(DEVICE_PAGING) {
  @Field(() => ID, { nullable: true, description: 'Only this tenant and its sub-tenants (must be in scope).' })
  tenantId?: string | null;

  @Bounded(TEXT_BOUNDS.search)
  @Field(() => String, { nullable: true, description: 'Part of the alias or uuid.' })
  search?: string | null;
}

@ObjectType({ description: 'A page of devices, by alias.' })
export class DevicePage extends Paginated<ListedDevice>(() => Device, { items: 'Devices of this page.', total: "Devices matching in the caller's tenants." }) {}
