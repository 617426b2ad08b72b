import { Heading, Stack } from '@chakra-ui/react';
import { API } from '@contract/apis';
import { Suspense, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import type { MembersQuery } from '../../../gql/graphql';
import { useAppQuery } from '../../../shared/api/useAppQuery';
import { useSession } from '../../../shared/session/useSession';
import type { Column } from '../../../shared/widgets/data-table/columns';
import { DataTable } from '../../../shared/widgets/data-table/DataTable';
import type { RowAction, TableAction } from '../../../shared/widgets/data-table/DataTableToolbar';
import { useDataTable } from '../../../shared/widgets/data-table/useDataTable';
import { FEATURE_MESSAGES } from '../../../app/featureMessages';
import { lazyPage } from '../../../app/lazyPage';
import { CheckInDialog, MemberDetailDialog, MemberEditDialog } from '../components/MemberDialogs';
import { type EditedMember, MEMBER_TABLE, STATUS_OPTIONS, genderLabelId, isMemberRole, memberListVariables, statusLabelId } from '../memberRules';

const MembersQueryDoc = graphql(`
  query Members($page: Int!, $pageSize: Int!, $search: String, $status: MemberStatus, $sortKey: MemberSortKey, $sortDirection: SortDirection) {
    members(page: $page, pageSize: $pageSize, search: $search, status: $status, sortKey: $sortKey, sortDirection: $sortDirection) {
      total
      page
      pageSize
      items {
        id
        account
        name
        role
        phone
        email
        remarkName
        gender
        status
        serviceCustomerId
        serviceCustomerName
        location
        updatedAt
      }
    }
  }
`);

type Row = MembersQuery['members']['items'][number];

function columnsWith(label: (id: string) => string): Column<Row>[] {
  return [
    // The server's search matches the account, the name or the remark name.
    { key: 'account', titleId: 'members_col_account', width: 150, sortable: true, search: { kind: 'text' }, hideable: false },
    { key: 'name', titleId: 'members_col_name', width: 140, overflow: 'tooltip' },
    { key: 'remarkName', titleId: 'members_col_remark', width: 140, sortable: true, overflow: 'tooltip' },
    { key: 'role', titleId: 'members_col_role', width: 150, text: (row) => label(`role_${row.role}`) },
    { key: 'phone', titleId: 'members_col_phone', width: 140 },
    { key: 'gender', titleId: 'members_col_gender', width: 110, text: (row) => label(genderLabelId(row.gender)) },
    { key: 'status', titleId: 'members_col_status', width: 130, sortable: true, text: (row) => label(statusLabelId(row.status)), search: { kind: 'select', options: STATUS_OPTIONS } },
    { key: 'serviceCustomerName', titleId: 'members_col_customer', overflow: 'tooltip' },
    { key: 'location', titleId: 'members_col_location', width: 180, overflow: 'tooltip' },
  ];
}

const rowKey = (row: Row) => row.id;

/** The add and account dialog is the user dialog with the member roles: loaded, with its texts, when first opened. */
const MemberAccountDialog = lazyPage(() => import('../../users/components/UserDialog').then((module) => module.UserDialog), FEATURE_MESSAGES.users);

/**
 * Maintenance members (spec part 2 section 3): the maintainadmins and maintainers of the caller's
 * tenants with their profile and status; details with check-ins, edit, and check in for members.
 */
export function MemberList() {
  const intl = useIntl();
  const { user } = useSession();
  const columns = useMemo(() => columnsWith((id) => intl.formatMessage({ id })), [intl]);
  const table = useDataTable({ name: MEMBER_TABLE, columns, rowKey });
  const variables = useMemo(() => memberListVariables(table.query), [table.query]);
  const { data, loading, error, refetch } = useAppQuery(MembersQueryDoc, { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const [detail, setDetail] = useState<string | null>(null);
  const [editing, setEditing] = useState<EditedMember | null>(null);
  const [checkingIn, setCheckingIn] = useState(false);
  // The account dialog: 'add' for a new member, or the member whose account is corrected.
  const [account, setAccount] = useState<'add' | Row | null>(null);
  const member = isMemberRole(user?.roles[0]);

  const actions = useMemo<TableAction<Row>[]>(
    () => [
      { id: 'add', labelId: 'members_add', colorPalette: 'blue', permission: API.memberAdd, onClick: () => setAccount('add') },
      ...(member ? [{ id: 'checkIn', labelId: 'members_check_in', colorPalette: 'blue', permission: API.memberCheckIn, onClick: () => setCheckingIn(true) }] : []),
    ],
    [member],
  );
  const rowActions = useMemo<RowAction<Row>[]>(
    () => [
      { id: 'detail', labelId: 'members_detail', permission: API.memberList, onClick: (row) => setDetail(row.id) },
      { id: 'edit', labelId: 'members_edit', permission: API.memberEdit, onClick: (row) => setEditing(row) },
      // Correcting an account (name, role, mobile number, email) is part of adding members.
      { id: 'account', labelId: 'members_edit_account', permission: API.memberAdd, onClick: (row) => setAccount(row) },
    ],
    [],
  );

  return (
    <Stack gap="3" p="4" data-testid="member-list">
      <Heading as="h1" size="lg">
        <FormattedMessage id="route_members" />
      </Heading>
      <DataTable
        table={table}
        label={intl.formatMessage({ id: 'route_members' })}
        rows={data?.members.items}
        total={data?.members.total}
        loading={loading}
        error={error}
        onReload={refetch}
        actions={actions}
        rowActions={rowActions}
        columnChooser
        live={false}
        testId="member-table"
      />
      <MemberDetailDialog id={detail} onClose={() => setDetail(null)} />
      <MemberEditDialog member={editing} onClose={() => setEditing(null)} onSaved={() => refetch()} />
      <CheckInDialog open={checkingIn} onClose={() => setCheckingIn(false)} onSaved={() => refetch()} />
      {account && (
        <Suspense fallback={null}>
          <MemberAccountDialog kind="member" target={account} onClose={() => setAccount(null)} onSaved={() => refetch()} />
        </Suspense>
      )}
    </Stack>
  );
}
