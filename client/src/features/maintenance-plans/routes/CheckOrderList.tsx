import { Box, Button, Heading, HStack, Stack } from "@chakra-ui/react";
import { CHECK_ORDER_TABLE, CHECK_STAGES } from "@contract/maintenance-plans";
import { useMemo } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { graphql } from "../../../gql";
import type { CheckOrdersQuery, CheckSortKey, CheckStageFilter } from "../../../gql/graphql";
import { useAppQuery } from "../../../shared/api/useAppQuery";
import { StageBadge } from "../components/StageBadge";
import type { Column } from "../../../shared/widgets/data-table/columns";
import { DataTable } from "../../../shared/widgets/data-table/DataTable";
import { useDataTable } from "../../../shared/widgets/data-table/useDataTable";
import { searchText } from "../../../shared/widgets/data-table/searchRules";
import { localTime } from "../../repair-orders/time";

export const CheckOrdersQueryDoc = graphql(`
  query CheckOrders($page: Int!, $pageSize: Int!, $stage: CheckStageFilter!, $number: String, $sn: String, $planName: String, $sortKey: CheckSortKey!, $sortDirection: SortDirection!) {
    checkOrders(page: $page, pageSize: $pageSize, stage: $stage, number: $number, sn: $sn, planName: $planName, sortKey: $sortKey, sortDirection: $sortDirection) {
      version
      page {
        total
        page
        pageSize
        items {
          id
          number
          stage
          planName
          sn
          model
          customer
          dueDate
          principalAlias
          createTime
        }
      }
    }
  }
`);

type Row = CheckOrdersQuery["checkOrders"]["page"]["items"][number];

const STAGE_FILTERS: readonly CheckStageFilter[] = ["all", ...CHECK_STAGES];

const COLUMNS: Column<Row>[] = [
  { key: "number", titleId: "co_field_number", width: 200, sortable: true, search: { kind: "text" }, hideable: false },
  {
    key: "stage",
    titleId: "co_field_stage",
    width: 170,
    render: (row) => <StageBadge stage={row.stage} />,
    text: (row) => row.stage,
    search: { kind: "select", clearable: false, default: "all", options: STAGE_FILTERS.map((value) => ({ value, labelId: `co_stage_${value}` })) },
  },
  { key: "planName", titleId: "co_field_plan", width: 180, overflow: "tooltip", search: { kind: "text" } },
  { key: "sn", titleId: "co_field_sn", width: 160, search: { kind: "text" } },
  { key: "model", titleId: "co_field_model", width: 150, overflow: "tooltip" },
  { key: "customer", titleId: "co_field_customer", width: 180, overflow: "tooltip" },
  { key: "dueDate", titleId: "co_field_dueDate", width: 120, sortable: true },
  { key: "principalAlias", titleId: "co_field_principal", width: 120 },
  { key: "createTime", titleId: "co_field_createTime", width: 180, sortable: true, text: (row) => localTime(row.createTime) },
];

const SORT_KEYS: Record<string, CheckSortKey> = { number: "number", dueDate: "dueDate", createTime: "createTime" };
const rowKey = (row: Row) => row.id;

/** /checkorders: the check orders of the caller's tenants with the stage filter; a row opens its detail. */
export function CheckOrderList() {
  const intl = useIntl();
  const navigate = useNavigate();
  const table = useDataTable({ name: CHECK_ORDER_TABLE, columns: COLUMNS, rowKey, defaultSort: { key: "createTime", order: "desc" } });
  const variables = useMemo(() => {
    const s = table.query.search;
    const stage = typeof s.stage === "string" && (STAGE_FILTERS as readonly string[]).includes(s.stage) ? (s.stage as CheckStageFilter) : "all";
    return {
      page: table.query.page,
      pageSize: table.query.pageSize,
      stage,
      number: searchText(s.number),
      sn: searchText(s.sn),
      planName: searchText(s.planName),
      sortKey: (table.query.sort && SORT_KEYS[table.query.sort.key]) || "createTime",
      sortDirection: table.query.sort?.order ?? "desc",
    } as const;
  }, [table.query]);
  const { data, loading, error, refetch } = useAppQuery(CheckOrdersQueryDoc, { variables, fetchPolicy: "cache-and-network", notifyOnNetworkStatusChange: true });
  const list = data?.checkOrders;
  const rowActions = useMemo(() => [{ id: "detail", labelId: "co_action_detail", onClick: (row: Row) => void navigate(`/checkorderdetail?id=${encodeURIComponent(row.id)}`) }], [navigate]);
  return (
    <Stack gap="3" p="4" data-testid="check-list">
      <HStack justify="space-between">
        <Heading as="h1" size="lg">
          <FormattedMessage id="co_list_title" />
        </Heading>
        <Button size="sm" variant="outline" onClick={() => void navigate("/maintenanceplans")}>
          <FormattedMessage id="mp_list_title" />
        </Button>
      </HStack>
      <Box>
        <DataTable
          table={table}
          label={intl.formatMessage({ id: "co_list_title" })}
          rows={list?.page.items}
          total={list?.page.total}
          version={list?.version}
          loading={loading}
          error={error}
          onReload={refetch}
          rowActions={rowActions}
          testId="check-table"
        />
      </Box>
    </Stack>
  );
}
