import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../graphql/context';
import { requireAuth } from '../../graphql/guards';
import { loadInScope } from '../../core/tenancy';
import { API, Permission } from '../permissions/apis';
import { Dashboard } from './dashboard.entity';
import { canEditDashboard, createDashboard, deleteDashboard, getDashboard, listDashboards, saveDashboard } from './dashboard.service';
import { CreateDashboardInput, DashboardListArgs, DashboardPage, SaveDashboardInput } from './dashboard.types';

const ID_DOC = { description: 'The dashboard id.' };

@Resolver(() => Dashboard)
export class DashboardResolver {
  @Permission(API.dashboardList)
  @Query(() => DashboardPage, { description: "The dashboard list (spec part 2 section 2): dashboards of the caller's tenants, filtered by title, the most recently saved first, 10 per page by default." })
  dashboards(@Ctx() ctx: AppContext, @Args() args: DashboardListArgs): Promise<DashboardPage> {
    return listDashboards(ctx.em, args, ctx.app.reads.dialect);
  }

  @Permission(API.dashboardList)
  @Query(() => Dashboard, { description: "One dashboard of the caller's tenants (the designer and the view load it); errorno 1010002 for any other id." })
  dashboard(@Ctx() ctx: AppContext, @Arg('id', () => ID, ID_DOC) id: string): Promise<Dashboard> {
    return getDashboard(ctx.em, id);
  }

  @Permission(API.dashboardAdd)
  @Mutation(() => Dashboard, { description: "Creates a dashboard in the caller's tenant, owned by the caller, at version 1. Rules: see CreateDashboardInput (errorno 1003)." })
  createDashboard(@Ctx() ctx: AppContext, @Arg('input', { description: 'The dialog (and, for a copy, the canvas and cover): see CreateDashboardInput.' }) input: CreateDashboardInput): Promise<Dashboard> {
    return createDashboard(ctx.em, requireAuth(ctx), input, ctx.app.pubsub);
  }

  @Permission(API.dashboardEdit)
  @Mutation(() => Dashboard, {
    description:
      'Saves or renames a dashboard from the version the client started from. Refused: errorno 1010005 when it was saved elsewhere since (`extensions.params.current`: the stored version; reload or create a copy), 1010006 when the caller is neither its owner nor an administrator, 1010002 when it is not in scope, 1003 for the rules of SaveDashboardInput. Nothing changes when refused.',
  })
  saveDashboard(@Ctx() ctx: AppContext, @Arg('input', { description: 'See SaveDashboardInput.' }) input: SaveDashboardInput): Promise<Dashboard> {
    return saveDashboard(ctx.em, requireAuth(ctx), input, ctx.app.pubsub);
  }

  @Permission(API.dashboardDelete)
  @Mutation(() => Boolean, { description: 'Deletes a dashboard for good; true when done. Refused: errorno 1010006 when the caller is neither its owner nor an administrator, 1010002 when it is not in scope.' })
  deleteDashboard(@Ctx() ctx: AppContext, @Arg('id', () => ID, ID_DOC) id: string): Promise<boolean> {
    return deleteDashboard(ctx.em, requireAuth(ctx), id, ctx.app.pubsub);
  }

  @FieldResolver(() => String, { description: "The owner's login account (the spec's UserAccount)." })
  async userAccount(@Root() dashboard: Dashboard): Promise<string> {
    if (dashboard.owner.isInitialized()) return dashboard.owner.unwrap().account;
    return (await loadInScope(dashboard.owner))?.account ?? '';
  }

  @FieldResolver(() => Boolean, { description: 'Whether the caller may save, rename and delete this dashboard: its owner, super_admin, or a tenant administrator of its tenant tree.' })
  canEdit(@Root() dashboard: Dashboard, @Ctx() ctx: AppContext): boolean {
    return canEditDashboard(dashboard, ctx.auth);
  }
}
