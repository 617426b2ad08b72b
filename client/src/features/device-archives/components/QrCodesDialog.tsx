import { useMutation } from '@apollo/client/react';
import { Badge, Button, Dialog, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { API } from '@contract/apis';
import { DEVICE_ARCHIVE_LIMITS } from '@contract/device-archives';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { graphql } from '../../../gql';
import { useAppQuery } from '../../../shared/api/useAppQuery';
import { ContractForm } from '../../../shared/forms/ContractForm';
import { TextField } from '../../../shared/forms/TextField';
import { useContractForm } from '../../../shared/forms/useContractForm';
import { DisableUnlessPermitted } from '../../../shared/permissions/PermissionGuards';
import { TOAST_DURATION_MS, toaster } from '../../../shared/toast/toaster';
import { useErrorToast } from '../../../shared/toast/useErrorToast';
import { LoadFailed } from '../../../shared/widgets/LoadFailed';
import { type QrBatchFormValues, qrBatchRules } from '../archiveRules';
import { DialogFrame } from '../../../shared/widgets/DialogFrame';

const QrCodesQuery = graphql(`
  query DeviceQrCodes($factoryNumber: String!) {
    qrCodes(factoryNumber: $factoryNumber, pageSize: 50) {
      total
      items {
        id
        code
        state
        remark
        jumpPath
        deviceId
        createdAt
      }
    }
  }
`);
const GenerateMutation = graphql(`
  mutation GenerateQrCodes($input: QrBatchInput!) {
    generateQrCodes(input: $input) {
      id
      code
    }
  }
`);
const BindQrMutation = graphql(`
  mutation BindQrCode($id: ID!, $deviceId: ID!) {
    bindQrCode(id: $id, deviceId: $deviceId) {
      id
      state
      deviceId
    }
  }
`);

export type QrTarget = { id: string; devalias: string; factoryNumber: string };

/** QR codes of a machine's factory number (spec part 2 sections 3-5): generate a batch of 1-50, bind a pending one, open its page, print the sheet. */
export function QrCodesDialog({ target, onClose }: { target: QrTarget | null; onClose: () => void }) {
  return (
    <DialogFrame open={target !== null} onClose={onClose} testId="qr-dialog" size="lg">
      {target && <QrCodes target={target} onClose={onClose} />}
    </DialogFrame>
  );
}

function QrCodes({ target, onClose }: { target: QrTarget; onClose: () => void }) {
  const intl = useIntl();
  const { data, error, refetch } = useAppQuery(QrCodesQuery, { variables: { factoryNumber: target.factoryNumber }, fetchPolicy: 'network-only' });
  const [generate] = useMutation(GenerateMutation);
  const [bindQr] = useMutation(BindQrMutation);
  const { showError } = useErrorToast();
  const form = useContractForm<QrBatchFormValues>({ defaultValues: { factoryNumber: target.factoryNumber, count: '1', remark: '' }, rules: qrBatchRules });
  const submit = form.submitWith(async (values) => {
    const result = await generate({ variables: { input: { factoryNumber: values.factoryNumber.trim(), count: Number(values.count), remark: values.remark.trim() || null } } });
    toaster.success({ title: intl.formatMessage({ id: 'da_qr_generated' }, { count: result.data?.generateQrCodes.length ?? 0 }), duration: TOAST_DURATION_MS });
    await refetch();
  });
  const bind = async (id: string) => {
    try {
      await bindQr({ variables: { id, deviceId: target.id } });
      toaster.success({ title: intl.formatMessage({ id: 'da_qr_bound_done' }), duration: TOAST_DURATION_MS });
      await refetch();
    } catch (e) {
      showError(e);
    }
  };
  const codes = data?.qrCodes.items ?? [];
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>
          <FormattedMessage id="da_qr_title" values={{ factoryNumber: target.factoryNumber }} />
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <ContractForm form={form} onSubmit={submit}>
            <HStack gap="2" align="start" wrap="wrap">
              <TextField name="factoryNumber" labelId="da_form_factory_number" disabled />
              <TextField name="count" labelId="da_qr_count" inputMode="numeric" required />
              <TextField name="remark" labelId="da_qr_remark" maxLength={DEVICE_ARCHIVE_LIMITS.qrRemark} />
            </HStack>
            <DisableUnlessPermitted permission={API.qrCodeAdd}>
              <Button type="submit" size="sm" mt="2" colorPalette="blue" loading={form.formState.isSubmitting} data-testid="qr-generate">
                <FormattedMessage id="da_qr_generate" />
              </Button>
            </DisableUnlessPermitted>
          </ContractForm>
          {error ? (
            <LoadFailed error={error} onRetry={() => void refetch()} />
          ) : codes.length === 0 ? (
            <Text color="fg.muted">
              <FormattedMessage id="da_qr_none" />
            </Text>
          ) : (
            <Table.Root size="sm" data-testid="qr-table">
              <Table.Body>
                {codes.map((qr) => (
                  <Table.Row key={qr.id} data-testid={`qr-row-${qr.state}`}>
                    <Table.Cell fontFamily="mono" fontSize="xs">
                      {qr.code}
                    </Table.Cell>
                    <Table.Cell>{qr.remark}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={qr.state === 'bound' ? 'green' : 'orange'}>
                        <FormattedMessage id={qr.state === 'bound' ? 'da_qr_bound' : 'da_qr_pending'} />
                      </Badge>
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <HStack justify="end" gap="2">
                        {qr.state === 'pending' && (
                          <DisableUnlessPermitted permission={API.qrCodeBind}>
                            <Button size="xs" variant="outline" onClick={() => void bind(qr.id)} data-testid="qr-bind">
                              <FormattedMessage id="da_qr_bind" />
                            </Button>
                          </DisableUnlessPermitted>
                        )}
                        <Link href={qr.jumpPath} target="_blank" rel="noopener" fontSize="sm" data-testid="qr-open">
                          <FormattedMessage id="da_qr_open" />
                        </Link>
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Link asChild fontSize="sm" mr="auto">
          <RouterLink to={`/qrsheet?factoryNumber=${encodeURIComponent(target.factoryNumber)}`} target="_blank" data-testid="qr-sheet-link">
            <FormattedMessage id="da_qr_print" />
          </RouterLink>
        </Link>
        <Button onClick={onClose}>
          <FormattedMessage id="da_done" />
        </Button>
      </Dialog.Footer>
    </>
  );
}
