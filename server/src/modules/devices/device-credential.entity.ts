import { Entity, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Device } from './device.entity';

/** MQTT credentials of a device: username = device uuid, argon2id password hash. Never exposed. */
@Entity()
export class DeviceCredential {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Device, { ref: true, deleteRule: 'cascade' })
  device!: Ref<Device>;

  @Property({ type: 'string', length: 64, unique: true })
  username!: string;

  @Property({ type: 'string', length: 200 })
  passwordHash!: string;
}
