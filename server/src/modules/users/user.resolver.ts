import { Arg, Ctx, Directive, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../graphql/context';
import { requireAuth } from '../../graphql/guards';
import { Tenant } from '../tenants/tenant.entity';
import { User } from './user.entity';
import { AddUserInput, UpdateUserInput, UserPage } from './user.types';
import { addUser, listUsers, updateUser } from './user.service';

@Resolver(() => User)
export class UserResolver {
  @Directive('@permission(path: "/user", method: GET, summary: "List users")')
  @Query(() => UserPage, { description: "Users of the caller's tenant and its sub-tenants, newest first." })
  users(
    @Ctx() ctx: AppContext,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: 20, description: '10, 20, 30, 40 or 50.' }) pageSize: number,
    @Arg('search', () => String, { nullable: true, description: 'Part of the name or account.' }) search?: string | null,
    @Arg('tenantId', () => ID, { nullable: true, description: 'Only this tenant (must be in scope).' }) tenantId?: string | null,
  ): Promise<UserPage> {
    return listUsers(ctx.em, ctx.scope, { page, pageSize, search, tenantId });
  }

  @Directive('@permission(path: "/user", method: POST, summary: "Add a user")')
  @Mutation(() => User, { description: 'Adds a user with the add-user dialog rules.' })
  addUser(@Ctx() ctx: AppContext, @Arg('input') input: AddUserInput): Promise<User> {
    return addUser(ctx.em, ctx.scope, requireAuth(ctx).tenantId, input);
  }

  @Directive('@permission(path: "/user", method: PUT, summary: "Edit a user")')
  @Mutation(() => User, { description: 'Edits a user in scope: name, role, phone and email.' })
  updateUser(@Ctx() ctx: AppContext, @Arg('input') input: UpdateUserInput): Promise<User> {
    return updateUser(ctx.em, input);
  }

  @FieldResolver(() => Tenant, { description: 'The tenant the user belongs to.' })
  tenant(@Root() user: User, @Ctx() ctx: AppContext): Promise<Tenant> {
    // A user's own tenant is always visible to whoever may see the user. The identity map
    // answers repeats, so a page of users costs one query per distinct tenant.
    return ctx.em.findOneOrFail(Tenant, { id: user.tenant.id }, { filters: false });
  }

  @FieldResolver(() => ID)
  tenantId(@Root() user: User): number {
    return user.tenant.id;
  }
}
