import { Entity, OptionalProps, PrimaryKey, Property, t } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import type { Language, Role } from '../../contract/roles';
import { TenantOwned } from '../../db/tenant-owned';
import { LanguageEnum, RoleEnum } from '../../graphql/enums';

@ObjectType({ description: 'A person who signs in: staff of a maker, a maintainer, a tenant administrator or a customer.' })
@Entity({ tableName: 'app_user' })
export class User extends TenantOwned {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'language' | 'phoneSetByOther' | 'smsEntryOnOthersNumber';

  @Field(() => ID)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field({ description: 'Display name (shown as username).' })
  @Property({ type: 'string', length: 20 })
  name!: string;

  @Field({ description: 'Login account: starts with a letter, 3-16 letters, digits or underscore. Unique.' })
  @Property({ type: 'string', length: 16, unique: true })
  account!: string;

  @Field(() => RoleEnum)
  @Property({ type: 'string', length: 20 })
  role!: Role;

  @Field(() => String, { nullable: true, description: 'Mainland China mobile number.' })
  @Property({ type: 'string', length: 20, nullable: true })
  phone?: string | null;

  /**
   * Whether the phone was set by another account than its owner and not by super_admin (an
   * administrator's dialog). Such a number may not follow its account into an administrator
   * role (the number signs an administrator in by SMS): see `updateUser`. Not exposed.
   */
  @Property({ type: 'boolean' })
  phoneSetByOther: boolean = false;

  /**
   * Whether an SMS code sent to a number another account set has signed this account in or reset
   * its password: whoever holds that number may hold a session, a token or the password, which a
   * cleared number does not take back. Such an account is made an administrator by super_admin only.
   */
  @Property({ type: 'boolean' })
  smsEntryOnOthersNumber: boolean = false;

  @Field(() => String, { nullable: true, description: 'Email address (at most 254 characters).' })
  @Property({ type: 'string', length: 254, nullable: true })
  email?: string | null;

  /** argon2id hash; never exposed. */
  @Property({ type: 'string', length: 200, lazy: true })
  passwordHash!: string;

  @Field(() => LanguageEnum, { nullable: true, description: "Interface language kept for this user; null follows the browser." })
  @Property({ type: 'string', length: 8, nullable: true })
  language?: Language | null = null;

  @Field(() => String, { nullable: true, description: 'Avatar picture URL; initials are shown when absent.' })
  @Property({ type: 'string', length: 300, nullable: true })
  avatarUrl?: string | null;

  @Field()
  @Property({ type: t.datetime })
  createdAt: Date = new Date();

  @Field()
  @Property({ type: t.datetime, onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
