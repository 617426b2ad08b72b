import { Button, Code, Dialog, HStack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TOAST_DURATION_MS, toaster } from '../../../shared/toast/toaster';
import { copyText } from '../../../shared/utils/clipboard';
import { DialogFrame } from '../../../shared/widgets/DialogFrame';

/** The secret of a token just created, shown this once with a copy button. */
export function CreatedTokenDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const intl = useIntl();
  const copy = async () => {
    try {
      await copyText(secret ?? '');
      toaster.success({ title: intl.formatMessage({ id: 'copy_success' }), duration: TOAST_DURATION_MS });
    } catch {
      toaster.error({ title: intl.formatMessage({ id: 'copy_failed' }), duration: TOAST_DURATION_MS });
    }
  };
  return (
    <DialogFrame open={secret !== null} onClose={onClose} size="lg">
      <Dialog.Header>
        <Dialog.Title>
          <FormattedMessage id="tokens_created_title" />
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Text mb="3" color="fg.warning">
          <FormattedMessage id="tokens_created_body" />
        </Text>
        <HStack gap="2" align="stretch">
          <Code flex="1" p="2" wordBreak="break-all" data-testid="token-secret">
            {secret}
          </Code>
          <Button variant="outline" onClick={() => void copy()}>
            <FormattedMessage id="tokens_copy" />
          </Button>
        </HStack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button colorPalette="blue" onClick={onClose}>
          <FormattedMessage id="tokens_done" />
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
