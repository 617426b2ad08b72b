import { useMutation } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { graphql } from '../../gql';
import { errorInfoFrom } from '../../shared/api/errors';
import { useEndSession } from '../../shared/session/useEndSession';
import { useErrorToast } from '../../shared/toast/useErrorToast';
import { ConfirmDialog } from '../../shared/widgets/ConfirmDialog';

const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

/** Sign out asks first (spec), then revokes the session and forgets the user locally. */
export function SignOutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const endSession = useEndSession();
  const { showErrorNo } = useErrorToast();
  const [logout, { loading }] = useMutation(LogoutMutation);

  const confirm = async () => {
    try {
      await logout();
    } catch (error) {
      // An expired session is already signed out; anything else is worth telling.
      const info = errorInfoFrom(error);
      if (info.errorno !== 2) showErrorNo(info.errorno, info.params);
    }
    onClose();
    await endSession();
  };

  return (
    <ConfirmDialog
      open={open}
      title={<FormattedMessage id="shell_sign_out_title" />}
      body={<FormattedMessage id="shell_sign_out_body" />}
      danger
      busy={loading}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
