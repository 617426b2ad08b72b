import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { TenantOwned } from '../../db/tenant-owned';

/**
 * A label of a tenant, within a group of labels (spec: tags with a group id, such as
 * `product_manuals`). Generic, so later features label their records the same way: a
 * feature links its records to tags (many-to-many) and filters by them in the database.
 */
@ObjectType({ description: 'A tag of a tenant within a group of tags (product manual tags are group `product_manuals`).' })
@Entity()
@Unique({ properties: ['tenant', 'group', 'name'] })
// A tag filter finds tags by group and name (a record's tags are of the record's own tenant, whose scope applies).
@Index({ properties: ['group', 'name'] })
export class Tag extends TenantOwned {
  @Field(() => ID)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field({ description: 'The group the tag belongs to, such as `product_manuals`.' })
  @Property({ type: 'string', length: 50, fieldName: 'tag_group' })
  group!: string;

  @Field({ description: 'The tag text, unique within its tenant and group.' })
  @Property({ type: 'string', length: 50 })
  name!: string;
}
