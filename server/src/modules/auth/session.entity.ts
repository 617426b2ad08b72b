import { Entity, OptionalProps, ManyToOne, PrimaryKey, Property, type Ref, t } from '@mikro-orm/core';
import { User } from '../users/user.entity';

/** A sign-in. The token itself is never stored, only its SHA-256 hash. */
@Entity()
export class Session {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  @Property({ type: t.datetime })
  createdAt: Date = new Date();

  @Property({ type: t.datetime })
  expiresAt!: Date;

  @Property({ type: t.datetime, nullable: true })
  revokedAt?: Date | null;

  @Property({ type: 'string', length: 64, nullable: true })
  ip?: string | null;

  @Property({ type: 'string', length: 300, nullable: true })
  userAgent?: string | null;
}
