import { Arg, Args, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../graphql/context';
import { FileEntry } from '../files/file-entry.types';
import { API, Permission } from '../permissions/apis';
import { Product } from '../products/product.entity';
import type { ListedProduct } from '../products/product.types';
import { Device } from './device.entity';
import { type ListedDevice, deviceInScope, listDevices, productOf } from './device.service';
import { DeviceListArgs, DevicePage } from './device.types';
import { TEXT_BOUNDS } from '../../contract/validation';
import { Bounded } from '../../graphql/input-guard';

@Resolver(() => Device)
export class DeviceResolver {
  @Permission(API.deviceList)
  @Query(() => DevicePage, { description: "Devices of the caller's tenants and their sub-tenants, by alias, with live status. A logged-out (decommissioned) device is not listed (its archive is: deviceArchives with state loggedOut)." })
  devices(@Ctx() ctx: AppContext, @Args() args: DeviceListArgs): Promise<DevicePage> {
    return listDevices(() => ctx.em, ctx.app.reads, ctx.scope, args);
  }

  @Permission(API.deviceList)
  @Query(() => Device, { description: 'One device in scope by uuid, with its product archive and customer. Not found (errorno 1132005) otherwise.' })
  device(@Ctx() ctx: AppContext, @Arg('uuid') @Bounded(TEXT_BOUNDS.uuid) uuid: string): Promise<Device> {
    return deviceInScope(ctx.em, uuid);
  }

  @FieldResolver(() => ID, { description: 'Tenant owning the device.' })
  tenantId(@Root() device: Device | ListedDevice): number {
    return device.tenant.id;
  }

  @FieldResolver(() => Product, { nullable: true, description: 'Product archive; null for a device without archive.' })
  product(@Root() device: Device | ListedDevice): Product | ListedProduct | null | Promise<Product | null> {
    return productOf(device);
  }

  @FieldResolver(() => [FileEntry], { description: "Cover pictures of the device's product (empty without archive)." })
  coverPicture(@Root() device: Device | ListedDevice): FileEntry[] | Promise<FileEntry[]> {
    const product = productOf(device);
    return product instanceof Promise ? product.then((p) => p?.coverPicture ?? []) : (product?.coverPicture ?? []);
  }
}
