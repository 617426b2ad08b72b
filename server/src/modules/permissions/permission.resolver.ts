import { Arg, Ctx, Mutation, Query, Resolver, Subscription } from 'type-graphql';
import type { Role } from '../../contract/roles';
import type { AppContext } from '../../graphql/context';
import { RoleEnum } from '../../graphql/enums';
import { requireAuth } from '../../graphql/guards';
import { ApiGroup, ApiPermission, ApiPermissionInput, PermissionContact } from './permission.types';
import { permissionContacts } from './permission-contacts';
import { myPermissions, replaceRolePolicies, rolePolicies } from './permission.service';
import { Auth } from './apis';

@Resolver()
export class PermissionResolver {
  @Auth()
  @Query(() => [ApiGroup], { description: 'Every permission-checked API, grouped by tag, with the GraphQL fields each guards.' })
  apiCatalogue(@Ctx() ctx: AppContext): ApiGroup[] {
    return ctx.app.catalogue;
  }

  @Auth('super_admin')
  @Query(() => [ApiPermission], { description: "A role's policy: the APIs it may call." })
  rolePolicies(@Ctx() ctx: AppContext, @Arg('role', () => RoleEnum) role: Role): Promise<ApiPermission[]> {
    return rolePolicies(ctx.em, role);
  }

  @Auth()
  @Query(() => [ApiPermission], { description: "The APIs the signed-in caller may call (all of them for super_admin)." })
  myPermissions(@Ctx() ctx: AppContext): Promise<ApiPermission[]> {
    return myPermissions(requireAuth(ctx).role, ctx.app.policies, ctx.app.catalogue);
  }

  @Auth()
  @Subscription(() => [ApiPermission], {
    description:
      "The caller's permissions as `myPermissions` gives them: at once, then again whenever the caller's role policy is replaced (saved on any instance), so a client can show and hide what the caller may use without reloading.",
    subscribe: ({ context }: { context: AppContext }) => context.app.feeds.rolePolicyChanges(requireAuth(context).role),
  })
  myPermissionsChanged(@Ctx() ctx: AppContext): Promise<ApiPermission[]> {
    return myPermissions(requireAuth(ctx).role, ctx.app.policies, ctx.app.catalogue);
  }

  @Auth()
  @Query(() => [PermissionContact], {
    description:
      "Whom the caller asks for a permission it lacks: the tenant administrators of the caller's tenant or the nearest tenant above it; the platform operators for a tenant administrator. At most 5; none for super_admin.",
  })
  permissionContacts(@Ctx() ctx: AppContext): Promise<PermissionContact[]> {
    return permissionContacts(ctx.em, requireAuth(ctx));
  }

  @Auth('super_admin')
  @Mutation(() => [ApiPermission], { description: "Replaces a role's policy with exactly these APIs. Unknown APIs: errorno 1152, nothing changes." })
  replaceRolePolicies(
    @Ctx() ctx: AppContext,
    @Arg('role', () => RoleEnum) role: Role,
    @Arg('apis', () => [ApiPermissionInput]) apis: ApiPermissionInput[],
  ): Promise<ApiPermission[]> {
    return replaceRolePolicies(ctx.em, ctx.app.policies, ctx.app.catalogue, role, apis);
  }
}
