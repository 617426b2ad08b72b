import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref, Unique, t } from '@mikro-orm/core';
import type { TableColumnValue } from '../../contract/table-columns';
import { TenantOwned } from '../../db/tenant-owned';
import { User } from '../users/user.entity';

/**
 * The columns one user chose for one data table (spec part 1 sections 3 and 7). Owned by
 * the user's tenant (the scope filter applies) and read only by the user's own id.
 */
@Entity({ tableName: 'table_column_setting' })
@Unique({ properties: ['user', 'tableName'] })
export class TableColumnSetting extends TenantOwned {
  [OptionalProps]?: 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'string', length: 50 })
  tableName!: string;

  @Property({ type: 'json' })
  columns!: TableColumnValue[];

  @Property({ type: t.datetime })
  updatedAt: Date = new Date();
}
