import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

/** How a live parameter is shown (the client's `formatTime` map). */
@ObjectType({ description: 'Display format of a live parameter: its type (time, time_wear or other) and unit.' })
@Entity()
export class ParameterFormat {
  @Field(() => ID)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field({ description: 'Parameter key as published, e.g. `WHstatus_ElapsedTime` or `LaserPower`.' })
  @Property({ type: 'string', length: 64, unique: true })
  key!: string;

  @Field({ description: '`time` (seconds shown as hours), `time_wear` (consumable life) or `other`.' })
  @Property({ type: 'string', length: 16 })
  type!: string;

  @Field(() => String, { nullable: true, description: 'Unit shown beside the value, e.g. W, bar, °C.' })
  @Property({ type: 'string', length: 16, nullable: true })
  unit?: string | null;
}
