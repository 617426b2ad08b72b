import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique, type Ref, t } from '@mikro-orm/core';
import { Device } from '../devices/device.entity';

/**
 * Facts the ingest persists. Each has a natural key (device, time, value) so a
 * redelivered MQTT message inserts nothing new (insert ... on conflict do nothing).
 */
@Entity()
@Unique({ properties: ['device', 'at', 'status'] })
@Index({ properties: ['device', 'at'] })
export class StatusChange {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Device, { ref: true, deleteRule: 'cascade', index: false })
  device!: Ref<Device>;

  @Property({ type: 'string', length: 16 })
  status!: string;

  /** When the machine entered the status (UTC). */
  @Property({ type: t.datetime })
  at!: Date;
}

@Entity()
@Unique({ properties: ['device', 'at', 'text'] })
export class Alarm {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Device, { ref: true, deleteRule: 'cascade', index: false })
  device!: Ref<Device>;

  @Property({ type: 'string', length: 500 })
  text!: string;

  @Property({ type: t.datetime })
  at!: Date;
}

@Entity()
@Unique({ properties: ['device', 'at'] })
export class PieceCount {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Device, { ref: true, deleteRule: 'cascade', index: false })
  device!: Ref<Device>;

  /** The machine's piece counter as reported (cumulative). */
  @Property({ type: 'integer' })
  count!: number;

  @Property({ type: t.datetime })
  at!: Date;
}
