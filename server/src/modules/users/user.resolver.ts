import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Role } from '../../contract/roles';
import type { AppContext } from '../../graphql/context';
import { RoleEnum } from '../../graphql/enums';
import { requireAuth } from '../../graphql/guards';
import { Tenant } from '../tenants/tenant.entity';
import { User } from './user.entity';
import { AddUserInput, UpdateUserInput, UserListArgs, UserPage } from './user.types';
import { addUser, listUsers, updateUser } from './user.service';
import { API, Permission } from '../permissions/apis';

@Resolver(() => User)
export class UserResolver {
  @Permission(API.userList)
  @Query(() => UserPage, { description: "Users of the caller's tenant and its sub-tenants, newest first." })
  users(@Ctx() ctx: AppContext, @Args() args: UserListArgs): Promise<UserPage> {
    return listUsers(ctx.em, ctx.scope, args);
  }

  @Permission(API.userAdd)
  @Mutation(() => User, { description: "Adds a user with the add-user dialog rules. A new administrator (tenant_admin) is added without a phone unless you are super_admin (`phone_admin_own`: the phone signs its owner in by SMS, so it is theirs to set): errorno 1003." })
  addUser(@Ctx() ctx: AppContext, @Arg('input') input: AddUserInput): Promise<User> {
    return addUser(ctx.em, ctx.scope, requireAuth(ctx), input);
  }

  @Permission(API.userEdit)
  @Mutation(() => User, { description: "Edits a user in scope: name, role, phone and email. Not your own role (`role_own`), nor the role of a tenant's last administrator (`role_last_admin`), nor another administrator's (tenant_admin, maintainadmin) phone unless you are super_admin (`phone_admin_own`: the phone signs its owner in by SMS), nor a change of role into an administrator role keeping a phone another administrator set (`phone_set_by_other`: clear it, the new administrator sets their own) or of an account entered by SMS with such a phone (`role_sms_entry_by_other`), unless you are super_admin: errorno 1003. Setting a phone needs a signed-in session, not an integrator token (1034)." })
  updateUser(@Ctx() ctx: AppContext, @Arg('input') input: UpdateUserInput): Promise<User> {
    return updateUser(ctx.em, requireAuth(ctx), input);
  }

  @FieldResolver(() => Tenant, { description: 'The tenant the user belongs to.' })
  tenant(@Root() user: User, @Ctx() ctx: AppContext): Promise<Tenant> {
    // A user's own tenant is always visible to whoever may see the user. The identity map
    // answers repeats, so a page of users costs one query per distinct tenant.
    return ctx.em.findOneOrFail(Tenant, { id: user.tenant.id }, { filters: false });
  }

  @FieldResolver(() => [RoleEnum], { description: 'The roles of the user as a list (the client keeps `roles` in its stored user info); today always one role.' })
  roles(@Root() user: User): Role[] {
    return [user.role];
  }

  @FieldResolver(() => ID)
  tenantId(@Root() user: User): number {
    return user.tenant.id;
  }
}
