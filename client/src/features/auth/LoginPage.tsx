import { Box, Center, Heading, Image, Stack, Tabs, Text } from '@chakra-ui/react';
import { Suspense, lazy } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useContentConfig } from '../../shared/content/contentConfig';
import { AccountLoginForm } from './AccountLoginForm';

// The phone tab carries libphonenumber's metadata: its own chunk, loaded when the tab opens.
const PhoneLoginForm = lazy(() => import('./PhoneLoginForm').then((m) => ({ default: m.PhoneLoginForm })));

/** /login: account login and phone login (SMS code); background and logo from the content configuration. */
export function LoginPage() {
  const intl = useIntl();
  const { login } = useContentConfig();
  return (
    <Center minH="100vh" px="4" style={{ background: login.background }} data-testid="login-background">
      <Box as="main" bg="bg" borderRadius="xl" boxShadow="2xl" p={{ base: '6', md: '10' }} w="full" maxW="524px">
        <Stack gap="1" mb="6" textAlign="center" align="center">
          {login.logo && <Image src={login.logo} alt={intl.formatMessage({ id: 'app_name' })} h="56px" w="auto" mb="2" data-testid="login-logo" />}
          <Heading as="h1" size="xl">
            <FormattedMessage id="login_heading" />
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            <FormattedMessage id="login_subheading" />
          </Text>
        </Stack>
        <Tabs.Root defaultValue="account" variant="line" fitted lazyMount>
          <Tabs.List>
            <Tabs.Trigger value="account">
              <FormattedMessage id="login_tab_account" />
            </Tabs.Trigger>
            <Tabs.Trigger value="phone">
              <FormattedMessage id="login_tab_phone" />
            </Tabs.Trigger>
            <Tabs.Trigger value="qr">
              <FormattedMessage id="login_tab_qr" />
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="account" pt="6">
            <AccountLoginForm />
          </Tabs.Content>
          <Tabs.Content value="phone" pt="6">
            <Suspense
              fallback={
                <Text color="fg.muted" textAlign="center" py="8">
                  <FormattedMessage id="phone_form_loading" />
                </Text>
              }
            >
              <PhoneLoginForm />
            </Suspense>
          </Tabs.Content>
          {/* Spec part 1 section 2: the QR login is a placeholder. */}
          <Tabs.Content value="qr" pt="6">
            <Text color="fg.muted" textAlign="center" py="8" data-testid="qr-login-placeholder">
              <FormattedMessage id="login_qr_placeholder" />
            </Text>
          </Tabs.Content>
        </Tabs.Root>
      </Box>
    </Center>
  );
}
