import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { TEXT_BOUNDS } from '../../contract/validation';
import type { AppContext } from '../../graphql/context';
import { requireAuth } from '../../graphql/guards';
import { Bounded } from '../../graphql/input-guard';
import { Auth } from '../permissions/apis';
import { saveTableColumns, tableColumns } from './table-column.service';
import { TableColumn, TableColumnInput } from './table-column.types';

const TABLE_DOC = { description: 'The table name (`productmanual`, ...): letters, digits, _ - and ., 1-50 characters.' };

@Resolver()
export class TableColumnResolver {
  @Auth()
  @Query(() => [TableColumn], { description: "The signed-in user's saved columns of a table, in order; empty when never saved (the table shows its defaults)." })
  tableColumns(@Ctx() ctx: AppContext, @Arg('table', TABLE_DOC) @Bounded(TEXT_BOUNDS.tableName) table: string): Promise<TableColumn[]> {
    return tableColumns(ctx.em, requireAuth(ctx), table);
  }

  @Auth()
  @Mutation(() => [TableColumn], { description: "Saves the signed-in user's columns of a table (at most 60, each once), replacing the previous choice. Violations: errorno 1003 with `extensions.fields`." })
  saveTableColumns(
    @Ctx() ctx: AppContext,
    @Arg('table', TABLE_DOC) @Bounded(TEXT_BOUNDS.tableName) table: string,
    @Arg('columns', () => [TableColumnInput], { description: 'Every column of the table in display order, with whether it is shown.' }) columns: TableColumnInput[],
  ): Promise<TableColumn[]> {
    return saveTableColumns(ctx.em, requireAuth(ctx), table, columns);
  }
}
