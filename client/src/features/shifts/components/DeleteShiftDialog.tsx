import { Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { ConfirmDialog } from '../../../shared/widgets/ConfirmDialog';

/** Asks before deleting a shift (irreversible); OK is busy until the delete ends. */
export function DeleteShiftDialog({ name, onConfirm, onClose }: { name: string | null; onConfirm: () => Promise<unknown>; onClose: () => void }) {
  return (
    <ConfirmDialog
      open={name !== null}
      danger
      title={<FormattedMessage id="shifts_delete_title" />}
      body={
        <Text>
          <FormattedMessage id="shifts_delete_body" values={{ name }} />
        </Text>
      }
      onConfirm={onConfirm}
      onClose={onClose}
      testId="shift-delete-dialog"
    />
  );
}
