import { useMutation } from "@apollo/client/react";
import { Badge, Box, Button, Dialog, HStack, Heading, Link, NativeSelect, Progress, Stack, Table, Text } from "@chakra-ui/react";
import { API } from "@contract/apis";
import { CUSTOMER_IMPORT_TEMPLATE_PATH, CUSTOMER_TABLE, IMPORT_MODES, type ImportMode } from "@contract/customers";
import { CUSTOMER_PAGING } from "@contract/paging";
import { useCallback, useEffect, useMemo, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { graphql } from "../../../gql";
import type { CustomerRosterQuery, CustomerStatus } from "../../../gql/graphql";
import { useAppQuery } from "../../../shared/api/useAppQuery";
import { DisableUnlessPermitted } from "../../../shared/permissions/PermissionGuards";
import { TOAST_DURATION_MS, toaster } from "../../../shared/toast/toaster";
import { useErrorToast } from "../../../shared/toast/useErrorToast";
import type { Column } from "../../../shared/widgets/data-table/columns";
import { DataTable } from "../../../shared/widgets/data-table/DataTable";
import { useDataTable } from "../../../shared/widgets/data-table/useDataTable";
import { CollaborationDialog } from "../components/CollaborationDialog";
import { AreaSelect } from "../components/AreaSelect";
import { exportHref, importPercent, rosterVariables } from "../customerRules";
import { ImportRequestError, startCustomerImport } from "../importTransport";
import { DialogFrame } from '../../../shared/widgets/DialogFrame';

export const CustomerRosterQueryDoc = graphql(`
  query CustomerRoster($page: Int!, $pageSize: Int!, $status: CustomerStatus!, $search: String, $label: String, $province: String, $city: String, $sortKey: CustomerSortKey!, $sortDirection: SortDirection!) {
    customers(page: $page, pageSize: $pageSize, status: $status, search: $search, label: $label, province: $province, city: $city, sortKey: $sortKey, sortDirection: $sortDirection) {
      version
      page {
        total
        page
        pageSize
        items {
          id
          name
          alias
          code
          contactPerson
          province
          city
          label
          status
          admin {
            id
            name
          }
          pendingAdmin {
            id
            name
          }
        }
      }
    }
    customerListItems {
      customerId
      customerName
      devices
    }
  }
`);

const DeleteDoc = graphql(`
  mutation DeleteCustomer($id: ID!) {
    deleteCustomer(id: $id) {
      id
      status
      deletedAt
    }
  }
`);
const RestoreDoc = graphql(`
  mutation RestoreCustomer($id: ID!) {
    restoreCustomer(id: $id) {
      id
      status
      deletedAt
    }
  }
`);
const PurgeDoc = graphql(`
  mutation PurgeCustomer($id: ID!) {
    purgeCustomer(id: $id)
  }
`);
export const ImportJobDoc = graphql(`
  query CustomerImportJob($id: ID!) {
    customerImport(id: $id) {
      id
      state
      progress
      processed
      added
      updated
      refused
      errorno
      message
      report {
        row
        field
        message
      }
    }
  }
`);

type Row = CustomerRosterQuery["customers"]["page"]["items"][number];
type Action = "detail" | "delete" | "restore" | "purge" | "share";

function RowActions({ row, onAction }: { row: Row; onAction: (kind: Action, row: Row) => void }) {
  const deleted = row.status === "deleted";
  return (
    <HStack gap="1">
      {!deleted && (
        <>
          <Button size="xs" variant="ghost" onClick={() => onAction("detail", row)} data-testid="customer-detail">
            <FormattedMessage id="cu_edit" />
          </Button>
          <DisableUnlessPermitted permission={{ path: API.customerShare.path, method: API.customerShare.method }}>
            <Button size="xs" variant="ghost" onClick={() => onAction("share", row)} data-testid="customer-share">
              <FormattedMessage id="cu_collaboration" />
            </Button>
          </DisableUnlessPermitted>
          <DisableUnlessPermitted permission={{ path: API.customerDelete.path, method: API.customerDelete.method }}>
            <Button size="xs" variant="ghost" colorPalette="red" onClick={() => onAction("delete", row)} data-testid="customer-delete">
              <FormattedMessage id="cu_delete" />
            </Button>
          </DisableUnlessPermitted>
        </>
      )}
      {deleted && (
        <>
          <DisableUnlessPermitted permission={{ path: API.customerRestore.path, method: API.customerRestore.method }}>
            <Button size="xs" variant="ghost" onClick={() => onAction("restore", row)} data-testid="customer-restore">
              <FormattedMessage id="cu_restore" />
            </Button>
          </DisableUnlessPermitted>
          <DisableUnlessPermitted permission={{ path: API.customerPurge.path, method: API.customerPurge.method }}>
            <Button size="xs" variant="ghost" colorPalette="red" onClick={() => onAction("purge", row)} data-testid="customer-purge">
              <FormattedMessage id="cu_purge" />
            </Button>
          </DisableUnlessPermitted>
        </>
      )}
    </HStack>
  );
}

function columnsWith(onAction: (kind: Action, row: Row) => void): Column<Row>[] {
  return [
    { key: "name", titleId: "cu_col_name", width: 220, sortable: true, overflow: "tooltip", search: { kind: "text" }, hideable: false },
    { key: "alias", titleId: "cu_col_alias", width: 120, overflow: "tooltip" },
    { key: "code", titleId: "cu_col_code", width: 120, sortable: true },
    { key: "contactPerson", titleId: "cu_col_contact", width: 130, overflow: "tooltip" },
    { key: "label", titleId: "cu_col_label", width: 120, search: { kind: "text" } },
    { key: "admin", titleId: "cu_col_admin", width: 140, text: (row) => row.admin?.name ?? "" },
    { key: "actions", titleId: "cu_col_actions", width: 300, hideable: false, render: (row) => <RowActions row={row} onAction={onAction} /> },
  ];
}

const rowKey = (row: Row) => row.id;

/** The import dialog: mode and file, then a progress bar while the job runs, then its report. */
function ImportDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => void }) {
  const intl = useIntl();
  const { showErrorNo } = useErrorToast();
  const [mode, setMode] = useState<ImportMode>("base");
  const [file, setFile] = useState<File | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const job = useAppQuery(ImportJobDoc, { variables: { id: jobId ?? "" }, skip: !jobId, fetchPolicy: "network-only", pollInterval: 400 });
  const state = job.data?.customerImport;
  const { stopPolling } = job;
  useEffect(() => {
    if (state && state.state !== "running") {
      stopPolling();
      onDone();
    }
  }, [state, stopPolling, onDone]);
  const close = () => {
    setJobId(null);
    setFile(null);
    onClose();
  };
  const start = async () => {
    if (!file) return;
    setStarting(true);
    try {
      setJobId(await startCustomerImport(file, file.name, mode));
    } catch (e) {
      if (e instanceof ImportRequestError) showErrorNo(e.errorno, e.params);
      else showErrorNo(4);
    } finally {
      setStarting(false);
    }
  };
  return (
    <DialogFrame open={open} onClose={close} size="lg" testId="customer-import-dialog">
      <Dialog.Header>
        <Dialog.Title>
          <FormattedMessage id={state ? "cu_report" : "cu_import"} />
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        {!jobId && (
          <Stack gap="3">
            <label>
              <Text fontSize="sm">
                <FormattedMessage id="cu_import_mode" />
              </Text>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field value={mode} onChange={(e) => setMode(e.target.value as ImportMode)} data-testid="customer-import-mode">
                  {IMPORT_MODES.map((m) => (
                    <option key={m} value={m}>
                      {intl.formatMessage({ id: `cu_mode_${m}` })}
                    </option>
                  ))}
                </NativeSelect.Field>
              </NativeSelect.Root>
            </label>
            <label>
              <Text fontSize="sm">
                <FormattedMessage id="cu_import_file" />
              </Text>
              <input type="file" accept=".xlsx,.xls" onChange={(e) => setFile(e.target.files?.[0] ?? null)} data-testid="customer-import-file" />
            </label>
            <Link href={CUSTOMER_IMPORT_TEMPLATE_PATH} download fontSize="sm" color="blue.fg" alignSelf="start" data-testid="customer-import-template">
              <FormattedMessage id="cu_import_template" />
            </Link>
          </Stack>
        )}
        {jobId && (
          <Stack gap="3">
            <Progress.Root value={importPercent(state?.progress ?? 0)} data-testid="customer-import-progress">
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            <Text data-testid="customer-import-status">
              {state?.state === "failed"
                ? intl.formatMessage({ id: "cu_import_failed" }, { message: state.message ?? "" })
                : state?.state === "done"
                  ? intl.formatMessage({ id: "cu_import_summary" }, { added: state.added, updated: state.updated, refused: state.refused })
                  : intl.formatMessage({ id: "cu_import_running" }, { processed: state?.processed ?? 0 })}
            </Text>
            {state && state.report.length > 0 && (
              <Box maxH="320px" overflowY="auto">
                <Table.Root size="sm" data-testid="customer-import-report">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader><FormattedMessage id="cu_report_row" /></Table.ColumnHeader>
                      <Table.ColumnHeader><FormattedMessage id="cu_report_field" /></Table.ColumnHeader>
                      <Table.ColumnHeader><FormattedMessage id="cu_report_message" /></Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {state.report.map((r) => (
                      <Table.Row key={`${r.row}:${r.field}`}>
                        <Table.Cell>{r.row}</Table.Cell>
                        <Table.Cell>{r.field}</Table.Cell>
                        <Table.Cell>{r.message}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Box>
            )}
          </Stack>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={close} data-testid="customer-import-close">
          <FormattedMessage id="cu_close" />
        </Button>
        {!jobId && (
          <Button colorPalette="blue" disabled={!file} loading={starting} onClick={() => void start()} data-testid="customer-import-start">
            <FormattedMessage id="cu_import_start" />
          </Button>
        )}
      </Dialog.Footer>
    </DialogFrame>
  );
}

/**
 * The customer roster (spec part 1 sections 2, 7, 9; part 2 sections 3-6), for super_admin and
 * tenant_admin: the roster on the shared data table (18 per page, searched and sorted on the
 * server) with the area filter from the area lookup, the deleted view with restore and complete
 * delete, import (progress, per-row report), export of the filtered list, and the collaboration
 * dialog. The two device groups without a known customer (`notdefine`, `nopa`) are shown above.
 */
export function CustomerRoster() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { showError } = useErrorToast();
  const [view, setView] = useState<CustomerStatus>("normal");
  const [area, setArea] = useState({ province: "", city: "" });
  const [sharing, setSharing] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const [purging, setPurging] = useState<Row | null>(null);
  const [remove] = useMutation(DeleteDoc);
  const [restore] = useMutation(RestoreDoc);
  const [purge] = useMutation(PurgeDoc);

  const onActionRef = useMemo(() => ({ current: (_k: Action, _r: Row) => {} }), []);
  const columns = useMemo(() => columnsWith((k, r) => onActionRef.current(k, r)), [onActionRef]);
  const table = useDataTable({ name: CUSTOMER_TABLE, columns, rowKey, defaultSort: { key: "name", order: "asc" }, paging: CUSTOMER_PAGING });
  const variables = useMemo(() => rosterVariables(table.query, view, area), [table.query, view, area]);
  const { data, loading, error, refetch } = useAppQuery(CustomerRosterQueryDoc, { variables, fetchPolicy: "cache-and-network", notifyOnNetworkStatusChange: true });
  const list = data?.customers;

  const done = useCallback(
    (id: string) => {
      toaster.success({ title: intl.formatMessage({ id }), duration: TOAST_DURATION_MS });
      void refetch().catch(() => undefined);
    },
    [intl, refetch],
  );
  onActionRef.current = (kind, row) => {
    if (kind === "detail") void navigate(`/customerdetail?customer_id=${encodeURIComponent(row.id)}`);
    else if (kind === "share") setSharing(row.id);
    else if (kind === "purge") setPurging(row);
    else {
      const mutate = kind === "delete" ? remove : restore;
      mutate({ variables: { id: row.id } }).then(
        () => done(kind === "delete" ? "cu_done_deleted" : "cu_done_restored"),
        (e: unknown) => showError(e),
      );
    }
  };
  const onImported = useCallback(() => void refetch().catch(() => undefined), [refetch]);

  return (
    <Stack gap="3" p="4" data-testid="customer-roster">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="lg">
          <FormattedMessage id="route_customerroster" />
        </Heading>
        <HStack gap="2">
          <DisableUnlessPermitted permission={{ path: API.customerAdd.path, method: API.customerAdd.method }}>
            <Button size="sm" colorPalette="blue" onClick={() => void navigate("/createcustomer")} data-testid="customer-create">
              <FormattedMessage id="cu_create" />
            </Button>
          </DisableUnlessPermitted>
          <DisableUnlessPermitted permission={{ path: API.customerImport.path, method: API.customerImport.method }}>
            <Button size="sm" variant="outline" onClick={() => setImporting(true)} data-testid="customer-import">
              <FormattedMessage id="cu_import" />
            </Button>
          </DisableUnlessPermitted>
          <DisableUnlessPermitted permission={API.customerExport.path}>
            <Button size="sm" variant="outline" asChild data-testid="customer-export">
              <a href={exportHref(view, variables.search, area)} download>
                <FormattedMessage id="cu_export" />
              </a>
            </Button>
          </DisableUnlessPermitted>
        </HStack>
      </HStack>
      <HStack gap="3" wrap="wrap">
        <HStack gap="1" role="group">
          {(["normal", "deleted"] as const).map((v) => (
            <Button key={v} size="sm" variant={view === v ? "solid" : "outline"} onClick={() => setView(v)} data-testid={`customer-view-${v}`} aria-pressed={view === v}>
              <FormattedMessage id={v === "normal" ? "cu_view_normal" : "cu_view_deleted"} />
            </Button>
          ))}
        </HStack>
        <AreaSelect value={area} onChange={setArea} />
        <HStack gap="2" data-testid="customer-groups" aria-label={intl.formatMessage({ id: "cu_groups" })}>
          {data?.customerListItems.map((item) => (
            <Badge key={item.customerId} variant="subtle" data-customer-id={item.customerId}>
              {item.customerName}: {item.devices}
            </Badge>
          ))}
        </HStack>
      </HStack>
      <DataTable
        table={table}
        label={intl.formatMessage({ id: "route_customerroster" })}
        rows={list?.page.items}
        total={list?.page.total}
        version={list?.version}
        loading={loading}
        error={error}
        onReload={refetch}
        columnChooser
        testId="customer-table"
      />
      <ImportDialog open={importing} onClose={() => setImporting(false)} onDone={onImported} />
      {sharing && <CollaborationDialog customerId={sharing} onClose={() => setSharing(null)} />}
      <DialogFrame open={!!purging} onClose={() => setPurging(null)} role="alertdialog">
        <Dialog.Body pt="6">{purging ? intl.formatMessage({ id: "cu_confirm_purge" }, { name: purging.name }) : null}</Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={() => setPurging(null)}>
            <FormattedMessage id="cu_cancel" />
          </Button>
          <Button
            colorPalette="red"
            data-testid="customer-purge-confirm"
            onClick={() => {
              const row = purging;
              setPurging(null);
              if (row) purge({ variables: { id: row.id } }).then(() => done("cu_done_purged"), (e: unknown) => showError(e));
            }}
          >
            <FormattedMessage id="cu_confirm" />
          </Button>
        </Dialog.Footer>
      </DialogFrame>
    </Stack>
  );
}
