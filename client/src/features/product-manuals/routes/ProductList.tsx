import { useMutation } from "@apollo/client/react";
import {
  Badge,
  Box,
  Button,
  Heading,
  HStack,
  Image,
  Stack,
} from "@chakra-ui/react";
import { API } from "@contract/apis";
import { PRODUCT_MANUAL_TABLE } from "@contract/product-manuals";
import { useCallback, useEffect, useMemo, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { graphql } from "../../../gql";
import type { ProductManualsQuery } from "../../../gql/graphql";
import { useAppQuery } from "../../../shared/api/useAppQuery";
import { DisableUnlessPermitted } from "../../../shared/permissions/PermissionGuards";
import { TOAST_DURATION_MS, toaster } from "../../../shared/toast/toaster";
import { useErrorToast } from "../../../shared/toast/useErrorToast";
import type { Column } from "../../../shared/widgets/data-table/columns";
import { DataTable } from "../../../shared/widgets/data-table/DataTable";
import { useDataTable } from "../../../shared/widgets/data-table/useDataTable";
import { ConfirmDialog } from "../../../shared/widgets/ConfirmDialog";
import {
  type ActionRow,
  ProductRowActions,
  RowActionContext,
  type RowActionKind,
} from "../components/ProductRowActions";
import { listVariables } from "../listRules";

export const ProductManualsQueryDoc = graphql(`
  query ProductManuals(
    $page: Int!
    $pageSize: Int!
    $id: ID
    $name: String
    $model: String
    $description: String
    $note: String
    $status: ShelfStatusFilter!
    $tags: [String!]
    $createTimeStart: String
    $createTimeEnd: String
    $shelfTimeStart: String
    $shelfTimeEnd: String
    $sortKey: ProductManualSortKey!
    $sortDirection: SortDirection!
  ) {
    productManuals(
      page: $page
      pageSize: $pageSize
      id: $id
      name: $name
      model: $model
      description: $description
      note: $note
      status: $status
      tags: $tags
      createTimeStart: $createTimeStart
      createTimeEnd: $createTimeEnd
      shelfTimeStart: $shelfTimeStart
      shelfTimeEnd: $shelfTimeEnd
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
          name
          model
          description
          note
          status
          createTime
          onTheShelfTime
          coverPicture {
            filename
            fileurl
            md5name
          }
          tags {
            id
            name
          }
        }
      }
    }
  }
`);

export const ProductManualTagsQuery = graphql(`
  query ProductManualTags {
    productManualTags {
      id
      name
    }
  }
`);

const OffShelfMutation = graphql(`
  mutation TakeProductManualOffShelf($id: ID!) {
    takeProductManualOffShelf(id: $id) {
      id
      status
      onTheShelfTime
    }
  }
`);
const OnShelfMutation = graphql(`
  mutation PutProductManualOnShelf($id: ID!) {
    putProductManualOnShelf(id: $id) {
      id
      status
      onTheShelfTime
    }
  }
`);
const DeleteMutation = graphql(`
  mutation DeleteProductManual($id: ID!) {
    deleteProductManual(id: $id)
  }
`);

type Row = ProductManualsQuery["productManuals"]["page"]["items"][number];

/** Times as the list shows them: local 'YYYY-MM-DD HH:mm:ss'. */
const localTime = (iso: string | null | undefined) => {
  if (!iso) return "";
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
};

function StatusChip({ status }: { status: Row["status"] }) {
  const on = status === "onTheShelf";
  return (
    <Badge
      colorPalette={on ? "green" : "orange"}
      variant="subtle"
      data-testid="status-chip"
      data-status={status}
    >
      <FormattedMessage id={on ? "pm_status_on" : "pm_status_off"} />
    </Badge>
  );
}

function columnsWith(
  tagOptions: readonly { value: string; label: string }[],
): Column<Row>[] {
  return [
    {
      key: "id",
      titleId: "pm_col_id",
      width: 90,
      sortable: true,
      search: { kind: "text", digits: true },
      hideable: false,
    },
    {
      key: "cover",
      titleId: "pm_col_cover",
      width: 80,
      text: (row) => row.coverPicture[0]?.filename,
      render: (row) =>
        row.coverPicture[0] ? (
          <Image
            src={row.coverPicture[0].fileurl}
            alt={row.name}
            boxSize="40px"
            objectFit="cover"
            borderRadius="sm"
            loading="lazy"
          />
        ) : null,
    },
    {
      key: "name",
      titleId: "pm_col_name",
      width: 180,
      sortable: true,
      overflow: "tooltip",
      search: { kind: "text" },
      hideable: false,
    },
    {
      key: "model",
      titleId: "pm_col_model",
      width: 150,
      sortable: true,
      overflow: "tooltip",
      search: { kind: "text" },
    },
    {
      key: "description",
      titleId: "pm_col_description",
      width: 180,
      overflow: "popover",
      search: { kind: "text" },
    },
    {
      key: "note",
      titleId: "pm_col_note",
      width: 150,
      overflow: "popover",
      search: { kind: "text" },
    },
    {
      key: "tags",
      titleId: "pm_col_tags",
      width: 160,
      overflow: "tooltip",
      text: (row) => row.tags.map((t) => t.name).join(", "),
      search: { kind: "select", options: tagOptions },
    },
    {
      key: "status",
      titleId: "pm_col_status",
      width: 130,
      sortable: true,
      render: (row) => <StatusChip status={row.status} />,
      search: {
        kind: "select",
        clearable: false,
        default: "all",
        options: [
          { value: "all", labelId: "pm_status_all" },
          { value: "onTheShelf", labelId: "pm_status_on" },
          { value: "offshelf", labelId: "pm_status_off" },
        ],
      },
    },
    {
      key: "createTime",
      titleId: "pm_col_createtime",
      width: 200,
      sortable: true,
      text: (row) => localTime(row.createTime),
      search: { kind: "datetimeRange" },
    },
    {
      key: "onTheShelfTime",
      titleId: "pm_col_shelftime",
      width: 200,
      sortable: true,
      text: (row) => localTime(row.onTheShelfTime),
      search: { kind: "datetimeRange" },
    },
    {
      key: "actions",
      titleId: "pm_col_actions",
      width: 300,
      hideable: false,
      render: (row) => <ProductRowActions row={row} />,
    },
  ];
}

const rowKey = (row: Row) => row.id;
type Pending = { kind: Exclude<RowActionKind, "edit">; row: ActionRow };
const CONFIRM: Record<Pending["kind"], { ask: string; done: string }> = {
  offShelf: { ask: "pm_confirm_off_shelf", done: "pm_done_off_shelf" },
  onShelf: { ask: "pm_confirm_on_shelf", done: "pm_done_on_shelf" },
  delete: { ask: "pm_confirm_delete", done: "pm_done_deleted" },
};

/**
 * The product manual list (spec part 2 sections 2, 4, 6, 7): header searches, server-side sort
 * (newest first by default), cover thumbnails, status chips, create, and per row edit, off
 * shelf, on shelf and delete, each asked first and each needing its API. The live dot comes
 * from the table's version topic (`productmanual`).
 */
export function ProductList() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { showError } = useErrorToast();
  // Tags change with the manuals (a new manual brings its tags): read again with every list answer.
  const tags = useAppQuery(ProductManualTagsQuery, { fetchPolicy: "cache-and-network" });
  const tagOptions = useMemo(
    () =>
      (tags.data?.productManualTags ?? []).map((t) => ({
        value: t.name,
        label: t.name,
      })),
    [tags.data],
  );
  const columns = useMemo(() => columnsWith(tagOptions), [tagOptions]);
  const table = useDataTable({
    name: PRODUCT_MANUAL_TABLE,
    columns,
    rowKey,
    defaultSort: { key: "createTime", order: "desc" },
  });
  const variables = useMemo(() => listVariables(table.query), [table.query]);
  const { data, loading, error, refetch } = useAppQuery(
    ProductManualsQueryDoc,
    {
      variables,
      fetchPolicy: "cache-and-network",
      notifyOnNetworkStatusChange: true,
    },
  );
  const list = data?.productManuals;
  const refetchTags = tags.refetch;
  useEffect(() => {
    if (list?.version !== undefined) void refetchTags().catch(() => undefined);
  }, [list?.version, refetchTags]);

  const [offShelf] = useMutation(OffShelfMutation);
  const [onShelf] = useMutation(OnShelfMutation);
  const [remove] = useMutation(DeleteMutation);
  const [pending, setPending] = useState<Pending | null>(null);

  const onAction = useCallback(
    (kind: RowActionKind, row: ActionRow) => {
      if (kind === "edit")
        void navigate(`/editproduct?product_id=${encodeURIComponent(row.id)}`);
      else setPending({ kind, row });
    },
    [navigate],
  );

  const run = async ({ kind, row }: Pending) => {
    try {
      const mutate =
        kind === "offShelf" ? offShelf : kind === "onShelf" ? onShelf : remove;
      await mutate({ variables: { id: row.id } });
      toaster.success({
        title: intl.formatMessage({ id: CONFIRM[kind].done }),
        duration: TOAST_DURATION_MS,
      });
      // The page changes (a row gone, or out of the status filter): ask again.
      await refetch().catch(() => undefined);
    } catch (e) {
      showError(e);
    }
  };

  return (
    <Stack gap="3" p="4" data-testid="product-list">
      <HStack justify="space-between">
        <Heading as="h1" size="lg">
          <FormattedMessage id="route_productlist" />
        </Heading>
        <DisableUnlessPermitted permission={API.productManualAdd}>
          <Button
            size="sm"
            colorPalette="blue"
            onClick={() => void navigate("/createnewproduct")}
            data-testid="product-create"
          >
            <FormattedMessage id="pm_create" />
          </Button>
        </DisableUnlessPermitted>
      </HStack>
      <Box>
        <RowActionContext.Provider value={onAction}>
          <DataTable
            table={table}
            label={intl.formatMessage({ id: "route_productlist" })}
            rows={list?.page.items}
            total={list?.page.total}
            version={list?.version}
            loading={loading}
            error={error}
            onReload={refetch}
            columnChooser
            testId="product-table"
          />
        </RowActionContext.Provider>
      </Box>
      <ConfirmDialog
        open={pending !== null}
        title={<FormattedMessage id="pm_confirm_title" />}
        body={
          pending &&
          intl.formatMessage(
            { id: CONFIRM[pending.kind].ask },
            { name: pending.row.name },
          )
        }
        danger={pending?.kind === "delete"}
        onConfirm={() => (pending ? run(pending) : undefined)}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}
