import { useMutation } from '@apollo/client/react';
import { Button, Dialog, HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { API } from '@contract/apis';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import { useAppQuery } from '../../../shared/api/useAppQuery';
import { DisableUnlessPermitted } from '../../../shared/permissions/PermissionGuards';
import { useErrorToast } from '../../../shared/toast/useErrorToast';
import { LoadFailed } from '../../../shared/widgets/LoadFailed';
import { DialogFrame } from '../../../shared/widgets/DialogFrame';

const BindingsQuery = graphql(`
  query DeviceBindings($deviceId: ID!) {
    deviceBindings(deviceId: $deviceId) {
      id
      userId
      name
      account
      role
    }
    deviceArchiveChoices {
      members {
        id
        name
      }
    }
  }
`);
const BindMutation = graphql(`
  mutation BindDeviceUser($deviceId: ID!, $userId: ID!, $role: DeviceBindingRole!) {
    bindDeviceUser(deviceId: $deviceId, userId: $userId, role: $role) {
      id
    }
  }
`);
const UnbindMutation = graphql(`
  mutation UnbindDeviceUser($deviceId: ID!, $userId: ID!) {
    unbindDeviceUser(deviceId: $deviceId, userId: $userId) {
      id
    }
  }
`);
const TransferMutation = graphql(`
  mutation TransferDeviceAdministrator($deviceId: ID!, $userId: ID!) {
    transferDeviceAdministrator(deviceId: $deviceId, userId: $userId) {
      id
    }
  }
`);

export type BindingsTarget = { id: string; devalias: string };

/** The users bound to a device (spec part 2 section 6): bind as Observer or Administrator, unbind, transfer the administrator rights. */
export function BindingsDialog({ target, onClose, onChanged }: { target: BindingsTarget | null; onClose: () => void; onChanged: () => unknown }) {
  return (
    <DialogFrame open={target !== null} onClose={onClose} testId="bindings-dialog" size="lg">
      {target && <Bindings target={target} onClose={onClose} onChanged={onChanged} />}
    </DialogFrame>
  );
}

function Bindings({ target, onClose, onChanged }: { target: BindingsTarget; onClose: () => void; onChanged: () => unknown }) {
  const intl = useIntl();
  const { data, error, refetch } = useAppQuery(BindingsQuery, { variables: { deviceId: target.id }, fetchPolicy: 'network-only' });
  const [bind] = useMutation(BindMutation);
  const [unbind] = useMutation(UnbindMutation);
  const [transfer] = useMutation(TransferMutation);
  const { showError } = useErrorToast();
  const [userId, setUserId] = useState('');
  const [role, setRole] = useState<'Observer' | 'Administrator'>('Observer');
  const run = async (work: () => Promise<unknown>) => {
    try {
      await work();
      await refetch();
      await Promise.resolve(onChanged()).catch(() => undefined);
    } catch (e) {
      showError(e);
    }
  };
  const roleLabel = (r: string) => intl.formatMessage({ id: r === 'Administrator' ? 'da_binding_administrator' : 'da_binding_observer' });
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>
          <FormattedMessage id="da_bindings_title" values={{ alias: target.devalias }} />
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        {error ? (
          <LoadFailed error={error} onRetry={() => void refetch()} />
        ) : (
          <Stack gap="4">
            {data && data.deviceBindings.length === 0 && (
              <Text color="fg.muted">
                <FormattedMessage id="da_binding_none" />
              </Text>
            )}
            {data && data.deviceBindings.length > 0 && (
              <Table.Root size="sm" data-testid="bindings-table">
                <Table.Body>
                  {data.deviceBindings.map((b) => (
                    <Table.Row key={b.id}>
                      <Table.Cell>
                        {b.name} ({b.account})
                      </Table.Cell>
                      <Table.Cell>{roleLabel(b.role)}</Table.Cell>
                      <Table.Cell textAlign="end">
                        {b.role === 'Observer' && (
                          <HStack justify="end" gap="2">
                            <DisableUnlessPermitted permission={API.deviceBindingEdit}>
                              <Button size="xs" variant="outline" onClick={() => void run(() => transfer({ variables: { deviceId: target.id, userId: b.userId } }))}>
                                <FormattedMessage id="da_binding_transfer" />
                              </Button>
                            </DisableUnlessPermitted>
                            <DisableUnlessPermitted permission={API.deviceBindingEdit}>
                              <Button size="xs" variant="outline" colorPalette="red" onClick={() => void run(() => unbind({ variables: { deviceId: target.id, userId: b.userId } }))}>
                                <FormattedMessage id="da_binding_unbind" />
                              </Button>
                            </DisableUnlessPermitted>
                          </HStack>
                        )}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )}
            <HStack gap="2" align="end">
              <NativeSelect.Root size="sm" flex="2">
                <NativeSelect.Field aria-label={intl.formatMessage({ id: 'da_binding_user' })} value={userId} onChange={(e) => setUserId(e.currentTarget.value)} data-testid="binding-user">
                  <option value="">{intl.formatMessage({ id: 'da_binding_user' })}</option>
                  {(data?.deviceArchiveChoices.members ?? []).map((m) => (
                    <option key={m.id} value={m.id}>
                      {m.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <NativeSelect.Root size="sm" flex="1">
                <NativeSelect.Field aria-label={intl.formatMessage({ id: 'da_binding_role' })} value={role} onChange={(e) => setRole(e.currentTarget.value as 'Observer' | 'Administrator')} data-testid="binding-role">
                  <option value="Observer">{roleLabel('Observer')}</option>
                  <option value="Administrator">{roleLabel('Administrator')}</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <DisableUnlessPermitted permission={API.deviceBindingEdit}>
                <Button size="sm" colorPalette="blue" disabled={!userId} onClick={() => void run(() => bind({ variables: { deviceId: target.id, userId, role } }))} data-testid="binding-add">
                  <FormattedMessage id="da_binding_add" />
                </Button>
              </DisableUnlessPermitted>
            </HStack>
          </Stack>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <Button onClick={onClose}>
          <FormattedMessage id="da_done" />
        </Button>
      </Dialog.Footer>
    </>
  );
}
