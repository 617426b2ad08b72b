import { Entity, Index, ManyToOne, OneToOne, OptionalProps, PrimaryKey, Property, type Ref, t } from '@mikro-orm/core';
import type { MemberGender, MemberStatus } from '../../contract/members';
import { TenantOwned } from '../../db/tenant-owned';
import { Customer } from '../customers/customer.entity';
import { User } from '../users/user.entity';

/**
 * A maintenance member (spec part 2 section 3): the profile of a user account of a member
 * role (maintainadmin, maintainer), one per user, owned by the user's tenant.
 */
@Entity({ tableName: 'member' })
@Index({ properties: ['tenant', 'status'] })
export class Member extends TenantOwned {
  [OptionalProps]?: 'updatedAt' | 'remarkName' | 'gender' | 'status' | 'location' | 'serviceCustomer';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @OneToOne(() => User, { ref: true, owner: true, unique: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'string', length: 20 })
  remarkName: string = '';

  @Property({ type: 'string', length: 10 })
  gender: MemberGender = 'unknown';

  @Property({ type: 'string', length: 10 })
  status: MemberStatus = 'standby';

  /** The customer the member serves now (a customer of the member's scope). */
  @ManyToOne(() => Customer, { ref: true, nullable: true, deleteRule: 'set null' })
  serviceCustomer?: Ref<Customer> | null = null;

  @Property({ type: 'string', length: 100 })
  location: string = '';

  @Property({ type: t.datetime, onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/** A check-in of a member: when and where (the member's own record; owned by the member's tenant). */
@Entity({ tableName: 'member_check_in' })
@Index({ properties: ['member', 'at'] })
export class MemberCheckIn extends TenantOwned {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Member, { ref: true, deleteRule: 'cascade' })
  member!: Ref<Member>;

  @Property({ type: t.datetime })
  at!: Date;

  @Property({ type: 'string', length: 100 })
  place!: string;
}
