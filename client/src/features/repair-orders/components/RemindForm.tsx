import { useMutation } from "@apollo/client/react";
import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { API } from "@contract/apis";
import { REMINDER_PRESET_MINUTES, validateReminderMinutes } from "@contract/repair-orders";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "../../../gql";
import { rulesFromFieldErrors } from "../../../shared/forms/contractRules";
import { ContractForm } from "../../../shared/forms/ContractForm";
import { SelectField } from "../../../shared/forms/SelectField";
import { TextField } from "../../../shared/forms/TextField";
import { useContractForm } from "../../../shared/forms/useContractForm";
import { HideUnlessPermitted } from "../../../shared/permissions/PermissionGuards";
import { TOAST_DURATION_MS, toaster } from "../../../shared/toast/toaster";
import { reminderMinutesOf, type ReminderValues } from "../reminders";
import { localTime } from "../time";

const RemindMutation = graphql(`
  mutation RemindRepairOrder($id: ID!, $afterMinutes: Int!) {
    remindRepairOrder(id: $id, afterMinutes: $afterMinutes) {
      id
      dueAt
    }
  }
`);

const rules = rulesFromFieldErrors<ReminderValues>((values) => validateReminderMinutes(reminderMinutesOf(values)).map((e) => ({ ...e, field: values.preset === "custom" ? "custom" : "preset" })));

/** A reminder about the order (spec part 2 section 9: 0.5 h, 1 h, 8 h, 24 h or custom minutes): a system message to the member handling it when due. */
export function RemindForm({ orderId }: { orderId: string }) {
  const intl = useIntl();
  const [remind] = useMutation(RemindMutation);
  const form = useContractForm<ReminderValues>({ defaultValues: { preset: "30", custom: "" }, rules });
  const preset = form.watch("preset");
  const options = [...REMINDER_PRESET_MINUTES.map((m) => ({ value: String(m), label: intl.formatMessage({ id: `ro_remind_${m}` }) })), { value: "custom", label: intl.formatMessage({ id: "ro_remind_custom" }) }];
  return (
    <HideUnlessPermitted permission={API.repairOrderRemind}>
      <ContractForm
        form={form}
        label={intl.formatMessage({ id: "ro_remind" })}
        onSubmit={form.submitWith(async (values) => {
          const answer = await remind({ variables: { id: orderId, afterMinutes: reminderMinutesOf(values) } });
          toaster.success({ title: intl.formatMessage({ id: "ro_remind_set" }, { time: localTime(answer.data?.remindRepairOrder.dueAt) }), duration: TOAST_DURATION_MS });
        })}
      >
        <Stack gap="1" borderWidth="1px" borderRadius="md" p="4" data-testid="repair-remind">
          <Text fontWeight="semibold">
            <FormattedMessage id="ro_remind" />
          </Text>
          <HStack align="flex-end" gap="3" wrap="wrap">
            <SelectField name="preset" labelId="ro_remind_after" options={options} />
            {preset === "custom" && <TextField name="custom" labelId="ro_remind_minutes" inputMode="numeric" maxLength={5} />}
            <Button type="submit" variant="outline" loading={form.formState.isSubmitting} data-testid="repair-remind-submit">
              <FormattedMessage id="ro_remind_submit" />
            </Button>
          </HStack>
        </Stack>
      </ContractForm>
    </HideUnlessPermitted>
  );
}
