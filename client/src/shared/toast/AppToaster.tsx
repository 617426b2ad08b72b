import { Portal, Spinner, Stack, Text, Toast, Toaster } from '@chakra-ui/react';
import { toaster } from './toaster';

/**
 * Renders the app's toasts; mounted once in the providers. The text sits in the
 * description (not Toast.Title): a title would become the toast's aria label, and a
 * message such as "Wrong username or password" would then also answer to the label
 * "Password" of the form field next to it.
 */
export function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast">
            {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              <Toast.Description>
                {toast.title && (
                  <Text as="span" display="block" fontWeight="medium">
                    {toast.title}
                  </Text>
                )}
                {toast.description && (
                  <Text as="span" display="block">
                    {toast.description}
                  </Text>
                )}
              </Toast.Description>
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
