import { Button, Stack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ContractForm } from '../../shared/forms/ContractForm';
import { useContractForm } from '../../shared/forms/useContractForm';
import { toE164 } from '../../shared/phone/phone';
import { usePhoneSignIn } from '../../shared/session/useSignIn';
import { PhoneCodeFields } from './PhoneCodeFields';
import { EMPTY_PHONE_LOGIN, type PhoneLoginValues, phoneLoginRules } from './phoneForms';

/** The phone tab of /login (spec part 1 section 2): phone, drag verification, SMS code; a session like the account login's. */
export function PhoneLoginForm() {
  const intl = useIntl();
  const signIn = usePhoneSignIn();
  const form = useContractForm<PhoneLoginValues>({ defaultValues: EMPTY_PHONE_LOGIN, rules: phoneLoginRules });
  const [country, phone] = form.watch(['country', 'phone']);
  const submit = form.submitWith(async (values) => signIn(toE164(values.country, values.phone) ?? values.phone, values.code));
  return (
    <ContractForm form={form} onSubmit={submit} label={intl.formatMessage({ id: 'login_phone_form' })}>
      <Stack gap="5">
        <PhoneCodeFields purpose="login" country={country} phone={phone} autoFocus />
        <Button type="submit" colorPalette="blue" loading={form.formState.isSubmitting} w="full">
          <FormattedMessage id="login_submit" />
        </Button>
      </Stack>
    </ContractForm>
  );
}
