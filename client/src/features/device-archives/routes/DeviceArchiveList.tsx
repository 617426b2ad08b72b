import { Badge, Heading, Stack } from '@chakra-ui/react';
import { API } from '@contract/apis';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { graphql } from '../../../gql';
import type { DeviceArchivesQuery } from '../../../gql/graphql';
import { useAppQuery } from '../../../shared/api/useAppQuery';
import type { Column } from '../../../shared/widgets/data-table/columns';
import { DataTable } from '../../../shared/widgets/data-table/DataTable';
import type { RowAction, TableAction } from '../../../shared/widgets/data-table/DataTableToolbar';
import { useDataTable } from '../../../shared/widgets/data-table/useDataTable';
import { ARCHIVE_TABLE, archiveListVariables, archiveStatusName } from '../archiveRules';
import { AlarmRulesDialog } from '../components/AlarmRulesDialog';
import { AttributesDialog } from '../components/AttributesDialog';
import { BindingsDialog } from '../components/BindingsDialog';
import { DecommissionDialog } from '../components/DecommissionDialog';
import { QrCodesDialog } from '../components/QrCodesDialog';
import { RotateDialog } from '../components/RotateDialog';

export const DeviceArchivesQueryDoc = graphql(`
  query DeviceArchives(
    $page: Int!
    $pageSize: Int!
    $search: String
    $factoryNumber: String
    $customerId: ID
    $state: DeviceArchiveState
    $sortKey: DeviceArchiveSortKey
    $sortDirection: SortDirection
  ) {
    deviceArchives(
      page: $page
      pageSize: $pageSize
      search: $search
      factoryNumber: $factoryNumber
      customerId: $customerId
      state: $state
      sortKey: $sortKey
      sortDirection: $sortDirection
    ) {
      version
      page {
        total
        items {
          id
          uuid
          devalias
          status
          factoryNumber
          model
          location
          createdAt
          decommissionedAt
          refusedReadings
          customer {
            id
            name
          }
          maintainer {
            id
            name
          }
          administrator {
            id
            name
          }
        }
      }
    }
    deviceArchiveChoices {
      customers {
        id
        name
      }
    }
  }
`);

type Row = DeviceArchivesQuery['deviceArchives']['page']['items'][number];

const localTime = (iso: string | null | undefined) => {
  if (!iso) return '';
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
};

const STATUS_COLOURS: Record<string, string> = { Running: 'green', Idle: 'yellow', Estop: 'red', Offline: 'gray' };

function columnsWith(stateOptions: { value: string; label: string }[], customerOptions: { value: string; label: string }[], statusName: (row: Row) => string): Column<Row>[] {
  return [
    { key: 'devalias', titleId: 'da_col_alias', width: 170, sortable: true, overflow: 'tooltip', search: { kind: 'text' }, hideable: false },
    { key: 'factoryNumber', titleId: 'da_col_factory_number', width: 170, sortable: true, overflow: 'tooltip', search: { kind: 'text' } },
    { key: 'model', titleId: 'da_col_model', width: 170, sortable: true, overflow: 'tooltip' },
    { key: 'customer', titleId: 'da_col_customer', width: 200, overflow: 'tooltip', text: (row) => row.customer?.name, search: { kind: 'select', options: customerOptions } },
    { key: 'maintainer', titleId: 'da_col_maintainer', width: 130, text: (row) => row.maintainer?.name },
    { key: 'administrator', titleId: 'da_col_administrator', width: 130, text: (row) => row.administrator?.name },
    {
      key: 'state',
      titleId: 'da_col_status',
      width: 130,
      search: { kind: 'select', options: stateOptions },
      text: statusName,
      render: (row) => <Badge colorPalette={row.decommissionedAt ? 'gray' : (STATUS_COLOURS[row.status] ?? 'gray')}>{statusName(row)}</Badge>,
    },
    { key: 'location', titleId: 'da_col_location', width: 150, overflow: 'tooltip', hidden: true },
    { key: 'uuid', titleId: 'da_col_uuid', width: 300, overflow: 'tooltip', hidden: true },
    { key: 'refusedReadings', titleId: 'da_col_refused', width: 120, hidden: true },
    { key: 'createdAt', titleId: 'da_col_created', width: 160, sortable: true, text: (row) => localTime(row.createdAt) },
  ];
}

const rowKey = (row: Row) => row.id;
const active = (row: Row) => !row.decommissionedAt;

/**
 * /deviceView, the device archives (issue 16; spec part 2 sections 3-6): the archives of the
 * caller's tenants on the shared data table (searched, sorted, paged by the server), register
 * and edit, the MQTT password rotation, bound users, attributes, alarm rules, QR codes and log out per row.
 */
export function DeviceArchiveList() {
  const intl = useIntl();
  const navigate = useNavigate();
  const stateOptions = useMemo(
    () => [
      { value: 'active', label: intl.formatMessage({ id: 'da_state_active' }) },
      { value: 'loggedOut', label: intl.formatMessage({ id: 'da_state_logged_out' }) },
      { value: 'all', label: intl.formatMessage({ id: 'da_state_all' }) },
    ],
    [intl],
  );
  // The customer search's choices come with the list (the customers of the caller's tenants).
  const [customers, setCustomers] = useState<readonly { id: string; name: string }[]>([]);
  const customerOptions = useMemo(() => customers.map((c) => ({ value: c.id, label: c.name })), [customers]);
  const columns = useMemo(() => {
    return columnsWith(stateOptions, customerOptions, (row) => archiveStatusName(intl, row));
  }, [stateOptions, customerOptions, intl]);
  const table = useDataTable({ name: ARCHIVE_TABLE, columns, rowKey });
  const variables = useMemo(() => archiveListVariables(table.query), [table.query]);
  const { data, loading, error, refetch } = useAppQuery(DeviceArchivesQueryDoc, { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const choices = data?.deviceArchiveChoices.customers;
  useEffect(() => {
    if (choices && choices !== customers) setCustomers(choices);
  }, [choices, customers]);

  const [rotating, setRotating] = useState<Row | null>(null);
  const [binding, setBinding] = useState<Row | null>(null);
  const [attributes, setAttributes] = useState<Row | null>(null);
  const [alarmRules, setAlarmRules] = useState<Row | null>(null);
  const [decommissioning, setDecommissioning] = useState<Row | null>(null);
  const [qr, setQr] = useState<Row | null>(null);

  const actions = useMemo<TableAction<Row>[]>(() => [{ id: 'add', labelId: 'da_add', permission: API.deviceArchiveAdd, onClick: () => void navigate('/NewDeviceProfile') }], [navigate]);
  const rowActions = useMemo<RowAction<Row>[]>(
    () => [
      { id: 'edit', labelId: 'da_edit', permission: API.deviceArchiveEdit, enabled: active, onClick: (row) => void navigate(`/NewDeviceProfile?id=${row.id}`) },
      { id: 'rotate', labelId: 'da_rotate', permission: API.deviceCredentialRotate, enabled: active, onClick: setRotating },
      { id: 'bindings', labelId: 'da_bindings', permission: API.deviceBindingList, onClick: setBinding },
      { id: 'attributes', labelId: 'da_attributes', permission: API.deviceAttributeList, onClick: setAttributes },
      { id: 'alarmRules', labelId: 'da_alarm_rules', permission: API.alarmRuleList, onClick: setAlarmRules },
      { id: 'qr', labelId: 'da_qr_codes', permission: API.qrCodeList, enabled: (row) => active(row) && !!row.factoryNumber, onClick: setQr },
      { id: 'decommission', labelId: 'da_decommission', colorPalette: 'red', permission: API.deviceArchiveDecommission, enabled: active, onClick: setDecommissioning },
    ],
    [navigate],
  );

  return (
    <Stack gap="3" p="4" data-testid="device-archive-list">
      <Heading as="h1" size="lg">
        <FormattedMessage id="route_deviceView" />
      </Heading>
      <DataTable
        table={table}
        label={intl.formatMessage({ id: 'route_deviceView' })}
        rows={data?.deviceArchives.page.items}
        total={data?.deviceArchives.page.total}
        version={data?.deviceArchives.version}
        loading={loading}
        error={error}
        onReload={refetch}
        actions={actions}
        rowActions={rowActions}
        columnChooser
        testId="device-archive-table"
      />
      <RotateDialog target={rotating} onClose={() => setRotating(null)} />
      <BindingsDialog target={binding} onClose={() => setBinding(null)} onChanged={() => refetch()} />
      <AttributesDialog target={attributes} onClose={() => setAttributes(null)} />
      <AlarmRulesDialog target={alarmRules} onClose={() => setAlarmRules(null)} />
      <QrCodesDialog target={qr && qr.factoryNumber ? { id: qr.id, devalias: qr.devalias, factoryNumber: qr.factoryNumber } : null} onClose={() => setQr(null)} />
      <DecommissionDialog target={decommissioning} onClose={() => setDecommissioning(null)} onDone={() => refetch()} />
    </Stack>
  );
}
