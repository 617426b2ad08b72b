import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref, t } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { TenantOwned } from '../../db/tenant-owned';
import { User } from '../users/user.entity';

/**
 * A named integrator token of a user: it acts as that user (role, policy, tenants), never
 * more. Only the SHA-256 of the secret is stored; the secret is shown once, at creation.
 * Tenant-owned by its user's tenant, so a tenant administrator's EntityManager sees the
 * tokens of the users in scope and no others.
 */
@ObjectType({ description: 'An integrator token: acts as its user with `Authorization: Bearer <secret>` (HTTP) or `connectionParams.token` (WebSocket). The secret itself is shown only once, by `createApiToken`.' })
@Entity()
@Index({ properties: ['user', 'revokedAt'] })
export class ApiToken extends TenantOwned {
  [OptionalProps]?: 'createdAt' | 'lastUsedAt' | 'revokedAt' | 'expiresAt';

  @Field(() => ID)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Field({ description: 'What the token is for, as its user named it (1-50 characters).' })
  @Property({ type: 'string', length: 50 })
  name!: string;

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  @Field({ description: 'The last 4 characters of the secret, to tell tokens apart.' })
  @Property({ type: 'string', length: 8 })
  hint!: string;

  @Field()
  @Property({ type: t.datetime })
  createdAt: Date = new Date();

  @Field(() => Date, { nullable: true, description: 'When the token stops working; null: until revoked.' })
  @Property({ type: t.datetime, nullable: true })
  expiresAt?: Date | null = null;

  @Field(() => Date, { nullable: true, description: 'When the token was last used (to the minute); null: never.' })
  @Property({ type: t.datetime, nullable: true })
  lastUsedAt?: Date | null = null;

  @Property({ type: t.datetime, nullable: true })
  revokedAt?: Date | null = null;
}
