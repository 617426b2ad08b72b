import { Entity, Index, OptionalProps, PrimaryKey, Property, t } from '@mikro-orm/core';
import type { FileKind } from '../../contract/files';
import { TenantOwned } from '../../db/tenant-owned';

/**
 * One upload as its tenant holds it: the original name, what the content turned out to be,
 * and where its bytes are (`bucket` and `md5name`, the content hash with the sniffed
 * extension). Several records may share one blob (the same bytes uploaded twice, or by two
 * tenants); each delete removes one record, and the blob goes with the last (file.service.ts).
 */
@Entity()
@Index({ properties: ['bucket', 'md5name'] })
// Each upload sums its uploader's bytes of the last day (uploaderQuota).
@Index({ properties: ['uploaderId', 'createdAt'] })
export class StoredFile extends TenantOwned {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 63 })
  bucket!: string;

  /** `<sha256 hex>.<ext>` (the spec's field name; the hash is SHA-256). */
  @Property({ type: 'string', length: 80 })
  md5name!: string;

  /** The original file name, trimmed and checked (contract/files.ts `fileNameProblem`). */
  @Property({ type: 'string', length: 255 })
  filename!: string;

  @Property({ type: 'integer' })
  size!: number;

  /** Sniffed from the content, never taken from the client. */
  @Property({ type: 'string', length: 100 })
  mime!: string;

  @Property({ type: 'string', length: 16 })
  kind!: FileKind;

  /** Pixels, for pictures (read from the picture's header). */
  @Property({ type: 'integer', nullable: true })
  width?: number | null;

  @Property({ type: 'integer', nullable: true })
  height?: number | null;

  /** Who uploaded it (null for the demo seed); a plain id, so removing a user keeps the tenant's files. */
  @Property({ type: 'integer', nullable: true })
  uploaderId?: number | null;

  @Property({ type: t.datetime })
  createdAt: Date = new Date();
}
