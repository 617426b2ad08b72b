import { ArgsType, Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import {
  ATTRIBUTE_ACCESS,
  ATTRIBUTE_DATA_TYPES,
  type AttributeAccess,
  type AttributeDataType,
  BINDING_ROLES,
  type BindingRole,
  QR_STATES,
  type QrState,
} from '../../contract/device-archives';
import type { Industry } from '../../contract/devices';
import { type SortDirection, TABLE_PAGING } from '../../contract/paging';
import { TEXT_BOUNDS } from '../../contract/validation';
import { PageArgsOf, Paginated } from '../../core/paging';
import { SortDirectionEnum, asEnum } from '../../graphql/enums';
import { Bounded } from '../../graphql/input-guard';
import { type DeviceStatus, DeviceStatusEnum } from '../devices/device-status';
import { IndustryEnum } from '../products/product.types';
import { ARCHIVE_SORT_KEYS, ARCHIVE_STATES, type ArchiveSortKey, type ArchiveState } from './device-archive.service';

export const BindingRoleEnum = asEnum(BINDING_ROLES);
registerEnumType(BindingRoleEnum, { name: 'DeviceBindingRole', description: 'How a user is bound to a device: Observer, or Administrator (one per device; transferable; the only one who may log the device out).' });
export const QrStateEnum = asEnum(QR_STATES);
registerEnumType(QrStateEnum, { name: 'QrCodeState', description: 'A QR code is pending until bound to its machine.' });
export const AttributeDataTypeEnum = asEnum(ATTRIBUTE_DATA_TYPES);
registerEnumType(AttributeDataTypeEnum, { name: 'AttributeDataType', description: 'Data type of a device attribute: int (a safe integer), float (a finite number), bool, string.' });
export const AttributeAccessEnum = asEnum(ATTRIBUTE_ACCESS);
registerEnumType(AttributeAccessEnum, { name: 'AttributeAccess', description: 'read (the device reports it) or readWrite (it can also be set).' });
export const ArchiveSortKeyEnum = asEnum(ARCHIVE_SORT_KEYS);
registerEnumType(ArchiveSortKeyEnum, { name: 'DeviceArchiveSortKey', description: 'Column the archive list sorts by.' });
export const ArchiveStateEnum = asEnum(ARCHIVE_STATES);
registerEnumType(ArchiveStateEnum, { name: 'DeviceArchiveState', description: 'active (default): registered devices; loggedOut: devices their administrator logged out; all.' });

@ObjectType({ description: 'A user or customer named by an archive.' })
export class NamedRef {
  @Field(() => ID)
  id!: number;

  @Field({ description: 'Its name.' })
  name!: string;
}

@ObjectType({ description: "What the archive form may name: the caller's customers and users (members), by name." })
export class DeviceArchiveChoices {
  @Field(() => [NamedRef], { description: "Customers of the caller's tenants (at most 500)." })
  customers!: NamedRef[];

  @Field(() => [NamedRef], { description: "Users of the caller's tenants, the maintainer's choices (at most 500)." })
  members!: NamedRef[];
}

@ObjectType('DeviceCustomParam', { description: 'A custom parameter of a device archive.' })
export class CustomParamView {
  @Field({ description: 'Name (at most 25, unique in the archive).' })
  name!: string;

  @Field({ description: 'Value (at most 50; may be empty).' })
  value!: string;
}

@InputType('DeviceCustomParamInput', { description: 'A custom parameter: name 1-25 characters, unique in the archive; value at most 50.' })
export class CustomParamInput {
  @Bounded(TEXT_BOUNDS.paramText)
  @Field({ description: 'Name.' })
  name!: string;

  @Bounded(TEXT_BOUNDS.paramText)
  @Field({ description: 'Value.' })
  value!: string;
}

@ObjectType({ description: "A device archive: the machine (uuid, alias, live status) with its product archive's model, factory number, customer and industry, and the archive's own fields." })
export class DeviceArchive {
  @Field(() => ID, { description: 'The device id.' })
  id!: number;

  @Field({ description: 'Device uuid: its MQTT username and topic segment.' })
  uuid!: string;

  @Field({ description: 'Alias: letters, digits or Chinese, fewer than 20.' })
  devalias!: string;

  @Field(() => DeviceStatusEnum, { description: 'Live status.' })
  status!: DeviceStatus;

  @Field(() => Date, { nullable: true, description: 'Last message from the machine (UTC).' })
  lastSeenAt!: Date | null;

  @Field(() => Date, { description: 'When the device was registered.' })
  createdAt!: Date;

  @Field(() => ID, { description: 'Tenant owning the device (its customer\'s, or the registering tenant).' })
  tenantId!: number;

  @Field(() => String, { nullable: true, description: 'Factory number (the product archive\'s manufacturing code); null for a device without archive.' })
  factoryNumber!: string | null;

  @Field(() => String, { nullable: true, description: 'Model.' })
  model!: string | null;

  @Field(() => IndustryEnum, { description: 'Industry: decides the detail kanban layout.' })
  industry!: Industry;

  @Field(() => NamedRef, { nullable: true, description: "Owning customer (null when none or outside the caller's tenants)." })
  customer!: NamedRef | null;

  @Field(() => NamedRef, { nullable: true, description: 'Maintainer: a member\'s user account.' })
  maintainer!: NamedRef | null;

  @Field(() => NamedRef, { nullable: true, description: 'The user bound as administrator, if any.' })
  administrator!: NamedRef | null;

  @Field(() => String, { nullable: true, description: 'Where the machine stands.' })
  location!: string | null;

  @Field({ description: "Whether the machine's alarms are sent to its users." })
  receiveAlarm!: boolean;

  @Field(() => [CustomParamView], { description: 'Up to 5 custom parameters.' })
  customParams!: CustomParamView[];

  @Field(() => Date, { nullable: true, description: 'When the device was logged out (it takes no data any more); null while registered.' })
  decommissionedAt!: Date | null;
}

@ObjectType({ description: 'A page of device archives.' })
export class DeviceArchivePage extends Paginated<DeviceArchive>(() => DeviceArchive, { items: 'Archives of this page.', total: "Archives matching in the caller's tenants." }) {}

@ObjectType({ description: 'The device archive list: one page and the table version it was read at.' })
export class DeviceArchiveList {
  @Field(() => DeviceArchivePage, { description: 'The page of archives.' })
  page!: DeviceArchivePage;

  @Field(() => Float, { description: 'Server time in ms when the page was read: `tableVersionChanged` of table `devicearchive` with a larger version means the list changed.' })
  version!: number;
}

@ArgsType()
export class DeviceArchiveListArgs extends PageArgsOf(TABLE_PAGING) {
  @Bounded(TEXT_BOUNDS.search)
  @Field(() => String, { nullable: true, description: 'Part of the alias, uuid, factory number or model.' })
  search?: string | null;

  @Bounded(TEXT_BOUNDS.search)
  @Field(() => String, { nullable: true, description: 'Part of the factory number.' })
  factoryNumber?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only devices of this customer.' })
  customerId?: string | null;

  @Field(() => ArchiveStateEnum, { defaultValue: 'active', description: 'active (default), loggedOut or all.' })
  state!: ArchiveState;

  @Field(() => ArchiveSortKeyEnum, { defaultValue: 'devalias', description: 'Column to sort by (alias by default).' })
  sortKey!: ArchiveSortKey;

  @Field(() => SortDirectionEnum, { defaultValue: 'asc', description: 'asc (default) or desc.' })
  sortDirection!: SortDirection;
}

@InputType({ description: 'The device archive form. Rules (errorno 1003 with every problem): factory number required, at most 50, letters, digits and - _ . /; alias letters, digits or Chinese, fewer than 20, not empty; model required, at most 50; location at most 100; at most 5 custom parameters (name 1-25, unique; value at most 50); customer and maintainer in the caller\'s tenants. A factory number already in any device archive (factory numbers are unique across tenants: the public repair pages find a machine by it): errorno 1132004.' })
export class DeviceArchiveInput {
  @Bounded(TEXT_BOUNDS.factoryNumber)
  @Field({ description: 'Factory number (serial).' })
  factoryNumber!: string;

  @Bounded(TEXT_BOUNDS.deviceAlias)
  @Field({ description: 'Alias shown on cards.' })
  devalias!: string;

  @Bounded(TEXT_BOUNDS.productModel)
  @Field({ description: 'Model.' })
  model!: string;

  @Field(() => IndustryEnum, { nullable: true, description: 'Industry (other by default).' })
  industry?: Industry | null;

  @Field(() => ID, { nullable: true, description: "Owning customer: the device belongs to the customer's tenant." })
  customerId?: string | null;

  @Field(() => ID, { nullable: true, description: "Maintainer: a user (member) of the caller's tenants." })
  maintainerId?: string | null;

  @Bounded(TEXT_BOUNDS.deviceText)
  @Field(() => String, { nullable: true, description: 'Where the machine stands.' })
  location?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Send its alarms to its users (off by default).' })
  receiveAlarm?: boolean | null;

  @Field(() => [CustomParamInput], { nullable: true, description: 'Custom parameters, at most 5.' })
  customParams?: CustomParamInput[] | null;
}

@ObjectType({ description: "A device's MQTT credential, answered once when it is issued (register, rotate) and never again: only its argon2id hash is kept." })
export class DeviceCredentialIssued {
  @Field({ description: 'MQTT username: the device uuid (the client id must be the uuid or start with `{uuid}/`).' })
  username!: string;

  @Field({ description: 'MQTT password, shown this once.' })
  password!: string;

  @Field(() => Int, { nullable: true, description: "The embedded broker's TCP port (null with an external broker). MQTT over WebSocket: path /mqtt on this site." })
  mqttPort!: number | null;
}

@ObjectType({ description: 'A registered device: its archive and its credential (the password shown once).' })
export class RegisteredDevice {
  @Field(() => DeviceArchive, { description: 'The new archive.' })
  archive!: DeviceArchive;

  @Field(() => DeviceCredentialIssued, { description: 'The MQTT credential.' })
  credential!: DeviceCredentialIssued;
}

@ObjectType({ description: 'A user bound to a device.' })
export class DeviceBindingView {
  @Field(() => ID, { description: 'The binding id.' })
  id!: number;

  @Field(() => ID, { description: 'The bound user.' })
  userId!: number;

  @Field({ description: "The user's name." })
  name!: string;

  @Field({ description: "The user's account." })
  account!: string;

  @Field(() => BindingRoleEnum, { description: 'Observer or Administrator.' })
  role!: BindingRole;

  @Field(() => Date, { description: 'When the user was bound.' })
  createdAt!: Date;
}

@ObjectType('DeviceAttribute', { description: 'A declared attribute of a device: with any declared, the device may publish only these keys (and the standard status keys `WHstatus_*`, Alarm, Error, Warning, Info), within their type and range.' })
export class DeviceAttributeView {
  @Field(() => ID)
  id!: number;

  @Field({ description: 'Identifier: the topic key `device/{uuid}/{identifier}`; starts with a letter, 4-50 letters, digits or underscore.' })
  identifier!: string;

  @Field({ description: 'Name (at most 20).' })
  name!: string;

  @Field(() => AttributeAccessEnum, { description: 'read or readWrite.' })
  access!: AttributeAccess;

  @Field({ description: 'Whether it is a standard attribute of the model.' })
  standard!: boolean;

  @Field(() => AttributeDataTypeEnum, { description: 'Data type.' })
  dataType!: AttributeDataType;

  @Field(() => Float, { nullable: true, description: 'Minimum (numbers only; inclusive; below the maximum).' })
  min?: number | null;

  @Field(() => Float, { nullable: true, description: 'Maximum (numbers only; inclusive).' })
  max?: number | null;

  @Field(() => String, { nullable: true, description: 'Unit (at most 10).' })
  unit?: string | null;

  @Field(() => Float, { nullable: true, description: 'Step (numbers only; above 0).' })
  step?: number | null;

  @Field(() => String, { nullable: true, description: 'Description (under 200).' })
  description?: string | null;
}

@InputType({ description: 'A device attribute. Rules (errorno 1003): identifier starts with a letter, 4-50 letters, digits or underscore, unique on the device; name 1-20; range and step for int and float only, minimum below maximum, step above 0; unit at most 10; description under 200.' })
export class DeviceAttributeInput {
  @Bounded(TEXT_BOUNDS.paramText)
  @Field({ description: 'Identifier.' })
  identifier!: string;

  @Bounded(TEXT_BOUNDS.paramText)
  @Field({ description: 'Name.' })
  name!: string;

  @Field(() => AttributeAccessEnum, { description: 'read or readWrite.' })
  access!: AttributeAccess;

  @Field({ defaultValue: false, description: 'Standard attribute.' })
  standard!: boolean;

  @Field(() => AttributeDataTypeEnum, { description: 'Data type.' })
  dataType!: AttributeDataType;

  @Field(() => Float, { nullable: true, description: 'Minimum.' })
  min?: number | null;

  @Field(() => Float, { nullable: true, description: 'Maximum.' })
  max?: number | null;

  @Bounded(TEXT_BOUNDS.paramText)
  @Field(() => String, { nullable: true, description: 'Unit.' })
  unit?: string | null;

  @Field(() => Float, { nullable: true, description: 'Step.' })
  step?: number | null;

  @Bounded(TEXT_BOUNDS.deviceText)
  @Field(() => String, { nullable: true, description: 'Description.' })
  description?: string | null;
}

@ObjectType('QrCode', { description: 'A QR code label of a machine.' })
export class QrCodeView {
  @Field(() => ID)
  id!: number;

  @Field({ description: 'The code: 22 random characters, the last segment of the jump address.' })
  code!: string;

  @Field({ description: 'Factory number it was generated for.' })
  factoryNumber!: string;

  @Field(() => String, { nullable: true, description: 'Remark (at most 20).' })
  remark?: string | null;

  @Field(() => QrStateEnum, { description: 'pending or bound.' })
  state!: QrState;

  @Field(() => Date, { description: 'When it was generated.' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When it was bound.' })
  boundAt?: Date | null;

  @Field(() => String, { nullable: true, description: "The printable picture: an SVG QR code of the jump address on the list's `origin` (null without one)." })
  svg?: string | null;
}

@ObjectType({ description: 'A page of QR codes, newest first.' })
export class QrCodePage extends Paginated<QrCodeView>(() => QrCodeView, { items: 'QR codes of this page.', total: "QR codes matching in the caller's tenants." }) {}

@ArgsType()
export class QrCodeListArgs extends PageArgsOf(TABLE_PAGING) {
  @Bounded(TEXT_BOUNDS.factoryNumber)
  @Field(() => String, { nullable: true, description: 'Only codes of this factory number.' })
  factoryNumber?: string | null;

  @Field(() => QrStateEnum, { nullable: true, description: 'Only pending or only bound codes.' })
  state?: QrState | null;

  @Field(() => [ID], { nullable: true, description: 'Only these codes (at most 50: a printed batch).' })
  ids?: string[] | null;

  @Bounded(TEXT_BOUNDS.search)
  @Field(() => String, { nullable: true, description: "The site address the codes' pictures point at: http(s)://host[:port]. Without it, `svg` is null." })
  origin?: string | null;
}

@InputType({ description: 'A batch of QR codes: factory number of an archive in the caller\'s tenants (1132005 otherwise), an integer 1-50, remark at most 20 (errorno 1003).' })
export class QrBatchInput {
  @Bounded(TEXT_BOUNDS.factoryNumber)
  @Field({ description: 'Factory number.' })
  factoryNumber!: string;

  @Field(() => Int, { description: 'How many codes: 1-50.' })
  count!: number;

  @Bounded(TEXT_BOUNDS.paramText)
  @Field(() => String, { nullable: true, description: 'Remark.' })
  remark?: string | null;
}

@ObjectType({ description: 'The public page of a QR code: only what a passer-by may see.' })
export class PublicQrPageView {
  @Field({ description: 'The code.' })
  code!: string;

  @Field(() => QrStateEnum, { description: 'pending (no machine yet) or bound.' })
  state!: QrState;

  @Field(() => String, { nullable: true, description: 'Model of the bound machine.' })
  model!: string | null;

  @Field(() => String, { nullable: true, description: 'Alias of the bound machine.' })
  devalias!: string | null;

  @Field(() => String, { nullable: true, description: 'Owning customer of the bound machine.' })
  owner!: string | null;

  @Field(() => String, { nullable: true, description: 'SN (factory number) of the bound machine: what the public repair report (`/repair/report?sn=`) is filed under; null while pending.' })
  sn!: string | null;

  @Field({ description: 'Whether a repair can be reported from here: the code is bound to a machine with an SN.' })
  repairAvailable!: boolean;
}
