import { ApiToken } from '../modules/auth/api-token.entity';
import { Session } from '../modules/auth/session.entity';
import { Customer } from '../modules/customers/customer.entity';
import { DeviceCredential } from '../modules/devices/device-credential.entity';
import { Device } from '../modules/devices/device.entity';
import { WorkShift } from '../modules/efficiency/work-shift.entity';
import { RolePolicy } from '../modules/permissions/role-policy.entity';
import { Product } from '../modules/products/product.entity';
import { ParameterFormat } from '../modules/telemetry/parameter-format.entity';
import { Alarm, PieceCount, StatusChange } from '../modules/telemetry/telemetry.entities';
import { Tenant } from '../modules/tenants/tenant.entity';
import { User } from '../modules/users/user.entity';
import { TenantOwned } from './tenant-owned';

export const ENTITIES = [TenantOwned, Tenant, User, Session, ApiToken, RolePolicy, Customer, Product, Device, DeviceCredential, ParameterFormat, StatusChange, Alarm, PieceCount, WorkShift];

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
  WorkShift: 'platform-wide until shifts become per tenant (the customers-and-machines work)',
};
