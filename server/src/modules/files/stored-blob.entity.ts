import { Entity, OptionalProps, PrimaryKey, Property, Unique, t } from '@mikro-orm/core';

/**
 * A blob in the storage, one row per distinct content and bucket. Writers lock it (an upload
 * of the same bytes, a delete of a record pointing at it) so "put the bytes in place" and
 * "remove the bytes with the last record" never interleave, on every instance.
 */
@Entity()
@Unique({ properties: ['bucket', 'md5name'] })
export class StoredBlob {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 63 })
  bucket!: string;

  @Property({ type: 'string', length: 80 })
  md5name!: string;

  @Property({ type: 'integer' })
  size!: number;

  @Property({ type: t.datetime })
  createdAt: Date = new Date();
}
