import { Box, Button, HStack, Menu, Portal } from '@chakra-ui/react';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { DisableUnlessPermitted } from '../../permissions/PermissionGuards';
import type { PermissionSpec } from '../../permissions/permissions';
import { Icon } from '../Icon';
import { MenuTrigger } from '../MenuTrigger';
import type { Column } from './columns';

/** What a toolbar action is offered: the checked rows and the current row. */
export type ActionContext<Row> = { readonly selected: readonly Row[]; readonly current: Row | null };

/** A toolbar button of the screen (add, import, delete the checked rows...). */
export type TableAction<Row> = {
  readonly id: string;
  readonly labelId: string;
  readonly onClick: (context: ActionContext<Row>) => void;
  /** Disabled by its own check (e.g. a permission, or nothing checked). */
  readonly disabled?: boolean | ((context: ActionContext<Row>) => boolean);
  readonly colorPalette?: string;
  /** The API the action calls: without it the button is disabled (DisableUnlessPermitted, spec part 1 section 6). */
  readonly permission?: PermissionSpec;
};

/** A button acting on the current row (edit, shelve...): disabled without one, or by its own check. */
export type RowAction<Row> = {
  readonly id: string;
  readonly labelId: string;
  readonly onClick: (row: Row) => void;
  readonly enabled?: (row: Row) => boolean;
  readonly colorPalette?: string;
  /** The API the action calls: without it the button is disabled (DisableUnlessPermitted, spec part 1 section 6). */
  readonly permission?: PermissionSpec;
};

export type DataTableToolbarProps<Row> = {
  actions: readonly TableAction<Row>[];
  rowActions: readonly RowAction<Row>[];
  context: ActionContext<Row>;
  liveDot: boolean;
  onSearch: () => void;
  onRefresh: () => void;
  /** The column chooser, when the table offers one. */
  chooser: { columns: readonly Column<Row>[]; visible: readonly string[]; toggle: (key: string) => void } | null;
};

/**
 * The toolbar (spec part 1 section 2): the screen's actions and row actions, then search,
 * refresh (with a dot when newer data is available, said in its name too) and the optional
 * column chooser.
 */
function DataTableToolbarInner<Row>({ actions, rowActions, context, liveDot, onSearch, onRefresh, chooser }: DataTableToolbarProps<Row>) {
  const intl = useIntl();
  const refreshLabel = intl.formatMessage({ id: 'table_refresh' });
  return (
    <HStack justify="space-between" gap="2" wrap="wrap" py="2" data-testid="table-toolbar">
      <HStack gap="2" wrap="wrap">
        {actions.map((action) => {
          const disabled = typeof action.disabled === 'function' ? action.disabled(context) : !!action.disabled;
          const button = (
            <Button key={action.id} size="sm" colorPalette={action.colorPalette ?? 'blue'} disabled={disabled} data-testid={`action-${action.id}`} onClick={() => action.onClick(context)}>
              {intl.formatMessage({ id: action.labelId })}
            </Button>
          );
          return action.permission ? (
            <DisableUnlessPermitted key={action.id} permission={action.permission}>
              {button}
            </DisableUnlessPermitted>
          ) : (
            button
          );
        })}
        {rowActions.map((action) => {
          const row = context.current;
          const enabled = row !== null && (action.enabled ? action.enabled(row) : true);
          const button = (
            <Button
              key={action.id}
              size="sm"
              variant="outline"
              colorPalette={action.colorPalette ?? 'blue'}
              disabled={!enabled}
              data-testid={`row-action-${action.id}`}
              onClick={() => row !== null && action.onClick(row)}
            >
              {intl.formatMessage({ id: action.labelId })}
            </Button>
          );
          return action.permission ? (
            <DisableUnlessPermitted key={action.id} permission={action.permission}>
              {button}
            </DisableUnlessPermitted>
          ) : (
            button
          );
        })}
      </HStack>
      <HStack gap="2">
        <Button size="sm" colorPalette="blue" onClick={onSearch} data-testid="table-search">
          {intl.formatMessage({ id: 'table_search' })}
        </Button>
        <Button size="sm" variant="outline" position="relative" aria-label={liveDot ? intl.formatMessage({ id: 'table_refresh_newer' }) : refreshLabel} onClick={onRefresh} data-testid="table-refresh">
          {refreshLabel}
          {liveDot && (
            <Box as="span" data-testid="live-dot" aria-hidden="true" position="absolute" top="-1" insetEnd="-1" boxSize="2.5" borderRadius="full" bg="red.solid" borderWidth="2px" borderColor="bg" />
          )}
        </Button>
        {chooser && <ColumnChooser {...chooser} />}
      </HStack>
    </HStack>
  );
}

/** Memoised: rows arriving do not re-render the toolbar's buttons and menu unless its inputs change. */
export const DataTableToolbar = memo(DataTableToolbarInner) as typeof DataTableToolbarInner;

/** Shows or hides columns; the table saves the choice per user (see columnStore.ts). */
function ColumnChooser<Row>({ columns, visible, toggle }: NonNullable<DataTableToolbarProps<Row>['chooser']>) {
  const intl = useIntl();
  const shown = new Set(visible);
  return (
    <Menu.Root closeOnSelect={false}>
      <MenuTrigger asChild>
        <Button size="sm" variant="outline" data-testid="table-columns">
          <Icon name="menu" size={16} />
          {intl.formatMessage({ id: 'table_columns' })}
        </Button>
      </MenuTrigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {columns
              .filter((c) => c.hideable !== false)
              .map((column) => (
                <Menu.CheckboxItem key={column.key} value={column.key} checked={shown.has(column.key)} onCheckedChange={() => toggle(column.key)}>
                  <Menu.ItemIndicator />
                  {intl.formatMessage({ id: column.titleId })}
                </Menu.CheckboxItem>
              ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
