import { useMutation } from "@apollo/client/react";
import { Box, Button, Heading, HStack, SimpleGrid, Stack, Text, Textarea } from "@chakra-ui/react";
import { ERRNO } from "@contract/error-catalogue";
import { CYCLE_UNITS, PLAN_LIMITS, PLAN_MODES } from "@contract/maintenance-plans";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate, useSearchParams } from "react-router";
import { graphql } from "../../../gql";
import { errorInfoFrom } from "../../../shared/api/errors";
import { useAppQuery } from "../../../shared/api/useAppQuery";
import { AttachmentField } from "../../../shared/forms/AttachmentField";
import { ContractForm } from "../../../shared/forms/ContractForm";
import { ControlledField } from "../../../shared/forms/ControlledField";
import { SelectField } from "../../../shared/forms/SelectField";
import { TextField } from "../../../shared/forms/TextField";
import { useContractForm } from "../../../shared/forms/useContractForm";
import { useLoadedVersion } from "../../../shared/forms/useLoadedVersion";
import { TOAST_DURATION_MS, toaster } from "../../../shared/toast/toaster";
import { LoadFailed } from "../../../shared/widgets/LoadFailed";
import { RecordNotFound } from "../../../shared/widgets/RecordNotFound";
import { PageLoading } from "../../../shared/widgets/PageLoading";
import { type PlanFormValues, emptyPlan, planFormOf, planFormRules, planInput } from "../planForm";
import { isRecordId } from "../../../shared/recordId";

const PlanQuery = graphql(`
  query MaintenancePlan($id: ID!) {
    maintenancePlan(id: $id) {
      id
      version
      name
      firstDate
      cycle
      unit
      daysAhead
      mode
      dispatchTime
      principalId
      items
      address
      machines {
        deviceId
        sn
      }
      pictures {
        filename
        fileurl
        filesize
        md5name
        bucketname
      }
      attachments {
        filename
        fileurl
        filesize
        md5name
        bucketname
      }
    }
  }
`);

/** What the form offers: the people who can be in charge and the machines with an archive (the plan's 50 at most). */
const PlanChoicesQuery = graphql(`
  query PlanChoices {
    maintenancePlanMembers {
      id
      name
    }
    deviceArchives(page: 1, pageSize: 50, sortKey: factoryNumber, sortDirection: asc) {
      page {
        items {
          id
          devalias
          factoryNumber
          model
          customer {
            id
            name
          }
        }
      }
    }
  }
`);

const CreatePlanMutation = graphql(`
  mutation CreateMaintenancePlan($input: MaintenancePlanInput!) {
    createMaintenancePlan(input: $input) {
      id
      nextDueDate
    }
  }
`);

const UpdatePlanMutation = graphql(`
  mutation UpdateMaintenancePlan($id: ID!, $input: MaintenancePlanInput!, $baseVersion: Int) {
    updateMaintenancePlan(id: $id, input: $input, baseVersion: $baseVersion) {
      id
      version
      name
      nextDueDate
    }
  }
`);

const LIST = "/maintenanceplans";
const L = PLAN_LIMITS;

/** Today in the browser's zone, YYYY-MM-DD (the first date's default). */
const todayKey = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

type Choices = { members: { id: string; name: string }[]; devices: { id: string; label: string }[] };

function PlanForm({ titleId, initial, choices, onSubmit }: { titleId: string; initial: PlanFormValues; choices: Choices; onSubmit: (values: PlanFormValues) => Promise<unknown> }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const form = useContractForm<PlanFormValues>({ defaultValues: initial, rules: planFormRules });
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <ContractForm form={form} onSubmit={form.submitWith(onSubmit)} label={t(titleId)}>
      <Stack gap="4" maxW="3xl" data-testid="plan-form">
        <Heading as="h1" size="lg">
          <FormattedMessage id={titleId} />
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField name="name" labelId="mp_field_name" required maxLength={L.name} />
          <SelectField name="principalId" labelId="mp_field_principal" required options={choices.members.map((m) => ({ value: m.id, label: m.name }))} placeholder="—" />
          <SelectField name="mode" labelId="mp_field_mode" required options={PLAN_MODES.map((m) => ({ value: m, label: t(`mp_mode_${m}`) }))} />
          <TextField name="firstDate" labelId="mp_field_firstDate" type="date" required />
          <TextField name="cycle" labelId="mp_field_cycle" type="number" required inputMode="numeric" />
          <SelectField name="unit" labelId="mp_field_unit" required options={CYCLE_UNITS.map((u) => ({ value: u, label: t(`mp_unit_${u}`) }))} />
          <TextField name="daysAhead" labelId="mp_field_daysAhead" helperId="mp_field_daysAhead_hint" type="number" inputMode="numeric" required />
          <TextField name="dispatchTime" labelId="mp_field_dispatchTime" type="time" required />
        </SimpleGrid>
        <TextField name="address" labelId="mp_field_address" maxLength={L.address} />
        <ControlledField<string[]>
          name="deviceIds"
          labelId="mp_field_devices"
          required
          render={(value, onChange) =>
            choices.devices.length === 0 ? (
              <Text color="fg.muted">
                <FormattedMessage id="mp_no_devices" />
              </Text>
            ) : (
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="1" data-testid="plan-devices">
                {choices.devices.map((device) => (
                  // A plain labelled checkbox: its accessible name is the machine's label.
                  <label key={device.id} style={{ display: "flex", gap: "0.5rem", alignItems: "center" }}>
                    <input
                      type="checkbox"
                      checked={value.includes(device.id)}
                      onChange={(e) => onChange(e.target.checked ? [...value, device.id] : value.filter((id) => id !== device.id))}
                    />
                    <span>{device.label}</span>
                  </label>
                ))}
              </SimpleGrid>
            )
          }
        />
        <ControlledField<string>
          name="items"
          labelId="mp_field_items"
          required
          render={(value, onChange) => <Textarea value={value} onChange={(e) => onChange(e.target.value)} rows={5} data-testid="plan-items" />}
        />
        <AttachmentField name="pictures" labelId="mp_field_pictures" helperId="mp_field_pictures_hint" kind="picture" purpose="maintenance" maxCount={L.pictures} testId="plan-pictures" />
        <AttachmentField name="attachments" labelId="mp_field_attachments" helperId="mp_field_attachments_hint" kind="document" purpose="maintenance" maxCount={L.attachments} testId="plan-attachments" />
        <HStack gap="3">
          <Button type="submit" colorPalette="blue" loading={form.formState.isSubmitting} data-testid="plan-submit">
            <FormattedMessage id="mp_save" />
          </Button>
          <Button variant="outline" onClick={() => void navigate(LIST)}>
            <FormattedMessage id="mp_back" />
          </Button>
        </HStack>
      </Stack>
    </ContractForm>
  );
}

/** /maintenanceplanedit (?id= to edit): the plan form; saving goes back to the list. */
export function PlanFormPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get("id")?.trim() ?? "";
  const editing = id !== "";
  const valid = !editing || isRecordId(id);
  const plan = useAppQuery(PlanQuery, { variables: { id }, skip: !editing || !valid, fetchPolicy: "network-only", context: { errorDisplay: "log" } });
  const choices = useAppQuery(PlanChoicesQuery, { fetchPolicy: "cache-and-network" });
  const [create] = useMutation(CreatePlanMutation, { refetchQueries: ["MaintenancePlans"] });
  const [update] = useMutation(UpdatePlanMutation, { refetchQueries: ["MaintenancePlans"] });
  // An edit or a generation since the form was filled is refused (errorno 1010008, a toast) instead of overwritten; the form keeps its values.
  const loadedVersion = useLoadedVersion(id, plan.data?.maintenancePlan.version);
  if (!valid || (plan.error && errorInfoFrom(plan.error).errorno === ERRNO.recordNotFound)) {
    return <RecordNotFound messageId="mp_not_found" backLabelId="mp_back" onBack={() => void navigate(LIST)} testId="plan-not-found" />;
  }
  const failed = plan.error ?? choices.error;
  if (failed) return <LoadFailed error={failed} onRetry={() => void (plan.refetch(), choices.refetch())} />;
  if ((editing && !plan.data) || !choices.data) return <PageLoading />;
  const loaded: Choices = {
    members: choices.data.maintenancePlanMembers,
    devices: choices.data.deviceArchives.page.items
      .filter((d) => d.factoryNumber)
      .map((d) => ({ id: d.id, label: `${d.factoryNumber} · ${d.model ?? ""} · ${d.customer?.name ?? d.devalias}` })),
  };
  const saved = () => {
    toaster.success({ title: intl.formatMessage({ id: "mp_saved" }), duration: TOAST_DURATION_MS });
    void navigate(LIST);
  };
  return (
    <Box p="4">
      <PlanForm
        key={plan.data?.maintenancePlan.id ?? "new"}
        titleId={editing ? "mp_edit_title" : "mp_create_title"}
        initial={plan.data ? planFormOf(plan.data.maintenancePlan) : emptyPlan(todayKey())}
        choices={loaded}
        onSubmit={async (values) => {
          if (editing) await update({ variables: { id, input: planInput(values), baseVersion: loadedVersion } });
          else await create({ variables: { input: planInput(values) } });
          saved();
        }}
      />
    </Box>
  );
}
