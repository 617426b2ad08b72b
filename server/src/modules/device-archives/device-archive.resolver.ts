import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { BindingRole } from '../../contract/device-archives';
import { TEXT_BOUNDS } from '../../contract/validation';
import { invalidRequest } from '../../core/errors';
import type { AppContext } from '../../graphql/context';
import { requireAuth } from '../../graphql/guards';
import { Bounded } from '../../graphql/input-guard';
import { API, Permission } from '../permissions/apis';
import { setAttributes, listAttributes } from './device-attribute.service';
import { type ArchiveView, archiveChoices, createDeviceArchive, decommissionDevice, getDeviceArchive, listDeviceArchives, rotateDeviceCredential, updateDeviceArchive } from './device-archive.service';
import { type BindingView, bindUser, listBindings, transferAdministrator, unbindUser } from './device-binding.service';
import {
  BindingRoleEnum,
  DeviceArchive,
  DeviceArchiveChoices,
  DeviceArchiveInput,
  DeviceArchiveList,
  DeviceArchiveListArgs,
  DeviceAttributeInput,
  DeviceAttributeView,
  DeviceBindingView,
  DeviceCredentialIssued,
  PublicQrPageView,
  QrBatchInput,
  QrCodeListArgs,
  QrCodePage,
  QrCodeView,
  RegisteredDevice,
} from './device-archive.types';
import { publicQrPage } from './qr-code.public';
import { bindQrCode, generateQrCodes, listQrCodes, qrSvg } from './qr-code.service';

const DEVICE_ID = { description: 'The device id (of a device archive).' };
const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/;

@Resolver(() => DeviceArchive)
export class DeviceArchiveResolver {
  @Permission(API.deviceArchiveList)
  @Query(() => DeviceArchiveList, { description: "Device archives of the caller's tenants: searched, filtered, sorted and paged in the database (20 per page by default)." })
  async deviceArchives(@Ctx() ctx: AppContext, @Args() args: DeviceArchiveListArgs): Promise<DeviceArchiveList> {
    const version = Date.now();
    return { page: (await listDeviceArchives(ctx.em, args)) as DeviceArchiveList['page'], version };
  }

  @Permission(API.deviceArchiveList)
  @Query(() => DeviceArchive, { description: "One device archive of the caller's tenants (logged-out ones too); errorno 1030001 otherwise." })
  deviceArchive(@Ctx() ctx: AppContext, @Arg('id', () => ID, DEVICE_ID) id: string): Promise<ArchiveView> {
    return getDeviceArchive(ctx.em, id);
  }

  @Permission(API.deviceArchiveList)
  @Query(() => DeviceArchiveChoices, { description: "The archive form's choices of owning customer and maintainer, in the caller's tenants." })
  deviceArchiveChoices(@Ctx() ctx: AppContext): Promise<DeviceArchiveChoices> {
    return archiveChoices(ctx.em) as Promise<DeviceArchiveChoices>;
  }

  @Permission(API.deviceArchiveAdd)
  @Mutation(() => RegisteredDevice, {
    description:
      "Registers a machine: its archive, its MQTT credential (username = uuid; the password is answered here once and kept only as an argon2id hash) and the caller bound as its administrator. The device belongs to the owning customer's tenant (or the caller's). Rules: see DeviceArchiveInput.",
  })
  async registerDevice(@Ctx() ctx: AppContext, @Arg('input', { description: 'The archive form.' }) input: DeviceArchiveInput): Promise<RegisteredDevice> {
    const auth = requireAuth(ctx);
    const { archive, credential } = await createDeviceArchive(ctx.em, { userId: auth.userId, tenantId: auth.tenantId }, input, ctx.app.pubsub);
    return { archive: archive as DeviceArchive, credential: { ...credential, mqttPort: ctx.app.mqttPort ?? null } };
  }

  @Permission(API.deviceArchiveEdit)
  @Mutation(() => DeviceArchive, { description: "Edits a device archive of the caller's tenants (errorno 1030001 otherwise, 1030002 when logged out). A new owning customer moves the device to the customer's tenant; an owning customer or maintainer outside the caller's tenants (shown as null) is kept whatever the input says; a move to another tenant also revokes its MQTT password (the former tenant's people may hold it): its connections are closed before this answers, and it connects again only with a new one (rotateDeviceCredential). Rules: see DeviceArchiveInput." })
  updateDeviceArchive(@Ctx() ctx: AppContext, @Arg('id', () => ID, DEVICE_ID) id: string, @Arg('input', { description: 'The whole form, as for register.' }) input: DeviceArchiveInput): Promise<ArchiveView> {
    return updateDeviceArchive(ctx.em, id, input, ctx.app.pubsub);
  }

  @Permission(API.deviceCredentialRotate)
  @Mutation(() => DeviceCredentialIssued, { description: "Gives a device a new MQTT password, answered once. The old one stops working at once: the device's open MQTT connections are closed before this answers." })
  async rotateDeviceCredential(@Ctx() ctx: AppContext, @Arg('id', () => ID, DEVICE_ID) id: string): Promise<DeviceCredentialIssued> {
    return { ...(await rotateDeviceCredential(ctx.em, id, ctx.app.pubsub)), mqttPort: ctx.app.mqttPort ?? null };
  }

  @Permission(API.deviceArchiveDecommission)
  @Mutation(() => DeviceArchive, {
    description:
      "Logs a device out: only its administrator (errorno 1030004), confirmed with the caller's own password (1030006 when wrong, counted like a sign-in). It stops taking data (its credential is removed and its connections closed) and every binding is removed.",
  })
  decommissionDevice(
    @Ctx() ctx: AppContext,
    @Arg('id', () => ID, DEVICE_ID) id: string,
    @Arg('password', { description: "The caller's own password." }) @Bounded(TEXT_BOUNDS.password) password: string,
  ): Promise<ArchiveView> {
    return decommissionDevice(ctx.em, ctx.app.throttle, { userId: requireAuth(ctx).userId, ip: ctx.ip }, id, password, ctx.app.pubsub);
  }

  @FieldResolver(() => Int, { description: "Messages this server instance refused since it started because they broke the device's declared attributes (an undeclared key, a value outside its type or range)." })
  refusedReadings(@Root() archive: ArchiveView, @Ctx() ctx: AppContext): number {
    return ctx.app.ingest.attributeRefusalsOf(archive.id);
  }

  // Bindings.

  @Permission(API.deviceBindingList)
  @Query(() => [DeviceBindingView], { description: 'The users bound to a device of the caller\'s tenants, administrator first.' })
  deviceBindings(@Ctx() ctx: AppContext, @Arg('deviceId', () => ID, DEVICE_ID) deviceId: string): Promise<BindingView[]> {
    return listBindings(ctx.em, deviceId);
  }

  @Permission(API.deviceBindingEdit)
  @Mutation(() => [DeviceBindingView], { description: "Binds a user of the caller's tenants to a device; as Administrator only while the device has none (1030003); twice is 1030008. Answers the bindings." })
  bindDeviceUser(
    @Ctx() ctx: AppContext,
    @Arg('deviceId', () => ID, DEVICE_ID) deviceId: string,
    @Arg('userId', () => ID, { description: 'The user to bind.' }) userId: string,
    @Arg('role', () => BindingRoleEnum, { description: 'Observer or Administrator.' }) role: BindingRole,
  ): Promise<BindingView[]> {
    return bindUser(ctx.em, deviceId, userId, role);
  }

  @Permission(API.deviceBindingEdit)
  @Mutation(() => [DeviceBindingView], { description: "Removes a user's binding (1030007 when not bound); the administrator cannot be unbound (1030005)." })
  unbindDeviceUser(@Ctx() ctx: AppContext, @Arg('deviceId', () => ID, DEVICE_ID) deviceId: string, @Arg('userId', () => ID, { description: 'The user to unbind.' }) userId: string): Promise<BindingView[]> {
    return unbindUser(ctx.em, deviceId, userId);
  }

  @Permission(API.deviceBindingEdit)
  @Mutation(() => [DeviceBindingView], { description: "Transfers the device's administrator rights to another user of the caller's tenants: only the administrator (1030004), who stays bound as Observer." })
  transferDeviceAdministrator(@Ctx() ctx: AppContext, @Arg('deviceId', () => ID, DEVICE_ID) deviceId: string, @Arg('userId', () => ID, { description: 'The new administrator.' }) userId: string): Promise<BindingView[]> {
    return transferAdministrator(ctx.em, requireAuth(ctx).userId, deviceId, userId);
  }

  // Attributes.

  @Permission(API.deviceAttributeList)
  @Query(() => [DeviceAttributeView], { description: "A device's declared attributes, in order." })
  deviceAttributes(@Ctx() ctx: AppContext, @Arg('deviceId', () => ID, DEVICE_ID) deviceId: string): Promise<DeviceAttributeView[]> {
    return listAttributes(ctx.em, deviceId) as Promise<DeviceAttributeView[]>;
  }

  @Permission(API.deviceAttributeEdit)
  @Mutation(() => [DeviceAttributeView], {
    description:
      "Replaces a device's declared attributes (at most 20: errorno 1153; rules: see DeviceAttributeInput). From then on the ingest accepts from the device only these keys, within type and range, and the standard status keys; an empty list lifts the restriction.",
  })
  setDeviceAttributes(
    @Ctx() ctx: AppContext,
    @Arg('deviceId', () => ID, DEVICE_ID) deviceId: string,
    @Arg('attributes', () => [DeviceAttributeInput], { description: 'The whole list, in order.' }) attributes: DeviceAttributeInput[],
  ): Promise<DeviceAttributeView[]> {
    return setAttributes(ctx.em, deviceId, attributes, ctx.app.pubsub) as Promise<DeviceAttributeView[]>;
  }

  // QR codes.

  @Permission(API.qrCodeList)
  @Query(() => QrCodePage, { description: "QR codes of the caller's tenants, newest first." })
  async qrCodes(@Ctx() ctx: AppContext, @Args() args: QrCodeListArgs): Promise<QrCodePage> {
    const origin = args.origin;
    if (origin && !ORIGIN.test(origin)) throw invalidRequest('originFormat');
    const page = await listQrCodes(ctx.em, args);
    // Pictures are drawn only when asked for (the printable sheet), one page of at most 50.
    const items = origin ? await Promise.all(page.items.map(async (qr) => Object.assign(qr, { svg: await qrSvg(qr.code, origin) }))) : page.items;
    return { ...page, items } as QrCodePage;
  }

  @Permission(API.qrCodeAdd)
  @Mutation(() => [QrCodeView], { description: 'Generates a batch of pending QR codes for the factory number of an archive in the caller\'s tenants. Rules: see QrBatchInput.' })
  generateQrCodes(@Ctx() ctx: AppContext, @Arg('input', { description: 'The batch.' }) input: QrBatchInput): Promise<QrCodeView[]> {
    return generateQrCodes(ctx.em, input, ctx.app.pubsub) as Promise<QrCodeView[]>;
  }

  @Permission(API.qrCodeBind)
  @Mutation(() => QrCodeView, { description: 'Binds a pending QR code to the device of its factory number: 1134 not found, 1135 already bound, 1136 another factory number.' })
  bindQrCode(@Ctx() ctx: AppContext, @Arg('id', () => ID, { description: 'The QR code id.' }) id: string, @Arg('deviceId', () => ID, DEVICE_ID) deviceId: string): Promise<QrCodeView> {
    return bindQrCode(ctx.em, id, deviceId, ctx.app.pubsub) as Promise<QrCodeView>;
  }

  @Query(() => PublicQrPageView, { description: "The public page of a QR code (no sign-in): the bound machine's model, alias and owner only; errorno 1134 for an unknown code, 1023008 when the address asked too often." })
  qrCodePage(@Ctx() ctx: AppContext, @Arg('code', { description: 'The code (the last segment of the jump address).' }) @Bounded(TEXT_BOUNDS.qrCode) code: string): Promise<PublicQrPageView> {
    return publicQrPage(ctx.app.orm, ctx.app.repairGate, code, ctx.ip);
  }
}

@Resolver(() => QrCodeView)
export class QrCodeResolver {
  @FieldResolver(() => String, { description: 'The jump address path: `/qr/{code}`, the public page of the machine.' })
  jumpPath(@Root() qr: QrCodeView): string {
    return `/qr/${qr.code}`;
  }

  @FieldResolver(() => ID, { nullable: true, description: 'The bound device id.' })
  deviceId(@Root() qr: QrCodeView & { device?: { id: number } | null }): number | null {
    return qr.device?.id ?? null;
  }
}
