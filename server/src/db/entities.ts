import { Session } from '../modules/auth/session.entity';
import { Customer } from '../modules/devices/customer.entity';
import { DeviceCredential } from '../modules/devices/device-credential.entity';
import { Device } from '../modules/devices/device.entity';
import { ParameterFormat } from '../modules/devices/parameter-format.entity';
import { Product } from '../modules/devices/product.entity';
import { WorkShift } from '../modules/efficiency/work-shift.entity';
import { RolePolicy } from '../modules/permissions/role-policy.entity';
import { Alarm, PieceCount, StatusChange } from '../modules/telemetry/telemetry.entities';
import { Tenant } from '../modules/tenants/tenant.entity';
import { User } from '../modules/users/user.entity';

export const ENTITIES = [Tenant, User, Session, RolePolicy, Customer, Product, Device, DeviceCredential, ParameterFormat, StatusChange, Alarm, PieceCount, WorkShift];
