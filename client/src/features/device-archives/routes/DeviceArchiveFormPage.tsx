import { useMutation } from '@apollo/client/react';
import { Box, Button, HStack, Heading, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import type { CustomParam } from '@contract/device-archives';
import { DEVICE_ARCHIVE_LIMITS } from '@contract/device-archives';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { graphql } from '../../../gql';
import { useAppQuery } from '../../../shared/api/useAppQuery';
import { ContractForm } from '../../../shared/forms/ContractForm';
import { ControlledField } from '../../../shared/forms/ControlledField';
import { SelectField } from '../../../shared/forms/SelectField';
import { TextField } from '../../../shared/forms/TextField';
import { useContractForm } from '../../../shared/forms/useContractForm';
import { TOAST_DURATION_MS, toaster } from '../../../shared/toast/toaster';
import { LoadFailed } from '../../../shared/widgets/LoadFailed';
import { RecordNotFound } from '../../../shared/widgets/RecordNotFound';
import { isRecordId } from '../../../shared/recordId';
import { errorInfoFrom } from '../../../shared/api/errors';
import { ERRNO } from '@contract/error-catalogue';
import { PageLoading } from '../../../shared/widgets/PageLoading';
import { type ArchiveFormValues, EMPTY_ARCHIVE, INDUSTRY_CHOICES, archiveFormRules, archiveFormValues, archiveInput, canAddCustomParam } from '../archiveRules';
import { CredentialDialog, type IssuedCredential } from '../components/CredentialDialog';

const ArchiveQuery = graphql(`
  query DeviceArchiveForm($id: ID!, $withArchive: Boolean!) {
    deviceArchive(id: $id) @include(if: $withArchive) {
      id
      uuid
      tenantId
      factoryNumber
      devalias
      model
      industry
      location
      receiveAlarm
      customParams {
        name
        value
      }
      customer {
        id
        name
      }
      maintainer {
        id
        name
      }
    }
    deviceArchiveChoices {
      customers {
        id
        name
      }
      members {
        id
        name
      }
    }
  }
`);
const RegisterMutation = graphql(`
  mutation RegisterDevice($input: DeviceArchiveInput!) {
    registerDevice(input: $input) {
      archive {
        id
        uuid
        devalias
      }
      credential {
        username
        password
        mqttPort
      }
    }
  }
`);
const UpdateMutation = graphql(`
  mutation UpdateDeviceArchive($id: ID!, $input: DeviceArchiveInput!) {
    updateDeviceArchive(id: $id, input: $input) {
      id
      devalias
      factoryNumber
      model
      location
      receiveAlarm
      tenantId
    }
  }
`);

const LIST = '/deviceView';

/** /NewDeviceProfile (create) and /NewDeviceProfile?id= (edit): the device archive form on the shared contract rules. */
export function DeviceArchiveFormPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id');
  const valid = id === null || isRecordId(id);
  const { data, error, refetch } = useAppQuery(ArchiveQuery, { variables: { id: valid ? (id ?? '0') : '0', withArchive: !!id && valid }, fetchPolicy: 'network-only' });
  // An id that names no archive of the caller's (or is no id at all): the way back, not a technical error.
  if (!valid || (error && errorInfoFrom(error).errorno === ERRNO.deviceArchiveNotFound)) {
    return <RecordNotFound messageId="da_not_found" backLabelId="da_form_back" onBack={() => void navigate('/deviceView')} testId="archive-not-found" />;
  }
  if (error) return <LoadFailed error={error} onRetry={() => void refetch()} />;
  if (!data) return <PageLoading />;
  return <ArchiveForm id={id} initial={archiveFormValues(data.deviceArchive)} tenantId={data.deviceArchive?.tenantId ?? null} choices={data.deviceArchiveChoices} />;
}

type Choices = { customers: readonly { id: string; name: string }[]; members: readonly { id: string; name: string }[] };

function ArchiveForm({ id, initial, tenantId, choices }: { id: string | null; initial: ArchiveFormValues; tenantId: string | null; choices: Choices }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const form = useContractForm<ArchiveFormValues>({ defaultValues: initial ?? EMPTY_ARCHIVE, rules: archiveFormRules });
  const [register] = useMutation(RegisterMutation, { refetchQueries: ['DeviceArchives'] });
  const [update] = useMutation(UpdateMutation, { refetchQueries: ['DeviceArchives'] });
  const [issued, setIssued] = useState<IssuedCredential | null>(null);
  const titleId = id ? 'da_edit' : 'route_NewDeviceProfile';
  const customerOptions = useMemo(() => choices.customers.map((c) => ({ value: c.id, label: c.name })), [choices.customers]);
  const memberOptions = useMemo(() => choices.members.map((m) => ({ value: m.id, label: m.name })), [choices.members]);
  const industryOptions = INDUSTRY_CHOICES.map((i) => ({ value: i, label: intl.formatMessage({ id: `da_industry_${i}` }) }));

  const submit = form.submitWith(async (values) => {
    if (id) {
      const result = await update({ variables: { id, input: archiveInput(values) } });
      // A move to another customer's tenant revoked the MQTT password (the former owner may hold it).
      if (result.data && result.data.updateDeviceArchive.tenantId !== tenantId) {
        toaster.warning({ title: intl.formatMessage({ id: 'da_saved_moved' }), duration: 3 * TOAST_DURATION_MS });
      } else {
        toaster.success({ title: intl.formatMessage({ id: 'da_saved' }), duration: TOAST_DURATION_MS });
      }
      void navigate(LIST);
      return;
    }
    const result = await register({ variables: { input: archiveInput(values) } });
    toaster.success({ title: intl.formatMessage({ id: 'da_created' }), duration: TOAST_DURATION_MS });
    if (result.data) setIssued(result.data.registerDevice.credential);
  });

  return (
    <Box p="4">
      <ContractForm form={form} onSubmit={submit} label={intl.formatMessage({ id: titleId })}>
        <Stack gap="4" maxW="2xl" data-testid="device-archive-form">
          <Heading as="h1" size="lg">
            <FormattedMessage id={titleId} />
          </Heading>
          <TextField name="factoryNumber" labelId="da_form_factory_number" required maxLength={DEVICE_ARCHIVE_LIMITS.factoryNumber} />
          <TextField name="devalias" labelId="da_form_alias" helperId="da_form_alias_hint" required maxLength={DEVICE_ARCHIVE_LIMITS.aliasBelow - 1} />
          <TextField name="model" labelId="da_form_model" required maxLength={DEVICE_ARCHIVE_LIMITS.model} />
          <SelectField name="industry" labelId="da_form_industry" options={industryOptions} />
          <SelectField name="customerId" labelId="da_form_customer" options={customerOptions} placeholder={intl.formatMessage({ id: 'da_form_customer_none' })} />
          <SelectField name="maintainerId" labelId="da_form_maintainer" options={memberOptions} placeholder={intl.formatMessage({ id: 'da_form_maintainer_none' })} />
          <TextField name="location" labelId="da_form_location" maxLength={DEVICE_ARCHIVE_LIMITS.location} />
          <ControlledField<boolean>
            name="receiveAlarm"
            labelId="da_form_receive_alarm"
            render={(value, onChange) => (
              <HStack as="label" gap="2">
                <input type="checkbox" checked={value} onChange={(e) => onChange(e.currentTarget.checked)} data-testid="receive-alarm" />
                <Text fontSize="sm">
                  <FormattedMessage id="da_form_receive_alarm" />
                </Text>
              </HStack>
            )}
          />
          <ControlledField<CustomParam[]> name="customParams" labelId="da_form_custom_params" render={(value, onChange) => <CustomParamsEditor value={value} onChange={onChange} />} />
          <HStack gap="3">
            <Button type="submit" colorPalette="blue" loading={form.formState.isSubmitting} data-testid="device-archive-submit">
              <FormattedMessage id="da_form_save" />
            </Button>
            <Button variant="outline" onClick={() => void navigate(LIST)}>
              <FormattedMessage id="da_form_back" />
            </Button>
          </HStack>
        </Stack>
      </ContractForm>
      <CredentialDialog
        credential={issued}
        onClose={() => {
          setIssued(null);
          void navigate(LIST);
        }}
      />
    </Box>
  );
}

/** Up to 5 name/value rows. */
function CustomParamsEditor({ value, onChange }: { value: CustomParam[]; onChange: (next: CustomParam[]) => void }) {
  const intl = useIntl();
  const set = (i: number, patch: Partial<CustomParam>) => onChange(value.map((p, k) => (k === i ? { ...p, ...patch } : p)));
  return (
    <Stack gap="2" w="full" data-testid="custom-params">
      {value.map((p, i) => (
        <HStack key={i} gap="2">
          <Input size="sm" placeholder={intl.formatMessage({ id: 'da_form_param_name' })} aria-label={`${intl.formatMessage({ id: 'da_form_param_name' })} ${i + 1}`} value={p.name} maxLength={DEVICE_ARCHIVE_LIMITS.customParamName} onChange={(e) => set(i, { name: e.currentTarget.value })} />
          <Input size="sm" placeholder={intl.formatMessage({ id: 'da_form_param_value' })} aria-label={`${intl.formatMessage({ id: 'da_form_param_value' })} ${i + 1}`} value={p.value} maxLength={DEVICE_ARCHIVE_LIMITS.customParamValue} onChange={(e) => set(i, { value: e.currentTarget.value })} />
          <IconButton size="sm" variant="ghost" aria-label={intl.formatMessage({ id: 'da_form_remove' })} onClick={() => onChange(value.filter((_, k) => k !== i))}>
            ×
          </IconButton>
        </HStack>
      ))}
      <Button size="sm" variant="outline" alignSelf="start" disabled={!canAddCustomParam(value)} onClick={() => onChange([...value, { name: '', value: '' }])}>
        <FormattedMessage id="da_form_add_param" />
      </Button>
    </Stack>
  );
}
