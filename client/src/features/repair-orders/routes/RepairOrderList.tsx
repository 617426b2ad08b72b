import { Box, Button, Heading, HStack, Stack } from "@chakra-ui/react";
import { API } from "@contract/apis";
import { REPAIR_ORDER_TABLE, repairTimeoutOf } from "@contract/repair-orders";
import { useMemo, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { graphql } from "../../../gql";
import type { RepairOrdersQuery } from "../../../gql/graphql";
import { useAppQuery } from "../../../shared/api/useAppQuery";
import { DisableUnlessPermitted, HideUnlessPermitted } from "../../../shared/permissions/PermissionGuards";
import type { Column } from "../../../shared/widgets/data-table/columns";
import { DataTable } from "../../../shared/widgets/data-table/DataTable";
import { useDataTable } from "../../../shared/widgets/data-table/useDataTable";
import { LookupListsDialog } from "../components/LookupListsDialog";
import { RepairSource, RepairTimeoutBadge, StatusBadge } from "../components/StatusBadge";
import { repairListVariables } from "../listRules";
import { localTime } from "../time";

export const RepairOrdersQueryDoc = graphql(`
  query RepairOrders(
    $page: Int!
    $pageSize: Int!
    $status: RepairStatusFilter!
    $number: String
    $sn: String
    $model: String
    $company: String
    $contactName: String
    $sortKey: RepairSortKey!
    $sortDirection: SortDirection!
  ) {
    repairOrders(
      page: $page
      pageSize: $pageSize
      status: $status
      number: $number
      sn: $sn
      model: $model
      company: $company
      contactName: $contactName
      sortKey: $sortKey
      sortDirection: $sortDirection
    ) {
      version
      page {
        total
        page
        pageSize
        items {
          id
          number
          state
          status
          progress
          sn
          model
          company
          contactName
          principalAlias
          description
          alarmCause
          createTime
        }
      }
    }
  }
`);

type Row = RepairOrdersQuery["repairOrders"]["page"]["items"][number];

const COLUMNS: Column<Row>[] = [
  { key: "number", titleId: "ro_field_number", width: 200, sortable: true, search: { kind: "text" }, hideable: false },
  {
    key: "status",
    titleId: "ro_field_status",
    width: 170,
    render: (row) => <StatusBadge status={row.status} />,
    text: (row) => String(row.status),
    search: {
      kind: "select",
      clearable: false,
      default: "all",
      options: [
        { value: "all", labelId: "ro_status_all" },
        { value: "pending", labelId: "ro_status_1" },
        { value: "processing", labelId: "ro_status_2" },
        { value: "awaitingEvaluation", labelId: "ro_status_3" },
        { value: "completed", labelId: "ro_status_4" },
      ],
    },
  },
  { key: "sn", titleId: "ro_field_sn", width: 160, overflow: "tooltip", search: { kind: "text" } },
  { key: "model", titleId: "ro_field_model", width: 170, overflow: "tooltip", search: { kind: "text" } },
  { key: "company", titleId: "ro_field_company", width: 180, overflow: "tooltip", search: { kind: "text" } },
  { key: "contactName", titleId: "ro_field_contactName", width: 120, search: { kind: "text" } },
  { key: "principalAlias", titleId: "ro_field_principal", width: 120 },
  { key: "description", titleId: "ro_field_description", width: 200, overflow: "popover" },
  { key: "alarmCause", titleId: "ro_field_source", width: 150, render: (row) => <RepairSource cause={row.alarmCause} />, text: (row) => row.alarmCause ?? "" },
  { key: "createTime", titleId: "ro_field_createTime", width: 180, sortable: true, text: (row) => localTime(row.createTime) },
  { key: "timeout", titleId: "ro_field_timeout", width: 120, render: (row) => <RepairTimeoutBadge state={row.state} createTime={row.createTime} />, text: (row) => String(repairTimeoutOf(row.state, row.createTime, Date.now())) },
];

const rowKey = (row: Row) => row.id;

/** /repairorderquery: the repair orders of the caller's tenants on the shared data table, with the status filter; a row opens its detail. */
export function RepairOrderList() {
  const intl = useIntl();
  const navigate = useNavigate();
  const table = useDataTable({ name: REPAIR_ORDER_TABLE, columns: COLUMNS, rowKey, defaultSort: { key: "createTime", order: "desc" } });
  const variables = useMemo(() => repairListVariables(table.query), [table.query]);
  const { data, loading, error, refetch } = useAppQuery(RepairOrdersQueryDoc, { variables, fetchPolicy: "cache-and-network", notifyOnNetworkStatusChange: true });
  const list = data?.repairOrders;
  const [editingLookups, setEditingLookups] = useState(false);
  const rowActions = useMemo(
    () => [{ id: "detail", labelId: "ro_action_detail", onClick: (row: Row) => void navigate(`/repairorderdetail?id=${encodeURIComponent(row.id)}`) }],
    [navigate],
  );
  return (
    <Stack gap="3" p="4" data-testid="repair-list">
      <HStack justify="space-between">
        <Heading as="h1" size="lg">
          <FormattedMessage id="ro_query_title" />
        </Heading>
        <HStack gap="2">
          <HideUnlessPermitted permission={API.repairLookupEdit}>
            <Button size="sm" variant="outline" onClick={() => setEditingLookups(true)} data-testid="lookup-open">
              <FormattedMessage id="ro_lookup_open" />
            </Button>
          </HideUnlessPermitted>
          <DisableUnlessPermitted permission={{ path: API.repairOrderAdd.path, method: API.repairOrderAdd.method }}>
            <Button size="sm" colorPalette="blue" onClick={() => void navigate("/createrepairorder")} data-testid="repair-create">
              <FormattedMessage id="ro_report_title" />
            </Button>
          </DisableUnlessPermitted>
        </HStack>
      </HStack>
      <Box>
        <DataTable
          table={table}
          label={intl.formatMessage({ id: "ro_query_title" })}
          rows={list?.page.items}
          total={list?.page.total}
          version={list?.version}
          loading={loading}
          error={error}
          onReload={refetch}
          rowActions={rowActions}
          columnChooser
          testId="repair-table"
        />
      </Box>
      <LookupListsDialog open={editingLookups} onClose={() => setEditingLookups(false)} />
    </Stack>
  );
}
