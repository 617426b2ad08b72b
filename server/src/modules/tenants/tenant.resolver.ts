import { Ctx, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../graphql/context';
import { tenantTree } from './tenant.service';
import { TenantNode } from './tenant.types';
import { Auth } from '../permissions/apis';

@Resolver()
export class TenantResolver {
  @Auth()
  @Query(() => [TenantNode], {
    description: "The caller's customer/area tree: all tenants for super_admin, otherwise the caller's tenant and its sub-tenants. `NoDocumented` first.",
  })
  tenantTree(@Ctx() ctx: AppContext): Promise<TenantNode[]> {
    return tenantTree(ctx.em);
  }
}
