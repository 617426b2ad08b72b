import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref, Unique, t } from '@mikro-orm/core';
import type { AttributeAccess, AttributeDataType, BindingRole, QrState } from '../../contract/device-archives';
import { TenantOwned } from '../../db/tenant-owned';
import { Device } from '../devices/device.entity';
import { User } from '../users/user.entity';

/**
 * A declared attribute of a device (spec part 2 section 3): what it may publish on
 * `device/{uuid}/{identifier}`. Owned by the device's tenant. At most 20 per device.
 */
@Entity()
@Unique({ properties: ['device', 'identifier'] })
export class DeviceAttribute extends TenantOwned {
  [OptionalProps]?: 'min' | 'max' | 'unit' | 'step' | 'description' | 'standard';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Device, { ref: true, deleteRule: 'cascade' })
  device!: Ref<Device>;

  @Property({ type: 'string', length: 50 })
  identifier!: string;

  @Property({ type: 'string', length: 20 })
  name!: string;

  @Enum({ items: ['read', 'readWrite'], type: 'string', length: 16 })
  access!: AttributeAccess;

  @Property({ type: 'boolean' })
  standard: boolean = false;

  /** One of ATTRIBUTE_DATA_TYPES (checked by the service; a plain column, as SQLite's introspection misreads this enum's check). */
  @Property({ type: 'string', length: 16 })
  dataType!: AttributeDataType;

  @Property({ type: 'double', nullable: true })
  min?: number | null = null;

  @Property({ type: 'double', nullable: true })
  max?: number | null = null;

  @Property({ type: 'string', length: 10, nullable: true })
  unit?: string | null = null;

  @Property({ type: 'double', nullable: true })
  step?: number | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  description?: string | null = null;

  /** Order in the device's list. */
  @Property({ type: 'integer' })
  position!: number;
}

/** A user bound to a device as Observer or Administrator (one administrator per device). Owned by the device's tenant. */
@Entity()
@Unique({ properties: ['device', 'user'] })
export class DeviceBinding extends TenantOwned {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Device, { ref: true, deleteRule: 'cascade' })
  device!: Ref<Device>;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Enum({ items: ['Observer', 'Administrator'], type: 'string', length: 16 })
  role!: BindingRole;

  @Property({ type: t.datetime })
  createdAt: Date = new Date();
}

/**
 * A QR code label of a machine (spec part 2 sections 3 and 4): generated in a batch for a
 * factory number, pending until bound to the device. `code` (128 random bits) is the public
 * page's address `/qr/{code}`, so the pages cannot be enumerated. Owned by the tenant of the
 * archive whose factory number it carries.
 */
@Entity()
@Index({ properties: ['factoryNumber', 'createdAt'] })
export class DeviceQrCode extends TenantOwned {
  [OptionalProps]?: 'createdAt' | 'state' | 'device' | 'boundAt' | 'remark';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 32, unique: true })
  code!: string;

  @Property({ type: 'string', length: 100 })
  factoryNumber!: string;

  @Property({ type: 'string', length: 20, nullable: true })
  remark?: string | null = null;

  @Enum({ items: ['pending', 'bound'], type: 'string', length: 16 })
  state: QrState = 'pending';

  @ManyToOne(() => Device, { ref: true, nullable: true, deleteRule: 'set null' })
  device?: Ref<Device> | null = null;

  @Property({ type: t.datetime })
  createdAt: Date = new Date();

  @Property({ type: t.datetime, nullable: true })
  boundAt?: Date | null = null;
}
