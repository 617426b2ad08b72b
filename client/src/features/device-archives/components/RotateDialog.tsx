import { useMutation } from '@apollo/client/react';
import { Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql } from '../../../gql';
import { useErrorToast } from '../../../shared/toast/useErrorToast';
import { CredentialDialog, type IssuedCredential } from './CredentialDialog';
import { ConfirmDialog } from '../../../shared/widgets/ConfirmDialog';

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
  const [rotate] = useMutation(RotateMutation);
  const [issued, setIssued] = useState<IssuedCredential | null>(null);
  // The new password is shown as the question closes (one dialog at a time, focus handed over once).
  const rotated = useRef<IssuedCredential | null>(null);
  const { showError } = useErrorToast();
  const confirm = async () => {
    if (!target) return;
    const result = await rotate({ variables: { id: target.id } }).catch((error: unknown) => (showError(error), null));
    rotated.current = result?.data?.rotateDeviceCredential ?? null;
  };
  const close = () => {
    onClose();
    if (rotated.current) setIssued(rotated.current);
    rotated.current = null;
  };
  return (
    <>
      <ConfirmDialog
        open={target !== null}
        title={<FormattedMessage id="da_rotate" />}
        body={
          <Text>
            <FormattedMessage id="da_rotate_confirm" values={{ alias: target?.devalias ?? '' }} />
          </Text>
        }
        confirmLabel={<FormattedMessage id="da_rotate_go" />}
        danger
        onConfirm={confirm}
        onClose={close}
        testId="rotate-dialog"
      />
      <CredentialDialog credential={issued} onClose={() => setIssued(null)} />
    </>
  );
}
