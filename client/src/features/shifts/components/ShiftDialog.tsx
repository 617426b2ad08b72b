import { useMutation } from '@apollo/client/react';
import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import { ContractForm } from '../../../shared/forms/ContractForm';
import { SelectField } from '../../../shared/forms/SelectField';
import { TextField } from '../../../shared/forms/TextField';
import { useContractForm } from '../../../shared/forms/useContractForm';
import { TOAST_DURATION_MS, toaster } from '../../../shared/toast/toaster';
import { type EditedShift, type ShiftFormValues, newShiftInput, shiftFormValues, shiftInput, shiftRules } from '../shiftRules';
import { DialogFrame, DialogCloseButton } from '../../../shared/widgets/DialogFrame';

const CreateShiftMutation = graphql(`
  mutation CreateWorkShift($input: NewWorkShiftInput!) {
    createWorkShift(input: $input) {
      id
      name
      start
      end
      tenantId
      tenantName
      updatedAt
    }
  }
`);

const UpdateShiftMutation = graphql(`
  mutation UpdateWorkShift($id: ID!, $input: WorkShiftInput!) {
    updateWorkShift(id: $id, input: $input) {
      id
      name
      start
      end
      tenantId
      tenantName
      updatedAt
    }
  }
`);

export type ShiftDialogProps = {
  target: 'add' | EditedShift | null;
  tenantOptions: readonly { value: string; label: string }[];
  onClose: () => void;
  onSaved: () => unknown;
};

/** Add or edit a work shift: name (1-16, unique in its customer), start and end (HH:mm, end after start), and on add its customer. */
export function ShiftDialog({ target, tenantOptions, onClose, onSaved }: ShiftDialogProps) {
  return (
    <DialogFrame open={target !== null} onClose={onClose} testId="shift-dialog">
      {target !== null && <ShiftForm target={target} tenantOptions={tenantOptions} onClose={onClose} onSaved={onSaved} />}
    </DialogFrame>
  );
}

function ShiftForm({ target, tenantOptions, onClose, onSaved }: Omit<ShiftDialogProps, 'target'> & { target: 'add' | EditedShift }) {
  const intl = useIntl();
  const editing = target === 'add' ? null : target;
  const form = useContractForm<ShiftFormValues>({ defaultValues: shiftFormValues(editing), rules: shiftRules });
  const [create] = useMutation(CreateShiftMutation);
  const [update] = useMutation(UpdateShiftMutation);

  const submit = form.submitWith(async (values) => {
    if (editing) await update({ variables: { id: editing.id, input: shiftInput(values) } });
    else await create({ variables: { input: newShiftInput(values) } });
    toaster.success({ title: intl.formatMessage({ id: 'shifts_saved' }), duration: TOAST_DURATION_MS });
    onClose();
    await Promise.resolve(onSaved()).catch(() => undefined);
  });

  return (
    <>
      <ContractForm form={form} onSubmit={submit} style={{ display: 'contents' }}>
        <Dialog.Header>
          <Dialog.Title>
            <FormattedMessage id={editing ? 'shifts_dialog_edit' : 'shifts_dialog_add'} />
          </Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="3">
            <TextField name="name" labelId="shifts_field_name" autoComplete="off" autoFocus required />
            <TextField name="start" labelId="shifts_field_start" autoComplete="off" inputMode="numeric" deps={['end']} required />
            <TextField name="end" labelId="shifts_field_end" autoComplete="off" inputMode="numeric" required />
            {!editing && <SelectField name="tenantId" labelId="shifts_field_tenant" options={tenantOptions} placeholder={intl.formatMessage({ id: 'shifts_tenant_own' })} />}
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="shifts_hint" />
            </Text>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose} type="button">
            <FormattedMessage id="common_cancel" />
          </Button>
          <Button type="submit" colorPalette="blue" loading={form.formState.isSubmitting} data-testid="shift-save">
            <FormattedMessage id="shifts_save" />
          </Button>
        </Dialog.Footer>
      </ContractForm>
      <DialogCloseButton />
    </>
  );
}
