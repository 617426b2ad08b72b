import { ArgsType, Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { MEMBER_GENDERS, MEMBER_SORT_KEYS, MEMBER_STATUSES, type MemberGender, type MemberSortKey, type MemberStatus } from '../../contract/members';
import { TABLE_PAGING, type SortDirection } from '../../contract/paging';
import type { Role } from '../../contract/roles';
import { TEXT_BOUNDS } from '../../contract/validation';
import { PageArgsOf, Paginated } from '../../core/paging';
import { RoleEnum, SortDirectionEnum, asEnum } from '../../graphql/enums';
import { Bounded } from '../../graphql/input-guard';
import { EditedAccountInput, NewAccountInput } from '../users/user.types';
import type { CheckInView, MemberView } from './member.service';

export const MemberStatusEnum = asEnum(MEMBER_STATUSES);
registerEnumType(MemberStatusEnum, { name: 'MemberStatus', description: 'working (at work), standby (on standby) or resting.' });

export const MemberGenderEnum = asEnum(MEMBER_GENDERS);
registerEnumType(MemberGenderEnum, { name: 'MemberGender', description: 'unknown, male or female.' });

export const MemberSortKeyEnum = asEnum(MEMBER_SORT_KEYS);
registerEnumType(MemberSortKeyEnum, { name: 'MemberSortKey', description: 'Sort column of the member list.' });

@ObjectType({ description: 'A check-in of a member: when and where.' })
export class MemberCheckInItem implements CheckInView {
  @Field(() => ID)
  id!: number;

  @Field({ description: 'When.' })
  at!: Date;

  @Field({ description: 'Where (plain text).' })
  place!: string;
}

@ObjectType('Member', { description: 'A maintenance member: the profile of a user account of role maintainadmin or maintainer.' })
export class MemberItem implements MemberView {
  @Field(() => ID, { description: 'The member id.' })
  id!: number;

  @Field(() => ID, { description: "The member's user account id." })
  userId!: number;

  @Field({ description: 'Login account.' })
  account!: string;

  @Field({ description: "The user's name." })
  name!: string;

  @Field(() => RoleEnum, { description: 'maintainadmin (administrator) or maintainer (ordinary member).' })
  role!: Role;

  /** Resolved by MemberResolver: shown only to those who see users or correct members' accounts. */
  phone!: string | null;

  email!: string | null;

  @Field({ description: 'Remark name, at most 20 characters (empty when none).' })
  remarkName!: string;

  @Field(() => MemberGenderEnum)
  gender!: MemberGender;

  @Field(() => MemberStatusEnum)
  status!: MemberStatus;

  @Field(() => ID, { nullable: true, description: 'The customer served now.' })
  serviceCustomerId!: number | null;

  @Field(() => String, { nullable: true, description: "The served customer's name." })
  serviceCustomerName!: string | null;

  @Field({ description: 'Location (the last check-in place unless edited), at most 100 characters.' })
  location!: string;

  @Field({ description: 'Last change of the profile.' })
  updatedAt!: Date;
}

@ObjectType({ description: 'A page of members.' })
export class MemberPage extends Paginated<MemberView>(() => MemberItem, { items: 'Members of this page.', total: "Members matching the filters in the caller's tenants." }) {}

@ArgsType()
export class MemberListArgs extends PageArgsOf(TABLE_PAGING) {
  @Bounded(TEXT_BOUNDS.search)
  @Field(() => String, { nullable: true, description: 'Part of the account, name or remark name (trimmed).' })
  search?: string | null;

  @Field(() => MemberStatusEnum, { nullable: true, description: 'Only members of this status.' })
  status?: MemberStatus | null;

  @Field(() => ID, { nullable: true, description: 'Only members serving this customer.' })
  serviceCustomerId?: string | null;

  @Field(() => MemberSortKeyEnum, { defaultValue: 'account', description: 'Column to sort by (account by default).' })
  sortKey!: MemberSortKey;

  @Field(() => SortDirectionEnum, { defaultValue: 'asc', description: 'asc (default) or desc.' })
  sortDirection!: SortDirection;
}

@InputType({ description: "A member's profile. Rules (errorno 1003): remark name at most 20, location at most 100 characters; a gender and a status." })
export class MemberInput {
  @Bounded(TEXT_BOUNDS.memberText)
  @Field(() => String, { nullable: true, description: 'Remark name, at most 20 characters.' })
  remarkName?: string | null;

  @Bounded(TEXT_BOUNDS.memberText)
  @Field(() => String, { description: 'unknown, male or female.' })
  gender!: string;

  @Bounded(TEXT_BOUNDS.memberText)
  @Field(() => String, { description: 'working, standby or resting.' })
  status!: string;

  @Field(() => ID, { nullable: true, description: "The customer served now (one of the caller's tenants: errorno 1123 otherwise); none clears it." })
  serviceCustomerId?: string | null;

  @Bounded(TEXT_BOUNDS.memberText)
  @Field(() => String, { nullable: true, description: 'Location, at most 100 characters.' })
  location?: string | null;
}

@ObjectType({ description: 'A customer a member may serve: its id and name.' })
export class MemberCustomerChoice {
  @Field(() => ID)
  id!: number;

  @Field({ description: 'Company name.' })
  name!: string;
}

@InputType({
  description:
    "A maintenance member's account as the member list corrects it (the edit-user dialog of spec part 2 section 6 with the member roles): the account and password are not changed here. Violations return errorno 1003 with `extensions.fields`.",
})
export class MemberAccountInput extends EditedAccountInput {
  @Field(() => RoleEnum, { description: 'maintainadmin or maintainer.' })
  role!: Role;
}

@InputType({ description: 'The add-member dialog: the add-user dialog (spec part 2 section 5) for a maintenance member. Violations return errorno 1003 with `extensions.fields`.' })
export class AddMemberInput extends NewAccountInput {
  @Field(() => ID, { nullable: true, description: "Tenant of the new member; defaults to the caller's tenant. Must be in the caller's scope." })
  tenantId?: string | null;

  @Field(() => RoleEnum, { description: 'maintainadmin or maintainer.' })
  role!: Role;
}
