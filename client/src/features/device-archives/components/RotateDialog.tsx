import { useMutation } from '@apollo/client/react';
import { Button, Dialog, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql } from '../../../gql';
import { useErrorToast } from '../../../shared/toast/useErrorToast';
import { CredentialDialog, type IssuedCredential } from './CredentialDialog';
import { DialogFrame } from '../../../shared/widgets/DialogFrame';

const RotateMutation = graphql(`
  mutation RotateDeviceCredential($id: ID!) {
    rotateDeviceCredential(id: $id) {
      username
      password
      mqttPort
    }
  }
`);

export type RotateTarget = { id: string; devalias: string };

/** Asks before issuing a new MQTT password (the old one stops at once), then shows the new one once. */
export function RotateDialog({ target, onClose }: { target: RotateTarget | null; onClose: () => void }) {
  const [rotate, { loading }] = useMutation(RotateMutation);
  const [issued, setIssued] = useState<IssuedCredential | null>(null);
  const { showError } = useErrorToast();
  const confirm = async () => {
    if (!target) return;
    const result = await rotate({ variables: { id: target.id } }).catch((error: unknown) => (showError(error), null));
    onClose();
    if (result?.data) setIssued(result.data.rotateDeviceCredential);
  };
  return (
    <>
      <DialogFrame open={target !== null} onClose={onClose} role="alertdialog" testId="rotate-dialog">
        <Dialog.Body pt="6">
          <Text>
            <FormattedMessage id="da_rotate_confirm" values={{ alias: target?.devalias ?? '' }} />
          </Text>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose}>
            <FormattedMessage id="da_cancel" />
          </Button>
          <Button colorPalette="orange" loading={loading} onClick={() => void confirm()} data-testid="rotate-confirm">
            <FormattedMessage id="da_rotate_go" />
          </Button>
        </Dialog.Footer>
      </DialogFrame>
      <CredentialDialog credential={issued} onClose={() => setIssued(null)} />
    </>
  );
}
