import { Box, Button, Center, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { graphql } from '../../gql';
import { useContentConfig } from '../../shared/content/contentConfig';
import { ContractForm } from '../../shared/forms/ContractForm';
import { TextField } from '../../shared/forms/TextField';
import { useContractForm } from '../../shared/forms/useContractForm';
import { toE164 } from '../../shared/phone/phone';
import { useEndSession } from '../../shared/session/useEndSession';
import { TOAST_DURATION_MS, toaster } from '../../shared/toast/toaster';
import { PhoneCodeFields } from './PhoneCodeFields';
import { EMPTY_FORGOT_PASSWORD, type ForgotPasswordValues, forgotPasswordRules } from './phoneForms';

const ResetPasswordWithCodeMutation = graphql(`
  mutation ResetPasswordWithCode($phone: String!, $code: String!, $newPassword: String!) {
    resetPasswordWithCode(phone: $phone, code: $code, newPassword: $newPassword)
  }
`);

/**
 * /forgotpwd, the public password reset (spec part 1 sections 2 and 5): phone, drag
 * verification, SMS code, new password and its confirmation; submit, or back to login. The
 * server signs out every session of the user; this browser forgets any user it kept.
 */
export function ForgotPasswordPage() {
  const intl = useIntl();
  const { login } = useContentConfig();
  const endSession = useEndSession();
  const [reset] = useMutation(ResetPasswordWithCodeMutation);
  const form = useContractForm<ForgotPasswordValues>({ defaultValues: EMPTY_FORGOT_PASSWORD, rules: forgotPasswordRules });
  const [country, phone] = form.watch(['country', 'phone']);
  const submit = form.submitWith(async (values) => {
    await reset({ variables: { phone: toE164(values.country, values.phone) ?? values.phone, code: values.code, newPassword: values.newPassword } });
    toaster.success({ title: intl.formatMessage({ id: 'forgot_success' }), duration: TOAST_DURATION_MS * 2 });
    await endSession();
  });
  return (
    <Center minH="100vh" px="4" py="8" style={{ background: login.background }}>
      <Box as="main" bg="bg" borderRadius="xl" boxShadow="2xl" p={{ base: '6', md: '10' }} w="full" maxW="524px">
        <Stack gap="1" mb="6" textAlign="center">
          <Heading as="h1" size="xl">
            <FormattedMessage id="forgot_heading" />
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            <FormattedMessage id="forgot_subheading" />
          </Text>
        </Stack>
        <ContractForm form={form} onSubmit={submit} label={intl.formatMessage({ id: 'forgot_heading' })}>
          <Stack gap="5">
            <PhoneCodeFields purpose="reset" country={country} phone={phone} autoFocus />
            <TextField name="newPassword" labelId="reset_new_password" type="password" autoComplete="new-password" helperId="forgot_password_hint" deps={['confirmPassword']} required />
            <TextField name="confirmPassword" labelId="reset_confirm_password" type="password" autoComplete="new-password" required />
            <Button type="submit" colorPalette="blue" loading={form.formState.isSubmitting} w="full">
              <FormattedMessage id="reset_submit" />
            </Button>
            <Link asChild alignSelf="center" fontSize="sm" color="blue.fg">
              <RouterLink to="/login">
                <FormattedMessage id="forgot_back" />
              </RouterLink>
            </Link>
          </Stack>
        </ContractForm>
      </Box>
    </Center>
  );
}
