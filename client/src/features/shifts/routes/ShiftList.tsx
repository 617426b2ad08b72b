import { useMutation } from '@apollo/client/react';
import { Heading, Stack } from '@chakra-ui/react';
import { API } from '@contract/apis';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import type { WorkShiftsQuery } from '../../../gql/graphql';
import { useAppQuery } from '../../../shared/api/useAppQuery';
import { TOAST_DURATION_MS, toaster } from '../../../shared/toast/toaster';
import type { Column } from '../../../shared/widgets/data-table/columns';
import { DataTable } from '../../../shared/widgets/data-table/DataTable';
import type { RowAction, TableAction } from '../../../shared/widgets/data-table/DataTableToolbar';
import { useDataTable } from '../../../shared/widgets/data-table/useDataTable';
import { DeleteShiftDialog } from '../components/DeleteShiftDialog';
import { ShiftDialog } from '../components/ShiftDialog';
import { type EditedShift, SHIFT_TABLE, flatTenants, shiftListVariables } from '../shiftRules';

const WorkShiftsQueryDoc = graphql(`
  query WorkShifts($page: Int!, $pageSize: Int!, $name: String, $tenantId: ID, $sortKey: ShiftSortKey, $sortDirection: SortDirection) {
    workShifts(page: $page, pageSize: $pageSize, name: $name, tenantId: $tenantId, sortKey: $sortKey, sortDirection: $sortDirection) {
      version
      page {
        total
        page
        pageSize
        items {
          id
          name
          start
          end
          tenantId
          tenantName
          updatedAt
        }
      }
    }
  }
`);

const ShiftTenantsQuery = graphql(`
  query ShiftTenants {
    tenantTree {
      id
      name
      subTenants {
        id
        name
        subTenants {
          id
          name
          subTenants {
            id
            name
            subTenants {
              id
              name
            }
          }
        }
      }
    }
  }
`);

const DeleteShiftMutation = graphql(`
  mutation DeleteWorkShift($id: ID!) {
    deleteWorkShift(id: $id)
  }
`);

type Row = WorkShiftsQuery['workShifts']['page']['items'][number];
type Option = { value: string; label: string };

const localTime = (iso: string) => {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
};

function columnsWith(tenantOptions: readonly Option[]): Column<Row>[] {
  return [
    { key: 'name', titleId: 'shifts_col_name', width: 180, overflow: 'tooltip', sortable: true, search: { kind: 'text' }, hideable: false },
    { key: 'start', titleId: 'shifts_col_start', width: 130, sortable: true },
    { key: 'end', titleId: 'shifts_col_end', width: 130 },
    { key: 'tenantName', titleId: 'shifts_col_tenant', overflow: 'tooltip', search: { kind: 'select', options: tenantOptions } },
    { key: 'updatedAt', titleId: 'shifts_col_updated', width: 190, sortable: true, text: (row) => localTime(row.updatedAt) },
  ];
}

const rowKey = (row: Row) => row.id;

/**
 * Work shifts (spec part 2 sections 3, 5, 9): the shifts of the caller's customers, which OEE
 * plans as busy time; add, edit the current row, delete it after a confirmation.
 */
export function ShiftList() {
  const intl = useIntl();
  const tenants = useAppQuery(ShiftTenantsQuery);
  const tenantOptions = useMemo(() => flatTenants(tenants.data?.tenantTree ?? []).map((t) => ({ value: t.id, label: `${'\u00a0\u00a0'.repeat(t.depth)}${t.name}` })), [tenants.data]);
  const columns = useMemo(() => columnsWith(tenantOptions), [tenantOptions]);
  const table = useDataTable({ name: SHIFT_TABLE, columns, rowKey, defaultSort: { key: 'start', order: 'asc' } });
  const variables = useMemo(() => shiftListVariables(table.query), [table.query]);
  const { data, loading, error, refetch } = useAppQuery(WorkShiftsQueryDoc, { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const [remove] = useMutation(DeleteShiftMutation);
  const [target, setTarget] = useState<'add' | EditedShift | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);

  const actions = useMemo<TableAction<Row>[]>(() => [{ id: 'add', labelId: 'shifts_add', colorPalette: 'blue', permission: API.shiftAdd, onClick: () => setTarget('add') }], []);
  const rowActions = useMemo<RowAction<Row>[]>(
    () => [
      { id: 'edit', labelId: 'shifts_edit', permission: API.shiftEdit, onClick: (row) => setTarget(row) },
      { id: 'delete', labelId: 'shifts_delete', colorPalette: 'red', permission: API.shiftDelete, onClick: (row) => setDeleting(row) },
    ],
    [],
  );

  const confirmDelete = async () => {
    if (!deleting) return;
    await remove({ variables: { id: deleting.id } });
    toaster.success({ title: intl.formatMessage({ id: 'shifts_deleted' }), duration: TOAST_DURATION_MS });
    await refetch().catch(() => undefined);
  };

  return (
    <Stack gap="3" p="4" data-testid="shift-list">
      <Heading as="h1" size="lg">
        <FormattedMessage id="route_shifts" />
      </Heading>
      <DataTable
        table={table}
        label={intl.formatMessage({ id: 'route_shifts' })}
        rows={data?.workShifts.page.items}
        total={data?.workShifts.page.total}
        version={data?.workShifts.version}
        loading={loading}
        error={error}
        onReload={refetch}
        actions={actions}
        rowActions={rowActions}
        columnChooser
        testId="shift-table"
      />
      <ShiftDialog target={target} tenantOptions={tenantOptions} onClose={() => setTarget(null)} onSaved={() => refetch()} />
      <DeleteShiftDialog name={deleting?.name ?? null} onConfirm={confirmDelete} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
