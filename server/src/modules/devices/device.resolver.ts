import { Arg, Ctx, Directive, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../graphql/context';
import { Customer } from './customer.entity';
import { Device } from './device.entity';
import { ALARM_PAGE_SIZE, type ListedDevice, type ListedProduct, deviceInScope, listAlarms, listDevices, parameterFormats } from './device.service';
import { type Industry, IndustryEnum, normalizeIndustry } from './device-status';
import { AlarmPage, DevicePage, ParameterValue } from './device.types';
import { ParameterFormat } from './parameter-format.entity';
import { FileEntry, Product } from './product.entity';

@Resolver(() => Device)
export class DeviceResolver {
  @Directive('@permission(path: "/device", method: GET, summary: "List devices and their live data")')
  @Query(() => DevicePage, { description: "Devices of the caller's tenants and their sub-tenants, by alias, with live status." })
  devices(
    @Ctx() ctx: AppContext,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: 20, description: '1 to 50 (the kanban carousel uses 9).' }) pageSize: number,
    @Arg('tenantId', () => ID, { nullable: true, description: 'Only this tenant and its sub-tenants (must be in scope).' }) tenantId?: string | null,
    @Arg('search', () => String, { nullable: true, description: 'Part of the alias or uuid.' }) search?: string | null,
  ): Promise<DevicePage> {
    return listDevices(ctx.em, ctx.scope, { page, pageSize, tenantId, search });
  }

  @Directive('@permission(path: "/device", method: GET, summary: "List devices and their live data")')
  @Query(() => Device, { description: 'One device in scope by uuid, with its product archive and customer. Not found (errorno 1132005) otherwise.' })
  device(@Ctx() ctx: AppContext, @Arg('uuid') uuid: string): Promise<Device> {
    return deviceInScope(ctx.em, uuid);
  }

  @Directive('@permission(path: "/device/alarm", method: GET, summary: "Alarms of a device")')
  @Query(() => AlarmPage, { description: 'Alarms of a device, newest first (page of 10 by default).' })
  deviceAlarms(
    @Ctx() ctx: AppContext,
    @Arg('uuid') uuid: string,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: ALARM_PAGE_SIZE, description: '10, 20, 30, 40 or 50.' }) pageSize: number,
  ): Promise<AlarmPage> {
    return listAlarms(ctx.em, uuid, page, pageSize);
  }

  @Directive('@auth')
  @Query(() => [ParameterFormat], { description: 'Display formats of live parameters (type time, time_wear or other, and unit), by key.' })
  parameterFormats(@Ctx() ctx: AppContext): Promise<ParameterFormat[]> {
    return parameterFormats(ctx.em);
  }

  @Directive('@permission(path: "/device", method: GET, summary: "List devices and their live data")')
  @Query(() => [ParameterValue], { description: 'The latest value of each parameter the device has published since the server started, by key.' })
  async deviceParameterValues(@Ctx() ctx: AppContext, @Arg('uuid') uuid: string): Promise<ParameterValue[]> {
    const device = await deviceInScope(ctx.em, uuid);
    return ctx.app.live.latestValues(device.uuid).map((v) => ({ uuid: device.uuid, key: v.key, value: v.value, timeStamp: new Date(v.timeStamp) }));
  }

  @FieldResolver(() => ID, { description: 'Tenant owning the device.' })
  tenantId(@Root() device: Device | ListedDevice): number {
    return device.tenant.id;
  }

  @FieldResolver(() => Product, { nullable: true, description: 'Product archive; null for a device without archive.' })
  product(@Root() device: Device | ListedDevice): Promise<Product | ListedProduct | null> {
    return productOf(device);
  }

  @FieldResolver(() => [FileEntry], { description: "Cover pictures of the device's product (empty without archive)." })
  async coverPicture(@Root() device: Device | ListedDevice): Promise<FileEntry[]> {
    return (await productOf(device))?.coverPicture ?? [];
  }
}

/** A listed device comes with its product; an entity loads it (MikroORM's dataloader batches these loads: no N+1). */
async function productOf(device: Device | ListedDevice): Promise<Product | ListedProduct | null> {
  if (!(device instanceof Device)) return device.product;
  return device.product ? ((await device.product.load()) ?? null) : null;
}

@Resolver(() => Product)
export class ProductResolver {
  @FieldResolver(() => [FileEntry], { description: 'Cover pictures; the first is shown on cards.' })
  coverPicture(@Root() product: Product | ListedProduct): FileEntry[] {
    return product.coverPicture ?? [];
  }

  @FieldResolver(() => IndustryEnum, { description: 'Industry of the machine: decides its detail kanban layout.' })
  industry(@Root() product: Product | ListedProduct): Industry {
    return normalizeIndustry(product.industry);
  }

  @FieldResolver(() => Customer, { nullable: true, description: 'The customer: address, contact way and location.' })
  async customer(@Root() product: Product | ListedProduct, @Ctx() ctx: AppContext): Promise<Customer | null> {
    // A listed product has the customer's id: a reference in this request's EntityManager loads it the same way (batched).
    const customer = product instanceof Product ? product.customer : product.customer === null ? null : ctx.em.getReference(Customer, product.customer, { wrapped: true });
    return customer ? ((await customer.load()) ?? null) : null;
  }
}
