import { useMutation } from "@apollo/client/react";
import { Badge, Box, Button, Center, Grid, Heading, HStack, Input, Spinner, Stack, Table, Text } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate, useSearchParams } from "react-router";
import { graphql } from "../../../gql";
import type { CustomerDetailQuery } from "../../../gql/graphql";
import { useAppQuery } from "../../../shared/api/useAppQuery";
import { useLiveSubscription } from "../../../shared/api/useLiveSubscription";
import { ContractForm } from "../../../shared/forms/ContractForm";
import { TextField } from "../../../shared/forms/TextField";
import { useContractForm } from "../../../shared/forms/useContractForm";
import { TOAST_DURATION_MS, toaster } from "../../../shared/toast/toaster";
import { LoadFailed } from "../../../shared/widgets/LoadFailed";
import { AreaSelect } from "../components/AreaSelect";
import { type CustomerFormState, customerFormRules, emptyForm, formOf, inputOf, PARAM_ROWS, TEXT_FIELDS } from "../customerRules";
import { ControlledField } from "../../../shared/forms/ControlledField";
import { ReliabilityFigures } from "../../../shared/kanban/ReliabilityFigures";
import { statusName } from "../../../shared/kanban/deviceStatus";

const CUSTOMER_FIELDS = graphql(`
  fragment CustomerForm_customer on Customer {
    id
    name
    alias
    code
    address
    contactPerson
    contactWay
    ncAccount
    mainBusiness
    responsibleSales
    label
    country
    province
    city
    status
    customParams {
      name
      value
    }
  }
`);
void CUSTOMER_FIELDS;

const CreateDoc = graphql(`
  mutation CreateCustomer($input: CustomerInput!) {
    createCustomer(input: $input) {
      id
      name
    }
  }
`);
const UpdateDoc = graphql(`
  mutation UpdateCustomer($id: ID!, $input: CustomerInput!) {
    updateCustomer(id: $id, input: $input) {
      id
      ...CustomerForm_customer @unmask
    }
  }
`);
export const CustomerDetailDoc = graphql(`
  query CustomerDetail($id: ID!) {
    customer(id: $id) {
      id
      ...CustomerForm_customer @unmask
    }
    customerDevices(id: $id) {
      id
      uuid
      devalias
      status
      statusAt
    }
    customerLog(id: $id) {
      total
      items {
        id
        operateType
        operatorName
        detail
        createdAt
      }
    }
  }
`);
const StatisticsDoc = graphql(`
  query CustomerArchiveStatistics($id: ID!, $start: String!, $end: String!) {
    customerStatistics(id: $id, start: $start, end: $end) {
      devices
      byStatus {
        status
        count
      }
      runningHours
      utilization
      alarms
    }
  }
`);
export const CustomerReliabilityDoc = graphql(`
  query CustomerReliability($id: ID!, $start: String!, $end: String!) {
    customerReliability(id: $id, start: $start, end: $end) {
      ...ReliabilityFigures_reliability @unmask
    }
  }
`);
const StatusDoc = graphql(`
  subscription CustomerDeviceStatusChanged($uuids: [String!]!) {
    deviceStatusChanged(uuids: $uuids) {
      device {
        id
        status
        statusAt
      }
    }
  }
`);

const ROSTER = "/customerroster";
const dayKey = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
const localTime = (iso: string) => new Date(iso).toLocaleString();

/** The one customer form (create and edit) on the contract rules of `contract/customers.ts`. */
function CustomerForm({ initial, onSubmit }: { initial: CustomerFormState; onSubmit: (values: CustomerFormState) => Promise<unknown> }) {
  const intl = useIntl();
  const form = useContractForm<CustomerFormState>({ defaultValues: initial, rules: customerFormRules });
  return (
    <ContractForm form={form} onSubmit={form.submitWith(onSubmit)} label={intl.formatMessage({ id: "cu_field_name" })}>
      <Stack gap="3" maxW="900px" data-testid="customer-form">
        <Grid templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap="3">
          {TEXT_FIELDS.map((f) => (
            <TextField key={f} name={f} labelId={`cu_field_${f}`} required={f === "name"} />
          ))}
        </Grid>
        <ControlledField<{ province: string; city: string }>
          name="province"
          labelId="cu_col_area"
          render={() => (
            <AreaSelect
              value={{ province: form.watch("province"), city: form.watch("city") }}
              onChange={(next) => {
                form.setValue("province", next.province, { shouldDirty: true });
                form.setValue("city", next.city, { shouldDirty: true });
              }}
              testId="customer-form-area"
            />
          )}
        />
        <Text fontWeight="semibold">
          <FormattedMessage id="cu_params" />
        </Text>
        {PARAM_ROWS.map((i) => (
          <Grid key={i} templateColumns="1fr 1fr" gap="3">
            <TextField name={`p${i}n`} labelId="cu_param_name" />
            <TextField name={`p${i}v`} labelId="cu_param_value" />
          </Grid>
        ))}
        <HStack>
          <Button type="submit" colorPalette="blue" loading={form.formState.isSubmitting} data-testid="customer-save">
            <FormattedMessage id="cu_save" />
          </Button>
        </HStack>
      </Stack>
    </ContractForm>
  );
}

/** /createcustomer: the empty form; saved, it opens the new customer's detail. */
export function CreateCustomerPage() {
  const navigate = useNavigate();
  const intl = useIntl();
  const [create] = useMutation(CreateDoc, { refetchQueries: ["CustomerRoster"] });
  const initial = useMemo(emptyForm, []);
  return (
    <Stack p="4" gap="4">
      <Heading as="h1" size="lg">
        <FormattedMessage id="route_createcustomer" />
      </Heading>
      <CustomerForm
        initial={initial}
        onSubmit={async (values) => {
          const { data } = await create({ variables: { input: inputOf(values) } });
          toaster.success({ title: intl.formatMessage({ id: "cu_saved" }), duration: TOAST_DURATION_MS });
          if (data) void navigate(`/customerdetail?customer_id=${data.createCustomer.id}`);
        }}
      />
    </Stack>
  );
}

/** MTBF and MTTR over the customer's machines for the statistics' range (summed over the machines, then divided). */
export function CustomerReliability({ id, range }: { id: string; range: { start: string; end: string } }) {
  const { data, loading, error, refetch } = useAppQuery(CustomerReliabilityDoc, { variables: { id, ...range }, fetchPolicy: "cache-and-network" });
  return <ReliabilityFigures figures={data?.customerReliability} loading={loading} error={error} onRetry={() => refetch()} testId="customer-reliability" />;
}

function Statistics({ id }: { id: string }) {
  const intl = useIntl();
  const today = dayKey(new Date());
  const [range, setRange] = useState({ start: dayKey(new Date(Date.now() - 6 * 86400_000)), end: today });
  const { data, error, refetch } = useAppQuery(StatisticsDoc, { variables: { id, ...range }, fetchPolicy: "cache-and-network" });
  const s = data?.customerStatistics;
  return (
    <Stack gap="2" data-testid="customer-statistics">
      <HStack gap="2">
        <Heading as="h2" size="md">
          <FormattedMessage id="cu_statistics" />
        </Heading>
        <Input size="sm" type="date" width="160px" aria-label={intl.formatMessage({ id: "cu_range_start" })} value={range.start} max={range.end} onChange={(e) => e.target.value && setRange({ ...range, start: e.target.value })} />
        <Input size="sm" type="date" width="160px" aria-label={intl.formatMessage({ id: "cu_range_end" })} value={range.end} min={range.start} max={today} onChange={(e) => e.target.value && setRange({ ...range, end: e.target.value })} />
      </HStack>
      {error && <LoadFailed error={error} onRetry={refetch} size="sm" />}
      {s && (
        <HStack gap="6" wrap="wrap">
          <Text data-testid="stat-devices">
            <FormattedMessage id="cu_stat_devices" />: {s.devices}
          </Text>
          {s.byStatus.map((b) => (
            <Badge key={b.status} variant="subtle">
              {statusName(intl, b.status)}: {b.count}
            </Badge>
          ))}
          <Text>
            <FormattedMessage id="cu_stat_running" />: {s.runningHours}
          </Text>
          <Text>
            <FormattedMessage id="cu_stat_utilization" />: {s.utilization === null ? "--" : `${Math.round(s.utilization * 1000) / 10}%`}
          </Text>
          <Text>
            <FormattedMessage id="cu_stat_alarms" />: {s.alarms}
          </Text>
        </HStack>
      )}
      <CustomerReliability id={id} range={range} />
    </Stack>
  );
}

/** The customer's machines with their live status, named in the user's language. */
export function CustomerMachines({ devices }: { devices: CustomerDetailQuery["customerDevices"] }) {
  const intl = useIntl();
  const uuids = useMemo(() => devices.map((d) => d.uuid), [devices]);
  useLiveSubscription(StatusDoc, { variables: { uuids }, skip: uuids.length === 0, ignoreResults: true });
  return (
    <Stack gap="2" data-testid="customer-machines">
      <Heading as="h2" size="md">
        <FormattedMessage id="cu_machines" />
      </Heading>
      {devices.length === 0 && (
        <Text color="fg.muted">
          <FormattedMessage id="cu_no_machines" />
        </Text>
      )}
      <HStack gap="2" wrap="wrap">
        {devices.map((d) => (
          <Badge key={d.id} data-uuid={d.uuid} data-status={d.status} colorPalette={d.status === "Running" ? "green" : d.status === "Estop" ? "red" : d.status === "Idle" ? "yellow" : "gray"}>
            {d.devalias}: {statusName(intl, d.status)}
          </Badge>
        ))}
      </HStack>
    </Stack>
  );
}

/** /customerdetail?customer_id=: the form, the customer's machines (live), archive statistics and the operation log. */
export function CustomerDetailPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get("customer_id")?.trim() ?? "";
  const valid = /^\d+$/.test(id);
  const { data, loading, error, refetch } = useAppQuery(CustomerDetailDoc, { variables: { id }, skip: !valid, fetchPolicy: "network-only" });
  const [update] = useMutation(UpdateDoc);
  const initial = useMemo(() => (data ? formOf(data.customer) : null), [data]);
  if (!valid)
    return (
      <Center p="8">
        <Button variant="outline" onClick={() => void navigate(ROSTER)}>
          <FormattedMessage id="route_customerroster" />
        </Button>
      </Center>
    );
  if (error) return <LoadFailed error={error} onRetry={refetch} />;
  if (loading || !data || !initial)
    return (
      <Center p="8">
        <Spinner />
      </Center>
    );
  return (
    <Stack p="4" gap="6">
      <HStack>
        <Heading as="h1" size="lg" data-testid="customer-title">
          {data.customer.name}
        </Heading>
        {data.customer.status === "deleted" && (
          <Badge colorPalette="red">
            <FormattedMessage id="cu_status_deleted" />
          </Badge>
        )}
      </HStack>
      <CustomerForm
        key={data.customer.id}
        initial={initial}
        onSubmit={async (values) => {
          await update({ variables: { id, input: inputOf(values) } });
          toaster.success({ title: intl.formatMessage({ id: "cu_saved" }), duration: TOAST_DURATION_MS });
          void refetch().catch(() => undefined);
        }}
      />
      <CustomerMachines devices={data.customerDevices} />
      <Statistics id={id} />
      <Box>
        <Heading as="h2" size="md" mb="2">
          <FormattedMessage id="cu_log" />
        </Heading>
        <Table.Root size="sm" data-testid="customer-log">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader><FormattedMessage id="cu_log_type" /></Table.ColumnHeader>
              <Table.ColumnHeader><FormattedMessage id="cu_log_operator" /></Table.ColumnHeader>
              <Table.ColumnHeader><FormattedMessage id="cu_log_time" /></Table.ColumnHeader>
              <Table.ColumnHeader><FormattedMessage id="cu_log_detail" /></Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.customerLog.items.map((l) => (
              <Table.Row key={l.id} data-type={l.operateType}>
                <Table.Cell>{intl.formatMessage({ id: `cu_log_${l.operateType}` })}</Table.Cell>
                <Table.Cell>{l.operatorName}</Table.Cell>
                <Table.Cell>{localTime(l.createdAt)}</Table.Cell>
                <Table.Cell>{l.detail}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}
