import { useMutation } from '@apollo/client/react';
import { Button, Dialog, Stack } from '@chakra-ui/react';
import type { Role } from '@contract/roles';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import { useAppQuery } from '../../../shared/api/useAppQuery';
import { ContractForm } from '../../../shared/forms/ContractForm';
import { SelectField } from '../../../shared/forms/SelectField';
import { TextField } from '../../../shared/forms/TextField';
import { useContractForm } from '../../../shared/forms/useContractForm';
import { TOAST_DURATION_MS, toaster } from '../../../shared/toast/toaster';
import { EMPTY_SEND, type SendFormValues, TYPE_OPTIONS, flatTenants, sendInput, sendRules, wholeAudienceLabelId } from '../systemMessages';
import { DialogFrame, DialogCloseButton } from '../../../shared/widgets/DialogFrame';

const SendMessageMutation = graphql(`
  mutation SendSystemMessage($input: SystemMessageInput!) {
    sendSystemMessage(input: $input) {
      id
      recipients
    }
  }
`);

/** The caller's tenants, the audience to choose from (the server checks each is in scope). */
const MessageAudienceQuery = graphql(`
  query MessageAudience {
    tenantTree {
      id
      name
      subTenants {
        id
        name
        subTenants {
          id
          name
          subTenants {
            id
            name
            subTenants {
              id
              name
            }
          }
        }
      }
    }
  }
`);

/**
 * Sends a system message (super_admin: to everyone or a tenant; a tenant administrator: to all
 * of their tenants or one of them, with its sub-tenants): type, title (1-50), content (1-500).
 */
export function SendMessageDialog({ open, role, onClose }: { open: boolean; role: Role | null; onClose: () => void }) {
  return (
    <DialogFrame open={open} onClose={onClose} testId="send-message-dialog">
      {open && <SendForm role={role} onClose={onClose} />}
    </DialogFrame>
  );
}

function SendForm({ role, onClose }: { role: Role | null; onClose: () => void }) {
  const intl = useIntl();
  const form = useContractForm<SendFormValues>({ defaultValues: EMPTY_SEND, rules: sendRules });
  const [send] = useMutation(SendMessageMutation);
  const tenants = useAppQuery(MessageAudienceQuery);
  const tenantOptions = useMemo(() => flatTenants(tenants.data?.tenantTree ?? []).map((t) => ({ value: t.id, label: `${'\u00a0\u00a0'.repeat(t.depth)}${t.name}` })), [tenants.data]);
  const typeOptions = TYPE_OPTIONS.map((o) => ({ value: o.value, label: intl.formatMessage({ id: o.labelId }) }));

  const submit = form.submitWith(async (values) => {
    const result = await send({ variables: { input: sendInput(values) } });
    toaster.success({ title: intl.formatMessage({ id: 'messages_sent' }, { count: result.data?.sendSystemMessage.recipients ?? 0 }), duration: TOAST_DURATION_MS });
    onClose();
  });

  return (
    <>
      <ContractForm form={form} onSubmit={submit} style={{ display: 'contents' }}>
        <Dialog.Header>
          <Dialog.Title>
            <FormattedMessage id="messages_dialog_title" />
          </Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="3">
            <SelectField name="type" labelId="messages_field_type" options={typeOptions} required />
            <TextField name="title" labelId="messages_field_title" autoComplete="off" autoFocus required />
            <TextField name="content" labelId="messages_field_content" autoComplete="off" required />
            <SelectField name="tenantId" labelId="messages_field_audience" options={tenantOptions} placeholder={intl.formatMessage({ id: wholeAudienceLabelId(role) })} disabled={tenants.loading && !tenants.data} />
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose} type="button">
            <FormattedMessage id="common_cancel" />
          </Button>
          <Button type="submit" colorPalette="blue" loading={form.formState.isSubmitting} data-testid="send-message-save">
            <FormattedMessage id="messages_send" />
          </Button>
        </Dialog.Footer>
      </ContractForm>
      <DialogCloseButton />
    </>
  );
}
