import { useMutation } from '@apollo/client/react';
import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import { ContractForm } from '../../../shared/forms/ContractForm';
import { TextField } from '../../../shared/forms/TextField';
import { useContractForm } from '../../../shared/forms/useContractForm';
import { TOAST_DURATION_MS, toaster } from '../../../shared/toast/toaster';
import { type DecommissionValues, decommissionRules } from '../archiveRules';
import { DialogFrame } from '../../../shared/widgets/DialogFrame';

const DecommissionMutation = graphql(`
  mutation DecommissionDevice($id: ID!, $password: String!) {
    decommissionDevice(id: $id, password: $password) {
      id
      decommissionedAt
      administrator {
        id
        name
      }
    }
  }
`);

export type DecommissionTarget = { id: string; devalias: string };

/** Logs a device out (spec part 2 sections 4 and 6): its administrator confirms with their own password. */
export function DecommissionDialog({ target, onClose, onDone }: { target: DecommissionTarget | null; onClose: () => void; onDone: () => unknown }) {
  return (
    <DialogFrame open={target !== null} onClose={onClose} testId="decommission-dialog" role="alertdialog">
      {target && <DecommissionForm target={target} onClose={onClose} onDone={onDone} />}
    </DialogFrame>
  );
}

function DecommissionForm({ target, onClose, onDone }: { target: DecommissionTarget; onClose: () => void; onDone: () => unknown }) {
  const intl = useIntl();
  const form = useContractForm<DecommissionValues>({ defaultValues: { password: '' }, rules: decommissionRules });
  const [decommission] = useMutation(DecommissionMutation);
  const submit = form.submitWith(async ({ password }) => {
    await decommission({ variables: { id: target.id, password } });
    toaster.success({ title: intl.formatMessage({ id: 'da_decommissioned' }), duration: TOAST_DURATION_MS });
    onClose();
    await Promise.resolve(onDone()).catch(() => undefined);
  });
  return (
    <ContractForm form={form} onSubmit={submit} style={{ display: 'contents' }}>
      <Dialog.Header>
        <Dialog.Title>
          <FormattedMessage id="da_decommission_title" values={{ alias: target.devalias }} />
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="3">
          <Text>
            <FormattedMessage id="da_decommission_text" />
          </Text>
          <TextField name="password" labelId="da_decommission_password" type="password" autoComplete="current-password" autoFocus required />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" type="button" onClick={onClose}>
          <FormattedMessage id="da_cancel" />
        </Button>
        <Button type="submit" colorPalette="red" loading={form.formState.isSubmitting} data-testid="decommission-confirm">
          <FormattedMessage id="da_decommission_go" />
        </Button>
      </Dialog.Footer>
    </ContractForm>
  );
}
