import { ArgsType, Field, ID, InputType, ObjectType } from 'type-graphql';
import { TABLE_PAGING } from '../../contract/paging';
import { PageArgsOf, Paginated } from '../../core/paging';
import type { Role } from '../../contract/roles';
import { RoleEnum } from '../../graphql/enums';
import { User } from './user.entity';
import { TEXT_BOUNDS } from '../../contract/validation';
import { Bounded } from '../../graphql/input-guard';

@ObjectType({ description: 'A page of users, newest first.' })
export class UserPage extends Paginated<User>(() => User, { items: 'Users of this page.', total: "Users matching the search in the caller's tenants." }) {}

@ArgsType()
export class UserListArgs extends PageArgsOf(TABLE_PAGING) {
  @Bounded(TEXT_BOUNDS.search)
  @Field(() => String, { nullable: true, description: 'Part of the name or account.' })
  search?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only this tenant (must be in scope).' })
  tenantId?: string | null;
}

/**
 * What the add-user and add-member dialogs share (spec part 2 section 5): the new account and its
 * contact. Abstract: only the two inputs below are in the schema, each with its own tenant and roles.
 */
@InputType()
export abstract class NewAccountInput {
  @Bounded(TEXT_BOUNDS.userName)
  @Field({ description: 'Name, 2-20 characters.' })
  name!: string;

  @Bounded(TEXT_BOUNDS.account)
  @Field({ description: 'Sign-in account: a letter first, 3-16 letters, digits or underscores; unique.' })
  account!: string;

  @Bounded(TEXT_BOUNDS.password)
  @Field({ description: 'Password, 8-20 characters with upper- and lower-case letters and digits.' })
  password!: string;

  @Bounded(TEXT_BOUNDS.password)
  @Field({ description: 'The password again.' })
  confirmPassword!: string;

  @Bounded(TEXT_BOUNDS.phone)
  @Field(() => String, { nullable: true, description: 'Mainland mobile; unique.' })
  phone?: string | null;

  @Bounded(TEXT_BOUNDS.email)
  @Field(() => String, { nullable: true, description: 'Email.' })
  email?: string | null;
}

@InputType({ description: 'The add-user dialog. Rules: spec part 2 section 5; violations return errorno 1003 with `extensions.fields`.' })
export class AddUserInput extends NewAccountInput {
  @Field(() => ID, { nullable: true, description: "Tenant of the new user; defaults to the caller's tenant. Must be in the caller's scope." })
  tenantId?: string | null;

  @Field(() => RoleEnum, { description: 'tenant_admin or user.' })
  role!: Role;
}

/**
 * What the edit-user dialog and the member account dialog share (spec part 2 section 6): the
 * account's name and contact. Abstract: each input adds the roles its dialog offers.
 */
@InputType()
export abstract class EditedAccountInput {
  @Bounded(TEXT_BOUNDS.userName)
  @Field({ description: 'Name, 2-20 characters.' })
  name!: string;

  @Bounded(TEXT_BOUNDS.phone)
  @Field(() => String, { nullable: true, description: 'Mobile number; unique. None clears it.' })
  phone?: string | null;

  @Bounded(TEXT_BOUNDS.email)
  @Field(() => String, { nullable: true, description: 'Email. None clears it.' })
  email?: string | null;
}

@InputType({ description: 'The edit-user dialog: the account and password cannot be changed here.' })
export class UpdateUserInput extends EditedAccountInput {
  @Field(() => ID, { description: 'The user id.' })
  id!: string;

  @Field(() => RoleEnum, { description: 'tenant_admin or user.' })
  role!: Role;
}
