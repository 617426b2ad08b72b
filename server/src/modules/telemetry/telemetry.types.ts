import { GraphQLJSON } from 'graphql-scalars';
import { Field, Float, ObjectType } from 'type-graphql';
import { Paginated } from '../../core/paging';
import { type DeviceStatus, DeviceStatusEnum } from '../devices/device-status';
import type { Device } from '../devices/device.entity';

@ObjectType({ description: 'One alarm a device raised.' })
export class AlarmRow {
  @Field({ description: 'Alarm text.' })
  value!: string;

  @Field({ description: 'When the device raised it (UTC).' })
  timeStamp!: Date;
}

@ObjectType({ description: 'A page of alarms, newest first.' })
export class AlarmPage extends Paginated<AlarmRow>(() => AlarmRow, { items: 'Alarms of this page.', total: 'All alarms of the device.' }) {}

@ObjectType({ description: 'The latest value of one live parameter of a device.' })
export class ParameterValue {
  @Field({ description: 'Device uuid.' })
  uuid!: string;

  @Field({ description: 'Parameter key, e.g. `LaserPower` or `WHstatus_ExecState`.' })
  key!: string;

  @Field(() => GraphQLJSON, { nullable: true, description: 'Value as the device sent it (number, string, boolean or object).' })
  value!: unknown;

  @Field(() => Date, { description: "The device's time of the value (UTC)." })
  timeStamp!: Date | string;
}

@ObjectType({ description: 'Parameter values of several devices, gathered over a short interval and delivered together.' })
export class ParameterValueBatch {
  @Field(() => [ParameterValue], { description: 'Every value published since the previous batch, in arrival order (oldest first).' })
  values!: ParameterValue[];
}

@ObjectType({ description: 'Progress of the running program in percent, from `processrate/{uuid}`.' })
export class ProcessRate {
  @Field({ description: 'Device uuid.' })
  uuid!: string;

  @Field(() => Float, { description: 'Progress, 0 to 100.' })
  value!: number;

  @Field(() => Date, { description: "The device's time of the value (UTC)." })
  timeStamp!: Date | string;
}

@ObjectType({ description: 'A status a device reported, or Offline recorded after it went silent.' })
export class DeviceStatusChange {
  @Field({ description: 'Device uuid.' })
  uuid!: string;

  @Field(() => DeviceStatusEnum, { description: 'The new status.' })
  status!: DeviceStatus;

  @Field(() => Date, { description: 'When the device entered the status (UTC).' })
  at!: Date | string;

  /** The device entity when the event came with it (the snapshot); otherwise `device` loads it. */
  loaded?: Device;
}

@ObjectType({ description: 'An alarm as it is raised.' })
export class DeviceAlarm {
  @Field({ description: 'Device uuid.' })
  uuid!: string;

  @Field({ description: 'Alarm text.' })
  value!: string;

  @Field(() => Date, { description: 'When the device raised it (UTC).' })
  timeStamp!: Date | string;
}

@ObjectType({ description: 'A data table changed; show the refresh dot when `version` is newer than the table\'s.' })
export class TableVersion {
  @Field({ description: 'Table name, e.g. `device` or `alarm`.' })
  table!: string;

  @Field(() => Float, { description: 'New version (milliseconds since the epoch of the change).' })
  version!: number;
}
