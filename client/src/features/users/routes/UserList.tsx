import { Heading, Stack } from '@chakra-ui/react';
import { API } from '@contract/apis';
import type { Role } from '@contract/roles';
import { useCallback, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import type { UsersQuery } from '../../../gql/graphql';
import { useAppQuery } from '../../../shared/api/useAppQuery';
import type { Column } from '../../../shared/widgets/data-table/columns';
import { DataTable } from '../../../shared/widgets/data-table/DataTable';
import type { RowAction, TableAction } from '../../../shared/widgets/data-table/DataTableToolbar';
import { useDataTable } from '../../../shared/widgets/data-table/useDataTable';
import { type EditedUser, editableInDialog, tenantChoices, userRoleLabelId } from '../userDialog';
import { UserDialog, UserTenantTreeQuery } from '../components/UserDialog';
import { USER_TABLE, userListVariables } from '../userList';

export const UsersQueryDoc = graphql(`
  query Users($page: Int!, $pageSize: Int!, $search: String, $tenantId: ID) {
    users(page: $page, pageSize: $pageSize, search: $search, tenantId: $tenantId) {
      total
      page
      pageSize
      items {
        id
        name
        account
        role
        phone
        email
        createdAt
        updatedAt
        tenant {
          id
          name
        }
      }
    }
  }
`);

type Row = UsersQuery['users']['items'][number];

/** Times as the lists show them: local 'YYYY-MM-DD HH:mm:ss'. */
const localTime = (iso: string | null | undefined) => {
  if (!iso) return '';
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
};

function columnsWith(roleName: (role: Role) => string, tenantOptions: readonly { value: string; label: string }[]): Column<Row>[] {
  return [
    // The server's search matches the name or the account.
    { key: 'name', titleId: 'users_col_name', width: 160, overflow: 'tooltip', search: { kind: 'text' }, hideable: false },
    { key: 'account', titleId: 'users_col_account', width: 150, overflow: 'tooltip', hideable: false },
    { key: 'role', titleId: 'users_col_role', width: 170, text: (row) => roleName(row.role) },
    { key: 'tenant', titleId: 'users_col_tenant', width: 200, overflow: 'tooltip', text: (row) => row.tenant.name, search: { kind: 'select', options: tenantOptions } },
    { key: 'phone', titleId: 'users_col_phone', width: 140 },
    { key: 'email', titleId: 'users_col_email', width: 200, overflow: 'tooltip' },
    { key: 'createdAt', titleId: 'users_col_created', width: 180, text: (row) => localTime(row.createdAt) },
    { key: 'updatedAt', titleId: 'users_col_updated', width: 180, text: (row) => localTime(row.updatedAt), hidden: true },
  ];
}

const rowKey = (row: Row) => row.id;

/**
 * User management (issue 14; spec part 2 sections 2, 5, 6, 7): the users of the caller's tenant
 * and its sub-tenants as the server answers them, newest first; a search by name or account and
 * by customer; add user (POST /user) and edit the current row (PUT /user), both in the user dialog.
 */
export function UserList() {
  const intl = useIntl();
  const tenants = useAppQuery(UserTenantTreeQuery);
  const tenantOptions = useMemo(
    () => tenantChoices(tenants.data?.tenantTree ?? []).map((t) => ({ value: t.id, label: `${'\u00a0\u00a0'.repeat(t.depth)}${t.name}` })),
    [tenants.data],
  );
  const roleName = useCallback((role: Role) => intl.formatMessage({ id: userRoleLabelId(role) }), [intl]);
  const columns = useMemo(() => columnsWith(roleName, tenantOptions), [roleName, tenantOptions]);
  const table = useDataTable({ name: USER_TABLE, columns, rowKey });
  const variables = useMemo(() => userListVariables(table.query), [table.query]);
  const { data, loading, error, refetch } = useAppQuery(UsersQueryDoc, { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const [target, setTarget] = useState<'add' | EditedUser | null>(null);

  const actions = useMemo<TableAction<Row>[]>(() => [{ id: 'add', labelId: 'users_add', permission: API.userAdd, onClick: () => setTarget('add') }], []);
  const rowActions = useMemo<RowAction<Row>[]>(
    () => [{ id: 'edit', labelId: 'users_edit', permission: API.userEdit, enabled: (row) => editableInDialog(row.role), onClick: (row) => setTarget(row) }],
    [],
  );

  return (
    <Stack gap="3" p="4" data-testid="user-list">
      <Heading as="h1" size="lg">
        <FormattedMessage id="route_users" />
      </Heading>
      <DataTable
        table={table}
        label={intl.formatMessage({ id: 'route_users' })}
        rows={data?.users.items}
        total={data?.users.total}
        loading={loading}
        error={error}
        onReload={refetch}
        actions={actions}
        rowActions={rowActions}
        columnChooser
        // The server announces no version of the user table yet: no live dot.
        live={false}
        testId="user-table"
      />
      <UserDialog target={target} onClose={() => setTarget(null)} onSaved={() => refetch()} />
    </Stack>
  );
}
