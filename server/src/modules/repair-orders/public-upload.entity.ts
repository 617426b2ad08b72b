import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref, Unique, t } from '@mikro-orm/core';
import type { FileKind } from '../../contract/files';
import { TenantOwned } from '../../db/tenant-owned';
import { StoredFile } from '../files/stored-file.entity';

/**
 * A pass of the public repair report (public-upload.service.ts): what a passed drag
 * verification was exchanged for, bound to the machine of one SN and owned by its tenant.
 * Uploads of the public form need it, and the report spends it. Only the token's SHA-256 is
 * kept (the token itself is shown once, to the visitor).
 */
@Entity()
@Index({ properties: ['expiresAt'] })
@Index({ properties: ['createdAt'] })
export class PublicRepairPass extends TenantOwned {
  [OptionalProps]?: 'createdAt' | 'usedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** SHA-256 of the token, hex. */
  @Property({ type: 'string', length: 64 })
  @Unique()
  tokenHash!: string;

  /** The machine's SN as its archive holds it. */
  @Property({ type: 'string', length: 100 })
  sn!: string;

  /** The machine archive (a plain id: the pass outlives nothing it names). */
  @Property({ type: 'integer' })
  productId!: number;

  /** The client address the pass was issued to (the per-address limits). */
  @Property({ type: 'string', length: 64 })
  address!: string;

  @Property({ type: t.datetime })
  expiresAt!: Date;

  /** When the report spent it; uploads are refused from then on. */
  @Property({ type: t.datetime, nullable: true })
  usedAt?: Date | null = null;

  @Property({ type: t.datetime })
  createdAt: Date = new Date();
}

/**
 * A file uploaded with a pass: which record, of which kind and size, from which address, and
 * whether the report took it (`claimed`). Unclaimed ones go once their pass is used or expired.
 */
@Entity()
@Index({ properties: ['address', 'createdAt'] })
@Index({ properties: ['sn', 'createdAt'] })
export class PublicRepairUpload extends TenantOwned {
  [OptionalProps]?: 'createdAt' | 'claimed';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => PublicRepairPass, { ref: true, deleteRule: 'cascade', index: true })
  pass!: Ref<PublicRepairPass>;

  /** The stored record; removing it (a signed-in DELETE /files) removes this row too. */
  @ManyToOne(() => StoredFile, { ref: true, deleteRule: 'cascade', index: true })
  file!: Ref<StoredFile>;

  @Property({ type: 'string', length: 16 })
  kind!: FileKind;

  @Property({ type: 'integer' })
  size!: number;

  /** The machine's SN (the per-SN byte limit). */
  @Property({ type: 'string', length: 100 })
  sn!: string;

  @Property({ type: 'string', length: 64 })
  address!: string;

  @Property({ type: 'boolean' })
  claimed: boolean = false;

  @Property({ type: t.datetime })
  createdAt: Date = new Date();
}
