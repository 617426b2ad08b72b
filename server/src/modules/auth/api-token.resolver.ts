import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ERRNO } from '../../contract/error-catalogue';
import { TEXT_BOUNDS } from '../../contract/validation';
import { AppError } from '../../core/errors';
import { loadInScope } from '../../core/tenancy';
import type { AppContext } from '../../graphql/context';
import { requireAuth } from '../../graphql/guards';
import { Bounded } from '../../graphql/input-guard';
import { API, Auth, Permission } from '../permissions/apis';
import { User } from '../users/user.entity';
import { ApiToken } from './api-token.entity';
import { createApiToken, listApiTokens, myApiTokens, revokeApiToken } from './api-token.service';
import { ApiTokenListArgs, ApiTokenPage, CreatedApiToken } from './api-token.types';

@Resolver(() => ApiToken)
export class ApiTokenResolver {
  @Auth()
  @Query(() => [ApiToken], { description: "The caller's integrator tokens that are not revoked (expired ones included, see `expiresAt`), newest first; at most 20." })
  myApiTokens(@Ctx() ctx: AppContext): Promise<ApiToken[]> {
    return myApiTokens(ctx.em, requireAuth(ctx));
  }

  @Auth()
  @Mutation(() => CreatedApiToken, {
    description:
      'Creates an integrator token that acts as the caller: the same role, role policy and tenants, never more, also when they change later. The secret is returned this once. Name 1-50 characters; `expiresAt` optional, in the future and no later than the end of 2999-12-31 in any time zone, that is 3000-01-01T11:59:59.999Z, the end of that day at UTC-12 (`token_expiry_too_late`). At most 20 active tokens per user (errorno 1033). Only from a signed-in session, not with another token (1034). A password change revokes all tokens of the user.',
  })
  createApiToken(
    @Ctx() ctx: AppContext,
    @Arg('name', { description: 'What the token is for (1-50 characters).' }) @Bounded(TEXT_BOUNDS.apiTokenName) name: string,
    @Arg('expiresAt', () => Date, { nullable: true, description: 'When it stops working; absent: until revoked.' }) expiresAt?: Date | null,
  ): Promise<CreatedApiToken> {
    return createApiToken(ctx.em, requireAuth(ctx), { name, expiresAt }, new Date(ctx.app.now()));
  }

  @Auth()
  @Mutation(() => ApiToken, {
    description:
      "Revokes a token at once, on every instance; its live sockets close with 4401. The caller's own tokens; a tenant administrator whose policy may edit users (PUT /user) also those of users in its tenants, super_admin any. Others: errorno 1010002.",
  })
  async revokeApiToken(@Ctx() ctx: AppContext, @Arg('id', () => ID) id: string): Promise<ApiToken> {
    const token = await revokeApiToken(ctx.em, requireAuth(ctx), ctx.app.policies, id);
    ctx.app.sockets.close([{ kind: 'apiToken', id: token.id }]);
    return token;
  }

  @Auth('tenant_admin', 'super_admin')
  @Permission(API.userList)
  @Query(() => ApiTokenPage, { description: "Integrator tokens (not revoked) of the users in the caller's tenants, or of one of them, newest first. For tenant administrators and super_admin." })
  apiTokens(@Ctx() ctx: AppContext, @Args() args: ApiTokenListArgs): Promise<ApiTokenPage> {
    return listApiTokens(ctx.em, args);
  }

  @FieldResolver(() => User, { description: 'Whose token it is: it acts as this user.' })
  async user(@Root() token: ApiToken): Promise<User> {
    // A token is visible only within its user's tenant, so its user is too; a page's users load in one batch.
    const user = await loadInScope(token.user);
    if (!user) throw new AppError(ERRNO.recordNotFound);
    return user;
  }
}
