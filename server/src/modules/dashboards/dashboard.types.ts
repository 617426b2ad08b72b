import { ArgsType, Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { DASHBOARD_PAGING } from '../../contract/paging';
import { TEXT_BOUNDS } from '../../contract/validation';
import { PageArgsOf, Paginated } from '../../core/paging';
import { Bounded } from '../../graphql/input-guard';
import { Dashboard } from './dashboard.entity';

@ObjectType({ description: 'A page of dashboards, the most recently saved first (then by id).' })
export class DashboardPage extends Paginated(() => Dashboard, { items: 'Dashboards of this page.', total: "Dashboards matching the name filter in the caller's tenants (the spec's allnum)." }) {
  @Field(() => Float, {
    description: "The table's version when the page was read: server time in ms. `tableVersionChanged` events of table `dashboard` with a larger version mean the list changed since.",
  })
  version!: number;
}

@ArgsType()
export class DashboardListArgs extends PageArgsOf(DASHBOARD_PAGING) {
  @Bounded(TEXT_BOUNDS.search)
  @Field(() => String, { nullable: true, description: 'Part of the title (trimmed, case-insensitive for ASCII letters); empty or absent: every dashboard.' })
  name?: string | null;
}

@InputType({
  description:
    'The create dialog (spec: 创建看板). Rules: title 1-16 characters after trimming, description at most 200. `content` and `coverIcon` are optional (the designer\'s "save as a copy"); they follow the rules of SaveDashboardInput. Violations: errorno 1003 with `extensions.fields`.',
})
export class CreateDashboardInput {
  @Bounded(TEXT_BOUNDS.dashboardName)
  @Field({ description: 'Title, 1-16 characters (trimmed).' })
  name!: string;

  @Bounded(TEXT_BOUNDS.dashboardDescription)
  @Field(() => String, { nullable: true, description: 'Description, at most 200 characters (trimmed); absent: empty.' })
  description?: string | null;

  @Bounded(TEXT_BOUNDS.dashboardContent)
  @Field(() => String, { nullable: true, description: 'The canvas as JSON text (see Dashboard.content); absent: the default empty canvas.' })
  content?: string | null;

  @Bounded(TEXT_BOUNDS.dashboardCover)
  @Field(() => String, { nullable: true, description: 'The cover: a JPEG data URL; absent: none.' })
  coverIcon?: string | null;
}

@InputType({
  description:
    "The designer's save (toolbar, autosave) and the list's rename. `baseVersion` is the version the client loaded or last saved: a save over a newer version is refused with errorno 1010005 (`extensions.params.current` holds the stored version) and changes nothing. A save increments `version` and stamps `updatedAt`. Rules as for create; `content` must pass the content rules (docs/api.md \"Dashboards\": canvas limits, known component types and their property shapes, devices in the caller's tenants, at most 1 MB); `coverIcon` a JPEG data URL of at most 512 KiB. Violations: errorno 1003 with `extensions.fields` naming the path (`content.componentData[3].style.width`).",
})
export class SaveDashboardInput {
  @Field(() => ID, { description: 'The dashboard id.' })
  id!: string;

  @Bounded(TEXT_BOUNDS.dashboardName)
  @Field({ description: 'Title, 1-16 characters (trimmed).' })
  name!: string;

  @Bounded(TEXT_BOUNDS.dashboardDescription)
  @Field(() => String, { nullable: true, description: 'Description, at most 200 characters (trimmed); absent: empty.' })
  description?: string | null;

  @Bounded(TEXT_BOUNDS.dashboardContent)
  @Field(() => String, { nullable: true, description: 'The canvas as JSON text; absent (a rename): kept as stored.' })
  content?: string | null;

  @Bounded(TEXT_BOUNDS.dashboardCover)
  @Field(() => String, { nullable: true, description: 'The new cover, a JPEG data URL; absent: kept as stored.' })
  coverIcon?: string | null;

  @Field(() => Int, { description: 'The version the client started from (Dashboard.version as it loaded or last saved it).' })
  baseVersion!: number;
}
