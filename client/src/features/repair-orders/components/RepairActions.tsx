import { useMutation } from "@apollo/client/react";
import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { API } from "@contract/apis";
import { RATING_FIELDS, REPAIR_LIMITS, type RepairAction, validateRepairEvaluation, validateServiceRecord } from "@contract/repair-orders";
import { type ValidationKey } from "@contract/validation";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "../../../gql";
import { useAppQuery } from "../../../shared/api/useAppQuery";
import { rulesFromFieldErrors } from "../../../shared/forms/contractRules";
import { ContractForm } from "../../../shared/forms/ContractForm";
import { ControlledField } from "../../../shared/forms/ControlledField";
import { SelectField } from "../../../shared/forms/SelectField";
import { TextField } from "../../../shared/forms/TextField";
import { useContractForm } from "../../../shared/forms/useContractForm";
import { DisableUnlessPermitted } from "../../../shared/permissions/PermissionGuards";
import { TOAST_DURATION_MS, toaster } from "../../../shared/toast/toaster";
import { useErrorToast } from "../../../shared/toast/useErrorToast";
import { StarRating } from "../../../shared/widgets/StarRating";

const MembersQuery = graphql(`
  query RepairMembers($orderId: ID!) {
    repairMembers(orderId: $orderId) {
      id
      name
      role
    }
  }
`);
const DispatchMutation = graphql(`
  mutation DispatchRepairOrder($id: ID!, $memberId: ID!) {
    dispatchRepairOrder(id: $id, memberId: $memberId) {
      id
      state
      status
      progress
      principalId
      principalAlias
    }
  }
`);
const AcceptMutation = graphql(`
  mutation AcceptRepairOrder($id: ID!) {
    acceptRepairOrder(id: $id) {
      id
      state
      status
      progress
    }
  }
`);
const TransferMutation = graphql(`
  mutation TransferRepairOrder($id: ID!, $memberId: ID!) {
    transferRepairOrder(id: $id, memberId: $memberId) {
      id
      state
      principalId
      principalAlias
    }
  }
`);
const CloseMutation = graphql(`
  mutation CloseRepairOrder($id: ID!, $serviceRecord: String!) {
    closeRepairOrder(id: $id, serviceRecord: $serviceRecord) {
      id
      state
      status
      progress
      serviceRecord
    }
  }
`);
const EvaluateMutation = graphql(`
  mutation EvaluateRepairOrder($id: ID!, $input: RepairEvaluationInput!) {
    evaluateRepairOrder(id: $id, input: $input) {
      id
      state
      status
      progress
      evaluationOverall
      evaluationResponseSpeed
      evaluationRepairQuality
      evaluationServiceAttitude
      evaluationComment
    }
  }
`);

const PERMISSION: Record<RepairAction, { path: string; method: "PUT" }> = {
  dispatch: API.repairOrderDispatch,
  accept: API.repairOrderAccept,
  transfer: API.repairOrderTransfer,
  close: API.repairOrderClose,
  evaluate: API.repairOrderEvaluate,
};

type Done = () => Promise<unknown>;

function useDone(after: Done) {
  const intl = useIntl();
  return async () => {
    toaster.success({ title: intl.formatMessage({ id: "ro_action_done" }), duration: TOAST_DURATION_MS });
    await after();
  };
}

type MemberValues = { memberId: string };
const memberRules = (values: MemberValues): Partial<Record<"memberId", ValidationKey>> => (values.memberId ? {} : { memberId: "repair_field_required" });

/** Dispatch or transfer: a member of `repairMembers`, then the step. */
function MemberStep({ orderId, action, onDone }: { orderId: string; action: "dispatch" | "transfer"; onDone: Done }) {
  const intl = useIntl();
  const members = useAppQuery(MembersQuery, { variables: { orderId }, fetchPolicy: "network-only" });
  const [dispatch] = useMutation(DispatchMutation);
  const [transfer] = useMutation(TransferMutation);
  const done = useDone(onDone);
  const form = useContractForm<MemberValues>({ defaultValues: { memberId: "" }, rules: memberRules });
  const options = (members.data?.repairMembers ?? []).map((m) => ({ value: m.id, label: m.name }));
  return (
    <ContractForm
      form={form}
      label={intl.formatMessage({ id: `ro_action_${action}` })}
      onSubmit={form.submitWith(async ({ memberId }) => {
        await (action === "dispatch" ? dispatch : transfer)({ variables: { id: orderId, memberId } });
        await done();
      })}
    >
      <HStack align="flex-end" gap="3" data-testid={`repair-${action}-form`}>
        <SelectField name="memberId" labelId="ro_field_member" options={options} placeholder={intl.formatMessage({ id: "ro_choose_member" })} />
        <DisableUnlessPermitted permission={PERMISSION[action]}>
          <Button type="submit" colorPalette="blue" loading={form.formState.isSubmitting} data-testid={`repair-${action}`}>
            <FormattedMessage id={`ro_action_${action}`} />
          </Button>
        </DisableUnlessPermitted>
      </HStack>
    </ContractForm>
  );
}

function AcceptStep({ orderId, onDone }: { orderId: string; onDone: Done }) {
  const [accept, { loading }] = useMutation(AcceptMutation);
  const { showError } = useErrorToast();
  const done = useDone(onDone);
  return (
    <DisableUnlessPermitted permission={PERMISSION.accept}>
      <Button
        colorPalette="blue"
        alignSelf="flex-start"
        loading={loading}
        data-testid="repair-accept"
        onClick={async () => {
          try {
            await accept({ variables: { id: orderId } });
            await done();
          } catch (error) {
            showError(error);
            await onDone();
          }
        }}
      >
        <FormattedMessage id="ro_action_accept" />
      </Button>
    </DisableUnlessPermitted>
  );
}

type CloseValues = { serviceRecord: string };
const closeRules = rulesFromFieldErrors<CloseValues>((v) => validateServiceRecord(v.serviceRecord));

function CloseStep({ orderId, onDone }: { orderId: string; onDone: Done }) {
  const intl = useIntl();
  const [close] = useMutation(CloseMutation);
  const done = useDone(onDone);
  const form = useContractForm<CloseValues>({ defaultValues: { serviceRecord: "" }, rules: closeRules });
  return (
    <ContractForm
      form={form}
      label={intl.formatMessage({ id: "ro_action_close" })}
      onSubmit={form.submitWith(async ({ serviceRecord }) => {
        await close({ variables: { id: orderId, serviceRecord: serviceRecord.trim() } });
        await done();
      })}
    >
      <Stack gap="2" data-testid="repair-close-form">
        <TextField name="serviceRecord" labelId="ro_field_serviceRecord" required maxLength={REPAIR_LIMITS.serviceRecord} />
        <DisableUnlessPermitted permission={PERMISSION.close}>
          <Button type="submit" colorPalette="green" alignSelf="flex-start" loading={form.formState.isSubmitting} data-testid="repair-close">
            <FormattedMessage id="ro_action_close" />
          </Button>
        </DisableUnlessPermitted>
      </Stack>
    </ContractForm>
  );
}

type EvaluationValues = { overall: number; responseSpeed: number; repairQuality: number; serviceAttitude: number; comment: string };
const evaluationRules = rulesFromFieldErrors<EvaluationValues>((v) =>
  validateRepairEvaluation({ ...v, ...Object.fromEntries(RATING_FIELDS.map((f) => [f, v[f] || null])) }),
);

function EvaluateStep({ orderId, onDone }: { orderId: string; onDone: Done }) {
  const intl = useIntl();
  const [evaluate] = useMutation(EvaluateMutation);
  const done = useDone(onDone);
  const form = useContractForm<EvaluationValues>({ defaultValues: { overall: 0, responseSpeed: 0, repairQuality: 0, serviceAttitude: 0, comment: "" }, rules: evaluationRules });
  return (
    <ContractForm
      form={form}
      label={intl.formatMessage({ id: "ro_action_evaluate" })}
      onSubmit={form.submitWith(async (values) => {
        await evaluate({ variables: { id: orderId, input: { ...values, comment: values.comment.trim() || null } } });
        await done();
      })}
    >
      <Stack gap="2" data-testid="repair-evaluate-form">
        {RATING_FIELDS.map((field) => (
          <ControlledField<number>
            key={field}
            name={field}
            labelId={`ro_rating_${field}`}
            required
            render={(value, onChange) => <StarRating value={value} label={intl.formatMessage({ id: `ro_rating_${field}` })} onChange={(next) => onChange(Math.max(1, Math.ceil(next)))} />}
          />
        ))}
        <TextField name="comment" labelId="ro_field_comment" maxLength={REPAIR_LIMITS.comment} />
        <DisableUnlessPermitted permission={PERMISSION.evaluate}>
          <Button type="submit" colorPalette="blue" alignSelf="flex-start" loading={form.formState.isSubmitting} data-testid="repair-evaluate">
            <FormattedMessage id="ro_action_evaluate" />
          </Button>
        </DisableUnlessPermitted>
      </Stack>
    </ContractForm>
  );
}

/** The steps the viewer may take on this order, each with what it needs. */
export function RepairActions({ orderId, actions, onDone }: { orderId: string; actions: readonly RepairAction[]; onDone: Done }) {
  if (actions.length === 0) return null;
  return (
    <Stack gap="4" borderWidth="1px" borderRadius="md" p="4" data-testid="repair-actions">
      {actions.map((action) => (
        <Stack key={action} gap="1">
          <Text fontWeight="semibold">
            <FormattedMessage id={`ro_action_${action}`} />
          </Text>
          {action === "dispatch" || action === "transfer" ? (
            <MemberStep orderId={orderId} action={action} onDone={onDone} />
          ) : action === "accept" ? (
            <AcceptStep orderId={orderId} onDone={onDone} />
          ) : action === "close" ? (
            <CloseStep orderId={orderId} onDone={onDone} />
          ) : (
            <EvaluateStep orderId={orderId} onDone={onDone} />
          )}
        </Stack>
      ))}
    </Stack>
  );
}
