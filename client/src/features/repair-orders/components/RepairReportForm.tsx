import { Button, Checkbox, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { REPAIR_LIMITS } from "@contract/repair-orders";
import { type ReactNode, useEffect } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { AttachmentField } from "../../../shared/forms/AttachmentField";
import { ContractForm } from "../../../shared/forms/ContractForm";
import { ControlledField } from "../../../shared/forms/ControlledField";
import { SelectField } from "../../../shared/forms/SelectField";
import { TextField } from "../../../shared/forms/TextField";
import { useContractForm } from "../../../shared/forms/useContractForm";
import type { FileEndpoint } from "../../../shared/widgets/attachments/fileTransport";
import { type LookupListLike, type RepairFormValues, lookupOptions, repairFormRules } from "../repairForm";

export type RepairReportFormProps = {
  titleId: "ro_report_title" | "ro_public_title";
  initial: RepairFormValues;
  lookups: readonly LookupListLike[] | undefined;
  /** Whether the form takes pictures and attachments. */
  withFiles: boolean;
  /** Where its files go: `/files` with the session unless given (the public form: with its pass). */
  fileEndpoint?: FileEndpoint;
  /** The file fields shown but closed, with this hint (the public form before its verification). */
  filesLockedHintId?: string;
  /** A change empties the file fields (the public form's pass ended: its files are no longer the report's). */
  filesEpoch?: number;
  /** Shown above the file fields and the buttons (the public form's drag verification). */
  extra?: ReactNode;
  submitDisabled?: boolean;
  onSubmit: (values: RepairFormValues) => Promise<unknown>;
  onCancel?: () => void;
};

const L = REPAIR_LIMITS;

/** The repair report form (spec part 2 sections 3 and 5): name, mobile, company, SN, model, agent and description required. */
export function RepairReportForm({ titleId, initial, lookups, withFiles, fileEndpoint, filesLockedHintId, filesEpoch, extra, submitDisabled, onSubmit, onCancel }: RepairReportFormProps) {
  const intl = useIntl();
  const form = useContractForm<RepairFormValues>({ defaultValues: initial, rules: repairFormRules });
  const { setValue } = form;
  useEffect(() => {
    if (!filesEpoch) return;
    setValue("pictures", []);
    setValue("attachments", []);
  }, [filesEpoch, setValue]);
  // A first, empty choice: no text to translate.
  const choose = "—";
  return (
    <ContractForm form={form} onSubmit={form.submitWith(onSubmit)} label={intl.formatMessage({ id: titleId })}>
      <Stack gap="4" maxW="3xl" data-testid="repair-form">
        <Heading as="h1" size="lg">
          <FormattedMessage id={titleId} />
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField name="contactName" labelId="ro_field_contactName" required maxLength={L.contactName} />
          <TextField name="mobile" labelId="ro_field_mobile" required inputMode="tel" maxLength={20} />
          <TextField name="company" labelId="ro_field_company" required maxLength={L.company} />
          <TextField name="email" labelId="ro_field_email" type="email" maxLength={254} />
          <TextField name="sn" labelId="ro_field_sn" required maxLength={L.sn} />
          <TextField name="model" labelId="ro_field_model" required maxLength={L.model} />
          <TextField name="agent" labelId="ro_field_agent" required maxLength={L.agent} />
          <TextField name="address" labelId="ro_field_address" maxLength={L.address} />
          <SelectField name="type" labelId="ro_field_type" options={lookupOptions(lookups, "repairType")} placeholder={choose} />
          <SelectField name="serviceMode" labelId="ro_field_serviceMode" options={lookupOptions(lookups, "serviceMode")} placeholder={choose} />
        </SimpleGrid>
        <TextField name="description" labelId="ro_field_description" required maxLength={L.description} />
        <TextField name="remark" labelId="ro_field_remark" maxLength={L.remark} />
        {extra}
        {withFiles && (
          <>
            {filesLockedHintId && (
              <Text color="fg.muted" fontSize="sm" data-testid="repair-files-locked">
                <FormattedMessage id={filesLockedHintId} />
              </Text>
            )}
            <AttachmentField
              name="pictures"
              labelId="ro_field_pictures"
              helperId="ro_field_pictures_hint"
              kind="picture"
              maxCount={L.pictures}
              maxBytes={L.pictureBytes}
              endpoint={fileEndpoint}
              disabled={!!filesLockedHintId}
              testId="repair-pictures"
            />
            <AttachmentField
              name="attachments"
              labelId="ro_field_attachments"
              helperId="ro_field_attachments_hint"
              kind="document"
              maxCount={L.attachments}
              maxBytes={L.attachmentBytes}
              endpoint={fileEndpoint}
              disabled={!!filesLockedHintId}
              testId="repair-attachments"
            />
          </>
        )}
        <ControlledField<boolean>
          name="allowQueryBySn"
          labelId="ro_query_by_sn"
          render={(value, onChange) => (
            <Checkbox.Root checked={value} onCheckedChange={(e) => onChange(e.checked === true)} data-testid="repair-allow-query">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                <FormattedMessage id="ro_field_allowQueryBySn" />
              </Checkbox.Label>
            </Checkbox.Root>
          )}
        />
        <HStack gap="3">
          <Button type="submit" colorPalette="blue" loading={form.formState.isSubmitting} disabled={submitDisabled} data-testid="repair-submit">
            <FormattedMessage id="ro_submit" />
          </Button>
          {onCancel && (
            <Button variant="outline" onClick={onCancel}>
              <FormattedMessage id="ro_back" />
            </Button>
          )}
        </HStack>
      </Stack>
    </ContractForm>
  );
}
