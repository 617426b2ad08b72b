import { ApiToken } from '../modules/auth/api-token.entity';
import { Session } from '../modules/auth/session.entity';
import { Dashboard } from '../modules/dashboards/dashboard.entity';
import { Customer, CustomerCollaborator, CustomerLog, CustomerImport } from '../modules/customers/customer.entity';
import { DeviceCredential } from '../modules/devices/device-credential.entity';
import { Device } from '../modules/devices/device.entity';
import { DeviceAttribute, DeviceBinding, DeviceQrCode } from '../modules/device-archives/device-archive.entities';
import { DeviceAlarmRule } from '../modules/intelligent-alarms/alarm-rule.entity';
import { WorkShift } from '../modules/efficiency/work-shift.entity';
import { Member, MemberCheckIn } from '../modules/members/member.entity';
import { SystemMessage, SystemMessageReceipt } from '../modules/system-messages/system-message.entity';
import { StoredBlob } from '../modules/files/stored-blob.entity';
import { StoredFile } from '../modules/files/stored-file.entity';
import { RolePolicy } from '../modules/permissions/role-policy.entity';
import { ProductDisplayConfig } from '../modules/product-manuals/product-display-config.entity';
import { ProductManual, ProductManualTag } from '../modules/product-manuals/product-manual.entity';
import { Product } from '../modules/products/product.entity';
import { RepairLookup, RepairOrder, RepairTimelineEntry, RepairReminder } from '../modules/repair-orders/repair-order.entity';
import { PublicRepairPass, PublicRepairUpload } from '../modules/repair-orders/public-upload.entity';
import { CheckOrder, MaintenancePlan } from '../modules/maintenance-plans/maintenance-plan.entity';
import { TableColumnSetting } from '../modules/table-columns/table-column-setting.entity';
import { Tag } from '../modules/tags/tag.entity';
import { ParameterFormat } from '../modules/telemetry/parameter-format.entity';
import { Alarm, PieceCount, StatusChange } from '../modules/telemetry/telemetry.entities';
import { Tenant } from '../modules/tenants/tenant.entity';
import { User } from '../modules/users/user.entity';
import { TenantOwned } from './tenant-owned';

export const ENTITIES = [TenantOwned, Tenant, User, Session, RolePolicy, Customer, Product, Device, DeviceCredential, ParameterFormat, StatusChange, Alarm, PieceCount, WorkShift, Tag, ProductManual, ProductManualTag, ProductDisplayConfig, TableColumnSetting, StoredFile, StoredBlob, ApiToken, Dashboard, CustomerCollaborator, CustomerLog, RepairOrder, RepairTimelineEntry, RepairLookup, DeviceAttribute, DeviceBinding, DeviceQrCode, SystemMessage, SystemMessageReceipt, Member, MemberCheckIn, DeviceAlarmRule, CustomerImport, RepairReminder, PublicRepairPass, PublicRepairUpload, MaintenancePlan, CheckOrder];

/**
 * Entities that are not tenant-owned rows themselves, and why that is safe. Every other
 * entity extends TenantOwned (or, for Tenant, filters on its own id); a test fails for an
 * entity that does neither and is not listed here, so a new table is classified on purpose.
 */
export const TENANCY_EXEMPT: Readonly<Record<string, string>> = {
  Session: 'read only by token hash or by its own user id (sign-in, sign-out), never listed for a caller',
  RolePolicy: 'platform-wide per role; changed only by super_admin',
  DeviceCredential: 'read only by the MQTT authenticator (a system path), never exposed',
  ParameterFormat: 'platform-wide display formats of parameter keys, the same for every tenant',
  StatusChange: "reached only through a device in the caller's scope",
  Alarm: "reached only through a device in the caller's scope",
  PieceCount: "reached only through a device in the caller's scope",
  ProductManualTag: "links a manual to its tags; reached only through a manual in the caller's scope (the list's tag filter selects manual ids, which the manual's own filter then scopes)",
  CustomerCollaborator: "links a customer to a user it is shared with; reached only through a customer in the caller's scope (and the caller's own user id)",
  SystemMessage: "a sent message: reached only through the caller's own receipt (SystemMessageReceipt, tenant-owned by the recipient's tenant and read by the recipient's user id)",
  StoredBlob: "one row per distinct content, shared by every tenant's records of those bytes (hash and size only); locked and counted by the files service, never listed or returned",
};
