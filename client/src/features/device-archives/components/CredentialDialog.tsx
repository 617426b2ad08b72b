import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { brokerAddresses } from '../archiveRules';
import { CopyField } from './CopyField';
import { useOpener } from '../../../shared/widgets/DialogFrame';

export type IssuedCredential = { username: string; password: string; mqttPort?: number | null };

/**
 * The device's MQTT credential, shown once after it is issued (register, rotate): username (the
 * uuid), password, client id rule, broker addresses and topics, each with a copy button.
 */
export function CredentialDialog({ credential, onClose }: { credential: IssuedCredential | null; onClose: () => void }) {
  const brokers = brokerAddresses(window.location, credential?.mqttPort);
  const opener = useOpener(credential !== null);
  return (
    <Dialog.Root finalFocusEl={opener} open={credential !== null} onOpenChange={(e) => (e.open ? undefined : onClose())} placement="center" size="lg" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="credential-dialog">
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="da_credential_title" />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {credential && (
                <Stack gap="3">
                  <Text color="orange.fg" fontWeight="medium">
                    <FormattedMessage id="da_credential_once" />
                  </Text>
                  <CopyField labelId="da_credential_username" value={credential.username} testId="credential-username" />
                  <CopyField labelId="da_credential_password" value={credential.password} testId="credential-password" />
                  {brokers.tcp && <CopyField labelId="da_credential_broker" value={brokers.tcp} testId="credential-broker" />}
                  <CopyField labelId="da_credential_broker_ws" value={brokers.webSocket} testId="credential-broker-ws" />
                  <Text fontSize="sm">
                    <FormattedMessage id="da_credential_client_id" />: <FormattedMessage id="da_credential_client_id_value" />
                  </Text>
                  <CopyField labelId="da_credential_topics" value={`device/${credential.username}/{param}, processrate/${credential.username}`} testId="credential-topics" />
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="blue" onClick={onClose} data-testid="credential-done">
                <FormattedMessage id="da_done" />
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
