import { Entity, Index, ManyToOne, PrimaryKey, Property, type Ref, Unique, t } from '@mikro-orm/core';
import type { SystemMessageType } from '../../contract/system-messages';
import { TenantOwned } from '../../db/tenant-owned';
import { Tenant } from '../tenants/tenant.entity';
import { User } from '../users/user.entity';

/**
 * A sent system message: its type, title, content, time and sender. Not tenant-owned itself:
 * a caller reaches it only through a receipt of their own (below), whose tenant filter applies.
 */
@Entity({ tableName: 'system_message' })
export class SystemMessage {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 20 })
  type!: SystemMessageType;

  @Property({ type: 'string', length: 50 })
  title!: string;

  @Property({ type: 'string', length: 500 })
  content!: string;

  @Property({ type: t.datetime })
  sentAt!: Date;

  /** Who sent it (kept as a name too: the sender may be deleted later). */
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  sender?: Ref<User> | null;

  @Property({ type: 'string', length: 20 })
  senderName!: string;

  /** The sender's tenant (where the message was sent from). */
  @ManyToOne(() => Tenant, { ref: true, deleteRule: 'restrict' })
  senderTenant!: Ref<Tenant>;

  /** Sent to every user of the platform (super_admin), rather than to tenants. */
  @Property({ type: 'boolean' })
  toEveryone!: boolean;
}

/**
 * One recipient's copy of a message: their read state. Owned by the recipient's tenant (the
 * scope filter applies) and read only by the recipient's own user id. The type and time are
 * copied from the message so the list filters and sorts on this table alone, by index.
 */
@Entity({ tableName: 'system_message_receipt' })
@Unique({ properties: ['user', 'message'] })
@Index({ properties: ['user', 'sentAt'] })
@Index({ properties: ['user', 'readAt', 'sentAt'] })
export class SystemMessageReceipt extends TenantOwned {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @ManyToOne(() => SystemMessage, { ref: true, deleteRule: 'cascade' })
  message!: Ref<SystemMessage>;

  @Property({ type: 'string', length: 20 })
  type!: SystemMessageType;

  @Property({ type: t.datetime })
  sentAt!: Date;

  /** When the recipient read it; null while unread. */
  @Property({ type: t.datetime, nullable: true })
  readAt?: Date | null = null;
}
