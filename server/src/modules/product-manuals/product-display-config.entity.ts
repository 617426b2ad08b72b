import { Entity, OptionalProps, PrimaryKey, Property, Unique, t } from '@mikro-orm/core';
import type { FileEntryValue } from '../../contract/files';
import type { MenuItem, SystemMenu } from '../../contract/product-display';
import { TenantOwned } from '../../db/tenant-owned';

/**
 * A tenant's product display configuration (spec part 2 section 3: systemmenus, custommenus,
 * officialcount): one row per tenant, written on the first save; until then the defaults apply.
 */
@Entity({ tableName: 'product_display_config' })
@Unique({ properties: ['tenant'] })
export class ProductDisplayConfig extends TenantOwned {
  [OptionalProps]?: 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'json' })
  systemMenus!: SystemMenu[];

  @Property({ type: 'json' })
  customMenus!: MenuItem[];

  /** The official account QR code: at most one picture. */
  @Property({ type: 'json' })
  officialAccount!: FileEntryValue[];

  @Property({ type: t.datetime })
  updatedAt: Date = new Date();
}
