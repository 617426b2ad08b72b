import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref, t } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DASHBOARD_LIMITS } from '../../contract/dashboards';
import { TenantOwned } from '../../db/tenant-owned';
import { User } from '../users/user.entity';

/**
 * A custom dashboard (spec part 2 sections 2-9): a big-screen canvas of live device widgets
 * that a user builds in the designer. Tenant-owned by its owner's tenant: everyone whose scope
 * includes that tenant may view it; its owner and the administrators of the tenant change it
 * (dashboard.service.ts). `version` counts saves, so a save from an older version is refused.
 */
@ObjectType({
  description:
    "A custom dashboard: a canvas of components (JSON text in `content`) with a cover picture. Everyone whose tenants include the dashboard's tenant may view it; its owner and tenant administrators (`canEdit`) may save, rename and delete it.",
})
@Entity({ tableName: 'dashboard' })
// The list: the caller's tenants, newest update first.
@Index({ properties: ['tenant', 'updatedAt'] })
export class Dashboard extends TenantOwned {
  [OptionalProps]?: 'description' | 'coverIcon' | 'updatedAt' | 'version';

  @Field(() => ID, { description: 'The dashboard id.' })
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field({ description: `Title, 1-${DASHBOARD_LIMITS.name} characters.` })
  @Property({ type: 'string', length: DASHBOARD_LIMITS.name })
  name!: string;

  @Field({ description: `Description, at most ${DASHBOARD_LIMITS.description} characters; empty when none.` })
  @Property({ type: 'string', length: DASHBOARD_LIMITS.description })
  description: string = '';

  @Field({
    description:
      'The canvas as JSON text: `{ "canvasStyle": { width, height, scale, theme }, "componentData": [components] }` (shape: docs/api.md "Dashboards"). A new dashboard has the default canvas (1920x1080, 100 %, dark) and no components.',
  })
  @Property({ type: 'text' })
  content!: string;

  @Field(() => String, { nullable: true, description: 'The cover: a JPEG data URL (`data:image/jpeg;base64,...`, at most 512 KiB of picture); null until the designer saves one.' })
  @Property({ type: 'text', nullable: true })
  coverIcon: string | null = null;

  /** Exposed as `userAccount` (DashboardResolver). */
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  owner!: Ref<User>;

  @Field(() => Date, { description: 'When the dashboard was created or last saved (UTC).' })
  @Property({ type: t.datetime })
  updatedAt: Date = new Date();

  @Field(() => Int, { description: 'Counts saves: 1 when created, one more after each save or rename. A save names the version it started from (`baseVersion`).' })
  @Property({ type: 'integer' })
  version: number = 1;
}
