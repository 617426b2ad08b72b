import { useMutation } from "@apollo/client/react";
import { Box, Button, Heading, HStack, Stack } from "@chakra-ui/react";
import { API } from "@contract/apis";
import { MAINTENANCE_PLAN_TABLE } from "@contract/maintenance-plans";
import { useMemo, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { graphql } from "../../../gql";
import type { MaintenancePlansQuery, PlanSortKey } from "../../../gql/graphql";
import { useAppQuery } from "../../../shared/api/useAppQuery";
import { DisableUnlessPermitted } from "../../../shared/permissions/PermissionGuards";
import { TOAST_DURATION_MS, toaster } from "../../../shared/toast/toaster";
import { ConfirmDialog } from "../../../shared/widgets/ConfirmDialog";
import type { Column } from "../../../shared/widgets/data-table/columns";
import { DataTable } from "../../../shared/widgets/data-table/DataTable";
import { searchText } from "../../../shared/widgets/data-table/searchRules";
import { useDataTable } from "../../../shared/widgets/data-table/useDataTable";
import { localTime } from "../../repair-orders/time";

export const MaintenancePlansQueryDoc = graphql(`
  query MaintenancePlans($page: Int!, $pageSize: Int!, $name: String, $sortKey: PlanSortKey!, $sortDirection: SortDirection!) {
    maintenancePlans(page: $page, pageSize: $pageSize, name: $name, sortKey: $sortKey, sortDirection: $sortDirection) {
      version
      page {
        total
        page
        pageSize
        items {
          id
          name
          firstDate
          cycle
          unit
          mode
          daysAhead
          dispatchTime
          nextDueDate
          principalAlias
          customers
          machines {
            deviceId
            sn
          }
          createTime
        }
      }
    }
  }
`);

const DeletePlanMutation = graphql(`
  mutation DeleteMaintenancePlan($id: ID!) {
    deleteMaintenancePlan(id: $id)
  }
`);

type Row = MaintenancePlansQuery["maintenancePlans"]["page"]["items"][number];

/** How a plan repeats, in words: "every 2 weeks" or "single". */
function CycleText({ row }: { row: Row }) {
  const intl = useIntl();
  if (row.mode === "single") return <FormattedMessage id="mp_mode_single" />;
  return <FormattedMessage id="mp_every" values={{ cycle: row.cycle, unit: intl.formatMessage({ id: `mp_unit_${row.unit}` }) }} />;
}

const COLUMNS: Column<Row>[] = [
  { key: "name", titleId: "mp_field_name", width: 200, sortable: true, search: { kind: "text" }, hideable: false },
  { key: "cycle", titleId: "mp_field_cycle", width: 140, render: (row) => <CycleText row={row} />, text: (row) => `${row.mode} ${row.cycle} ${row.unit}` },
  { key: "firstDate", titleId: "mp_field_firstDate", width: 130 },
  { key: "dispatchTime", titleId: "mp_field_dispatchTime", width: 110 },
  { key: "nextDueDate", titleId: "mp_field_nextDate", width: 140, sortable: true, render: (row) => row.nextDueDate ?? <FormattedMessage id="mp_done" />, text: (row) => row.nextDueDate ?? "" },
  { key: "machines", titleId: "mp_field_devices", width: 200, overflow: "popover", text: (row) => row.machines.map((m) => m.sn).join(", ") },
  { key: "customers", titleId: "mp_field_customers", width: 200, overflow: "tooltip", text: (row) => row.customers.join(", ") },
  { key: "principalAlias", titleId: "mp_field_principal", width: 120 },
  { key: "createTime", titleId: "mp_field_createTime", width: 180, sortable: true, text: (row) => localTime(row.createTime) },
];

const SORT_KEYS: Record<string, PlanSortKey> = { name: "name", nextDueDate: "nextDueDate", createTime: "createTime" };
const rowKey = (row: Row) => row.id;

/** /maintenanceplans: the plans of the caller's tenants on the shared data table; create, edit, delete. */
export function PlanList() {
  const intl = useIntl();
  const navigate = useNavigate();
  const table = useDataTable({ name: MAINTENANCE_PLAN_TABLE, columns: COLUMNS, rowKey, defaultSort: { key: "createTime", order: "desc" } });
  const variables = useMemo(() => {
    return {
      page: table.query.page,
      pageSize: table.query.pageSize,
      name: searchText(table.query.search.name),
      sortKey: (table.query.sort && SORT_KEYS[table.query.sort.key]) || "createTime",
      sortDirection: table.query.sort?.order ?? "desc",
    } as const;
  }, [table.query]);
  const { data, loading, error, refetch } = useAppQuery(MaintenancePlansQueryDoc, { variables, fetchPolicy: "cache-and-network", notifyOnNetworkStatusChange: true });
  const [remove, removing] = useMutation(DeletePlanMutation);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const list = data?.maintenancePlans;
  const rowActions = useMemo(
    () => [
      { id: "edit", labelId: "mp_action_edit", onClick: (row: Row) => void navigate(`/maintenanceplanedit?id=${encodeURIComponent(row.id)}`), permission: API.maintenancePlanEdit },
      { id: "delete", labelId: "mp_action_delete", onClick: (row: Row) => setDeleting(row), permission: API.maintenancePlanDelete },
    ],
    [navigate],
  );
  return (
    <Stack gap="3" p="4" data-testid="plan-list">
      <HStack justify="space-between">
        <Heading as="h1" size="lg">
          <FormattedMessage id="mp_list_title" />
        </Heading>
        <HStack gap="2">
          <Button size="sm" variant="outline" onClick={() => void navigate("/checkorders")}>
            <FormattedMessage id="mp_check_orders" />
          </Button>
          <DisableUnlessPermitted permission={API.maintenancePlanAdd}>
            <Button size="sm" colorPalette="blue" onClick={() => void navigate("/maintenanceplanedit")} data-testid="plan-create">
              <FormattedMessage id="mp_create" />
            </Button>
          </DisableUnlessPermitted>
        </HStack>
      </HStack>
      <Box>
        <DataTable
          table={table}
          label={intl.formatMessage({ id: "mp_list_title" })}
          rows={list?.page.items}
          total={list?.page.total}
          version={list?.version}
          loading={loading}
          error={error}
          onReload={refetch}
          rowActions={rowActions}
          testId="plan-table"
        />
      </Box>
      <ConfirmDialog
        open={deleting !== null}
        title={<FormattedMessage id="mp_action_delete" />}
        body={<FormattedMessage id="mp_delete_confirm" values={{ name: deleting?.name ?? "" }} />}
        danger
        busy={removing.loading}
        onConfirm={async () => {
          if (!deleting) return;
          await remove({ variables: { id: deleting.id } });
          setDeleting(null);
          toaster.success({ title: intl.formatMessage({ id: "mp_deleted" }), duration: TOAST_DURATION_MS });
          await refetch();
        }}
        onClose={() => setDeleting(null)}
        testId="plan-delete-confirm"
      />
    </Stack>
  );
}
