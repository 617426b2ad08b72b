import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

/** A planned work shift: the planned busy time of OEE availability. */
@ObjectType({ description: 'A work shift (local time of the configured zone); shifts make up the planned busy time of OEE.' })
@Entity()
export class WorkShift {
  @Field(() => ID)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field({ description: 'Name, at most 16 characters.' })
  @Property({ type: 'string', length: 16 })
  name!: string;

  @Field({ description: 'Start, HH:mm local time.' })
  @Property({ type: 'string', length: 5 })
  start!: string;

  @Field({ description: 'End, HH:mm local time; before the start means the shift crosses midnight.' })
  @Property({ type: 'string', length: 5 })
  end!: string;
}
