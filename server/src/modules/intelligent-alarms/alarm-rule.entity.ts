import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import type { AlarmRuleKind } from '../../contract/alarm-rules';
import { TenantOwned } from '../../db/tenant-owned';
import { Device } from '../devices/device.entity';

/**
 * An intelligent alarm rule of a device (spec part 2 section 3: high and low limits, interval,
 * ahead time and life of wear parts, condition alarms), on one of its parameters. Owned by the
 * device's tenant. The ingest keeps a device's rules in memory with its other settings.
 */
@Entity()
@Index({ properties: ['device', 'position'] })
export class DeviceAlarmRule extends TenantOwned {
  [OptionalProps]?: 'high' | 'low' | 'deadband' | 'lifetime' | 'advance' | 'op' | 'value' | 'opensRepair';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Device, { ref: true, deleteRule: 'cascade' })
  device!: Ref<Device>;

  /** The parameter key it watches (`device/{uuid}/{param}`). */
  @Property({ type: 'string', length: 50 })
  param!: string;

  /** limit, wear or condition (checked by the service; a plain column like the other enums). */
  @Property({ type: 'string', length: 16 })
  kind!: AlarmRuleKind;

  @Property({ type: 'double', nullable: true })
  high?: number | null = null;

  @Property({ type: 'double', nullable: true })
  low?: number | null = null;

  @Property({ type: 'double', nullable: true })
  deadband?: number | null = null;

  @Property({ type: 'double', nullable: true })
  lifetime?: number | null = null;

  @Property({ type: 'double', nullable: true })
  advance?: number | null = null;

  @Property({ type: 'string', length: 2, nullable: true })
  op?: string | null = null;

  @Property({ type: 'string', length: 50, nullable: true })
  value?: string | null = null;

  /** Seconds between reminders while raised. */
  @Property({ type: 'double' })
  interval!: number;

  @Property({ type: 'boolean' })
  opensRepair: boolean = false;

  /** Order in the device's list. */
  @Property({ type: 'integer' })
  position!: number;
}
