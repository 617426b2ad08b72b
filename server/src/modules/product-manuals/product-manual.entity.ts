import { Collection, Entity, Index, ManyToMany, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref, t } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { FileEntryValue } from '../../contract/files';
import { INITIAL_SHELF_STATUS, type ManualParam, type ShelfStatus } from '../../contract/product-manuals';
import { TenantOwned } from '../../db/tenant-owned';
import { FileEntry } from '../files/file-entry.types';
import { Tag } from '../tags/tag.entity';
import { ProductManualParam, ShelfStatusEnum } from './product-manual.enums';

/** The index of every filter column (see the entity). */
export const PRODUCT_MANUAL_FILTER_INDEX = 'product_manual_filter_index';

/**
 * A product manual: the catalogue entry customer service publishes for a product model
 * (spec part 2 section 3), not the per-machine archive (`Product`). Tenant-owned; the
 * indexes serve the list's sorts and time ranges within the tenant filter.
 */
@ObjectType({ description: 'A product manual: the catalogue entry of a product model that customer service publishes (cover, pictures, attachments, spec parameters, tags), on or off the shelf.' })
@Entity({ tableName: 'product_manual' })
@Index({ properties: ['tenant'] })
@Index({ properties: ['createTime'] })
@Index({ properties: ['onTheShelfTime'] })
@Index({ properties: ['status', 'createTime'] })
// Sorting by status: an index holds the row id after its columns, so this one gives (status, id).
@Index({ properties: ['status'] })
@Index({ properties: ['name'] })
@Index({ properties: ['model'] })
// Every filter column beside the owner: the list's count reads it alone (index only) instead of
// the rows with their JSON lists (docs/benchmarks.md, "Product list"). Named: the SQLite count names it.
@Index({ name: PRODUCT_MANUAL_FILTER_INDEX, properties: ['tenant', 'status', 'createTime', 'onTheShelfTime', 'name', 'model', 'description', 'note'] })
export class ProductManual extends TenantOwned {
  [OptionalProps]?: 'description' | 'note' | 'detailPictures' | 'files' | 'params' | 'status' | 'createTime' | 'onTheShelfTime' | 'version';

  @Field(() => ID, { description: 'The manual id (the spec\'s product_id).' })
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field({ description: 'Product name, at most 20 characters.' })
  @Property({ type: 'string', length: 20 })
  name!: string;

  @Field({ description: 'Model, at most 50 characters.' })
  @Property({ type: 'string', length: 50 })
  model!: string;

  @Field({ description: 'Description (product introduction), at most 200 characters; empty when none.' })
  @Property({ type: 'string', length: 200 })
  description: string = '';

  @Field({ description: 'Note (remarks), at most 200 characters; empty when none.' })
  @Property({ type: 'string', length: 200 })
  note: string = '';

  @Field(() => [FileEntry], { description: 'The cover picture: exactly one.' })
  @Property({ type: 'json' })
  coverPicture!: FileEntryValue[];

  @Field(() => [FileEntry], { description: 'Detail pictures, at most 15, in display order.' })
  @Property({ type: 'json' })
  detailPictures: FileEntryValue[] = [];

  @Field(() => [FileEntry], { description: 'Attachments, at most 5, in display order.' })
  @Property({ type: 'json' })
  files: FileEntryValue[] = [];

  @Field(() => [ProductManualParam], { description: 'Spec parameters in display order: title rows (`name` is `param_title`, `value` the title) and name/value rows. At most 200.' })
  @Property({ type: 'json' })
  params: ManualParam[] = [];

  @Field(() => ShelfStatusEnum, { description: 'onTheShelf (shown to customers) or offshelf. A new manual starts off the shelf.' })
  @Property({ type: 'string', length: 16 })
  status: ShelfStatus = INITIAL_SHELF_STATUS;

  @Field(() => Date, { description: 'When the manual was created (UTC).' })
  @Property({ type: t.datetime })
  createTime: Date = new Date();

  @Field(() => Date, { nullable: true, description: 'When the manual was last put on the shelf (UTC); null if it never was. Kept when it is taken off.' })
  @Property({ type: t.datetime, nullable: true })
  onTheShelfTime: Date | null = null;

  @Field(() => Int, { description: 'Counts edits: 1 when created, one more after each `updateProductManual`. An edit that names the version it started from (`baseVersion`) is refused over a newer one (errorno 1010007), so two people editing one manual cannot overwrite each other unseen.' })
  @Property({ type: 'integer' })
  version: number = 1;

  /** Exposed through ProductManualResolver.tags (loaded for a whole page at once). */
  @ManyToMany({ entity: () => Tag, pivotEntity: () => ProductManualTag, owner: true })
  tags = new Collection<Tag>(this);
}

/** The link of a manual to one of its tags (the pivot table, explicit so the tag filter can query it). */
@Entity({ tableName: 'product_manual_tag' })
// The tag filter looks links up by tag (the primary key starts with the manual).
@Index({ properties: ['tag'] })
export class ProductManualTag {
  @ManyToOne(() => ProductManual, { primary: true, ref: true, deleteRule: 'cascade' })
  manual!: Ref<ProductManual>;

  @ManyToOne(() => Tag, { primary: true, ref: true, deleteRule: 'cascade' })
  tag!: Ref<Tag>;
}
