/**
 * Saved table columns (spec part 1 section 7: GET and PUT with tablename, PUT adding columns
 * of name and isvisible): each user's own, read and written by the caller's user id only.
 */
import type { EntityManager } from '@mikro-orm/core';
import { type TableColumnValue, checkTableName, validateTableColumns } from '../../contract/table-columns';
import { formInvalid } from '../../core/errors';
import { Tenant } from '../tenants/tenant.entity';
import { User } from '../users/user.entity';
import { writeTransaction } from '../product-manuals/product-manual.service';
import { TableColumnSetting } from './table-column-setting.entity';

export type Owner = { userId: number; tenantId: number };

/** The caller's columns of a table; none when never saved (the table shows its defaults). */
export async function tableColumns(em: EntityManager, owner: Owner, table: string): Promise<TableColumnValue[]> {
  const key = checkTableName(table);
  if (key) throw formInvalid([key === 'text_too_long' ? { field: 'table', key, params: { max: 50 } } : { field: 'table', key }]);
  const row = await em.findOne(TableColumnSetting, { user: owner.userId, tableName: table.trim() });
  return row?.columns ?? [];
}

/** Replaces the caller's columns of a table (names trimmed, in the order given). */
export async function saveTableColumns(em: EntityManager, owner: Owner, table: string, columns: readonly TableColumnValue[]): Promise<TableColumnValue[]> {
  const errors = validateTableColumns(table, columns);
  if (errors.length) throw formInvalid(errors);
  const tableName = table.trim();
  const values = columns.map((c) => ({ name: c.name.trim(), isvisible: c.isvisible }));
  // Two first saves at once: the unique (user, table) index refuses one, whose retry updates the row.
  const saved = await writeTransaction(em, async (tx) => {
    const row = await tx.findOne(TableColumnSetting, { user: owner.userId, tableName });
    if (row) tx.assign(row, { columns: values, updatedAt: new Date() });
    const target = row ?? tx.create(TableColumnSetting, { tableName, columns: values, user: tx.getReference(User, owner.userId), tenant: tx.getReference(Tenant, owner.tenantId) });
    await tx.flush();
    return target;
  });
  return saved.columns;
}
