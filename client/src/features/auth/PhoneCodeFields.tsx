import { Box, Button } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { CodePurpose } from '../../gql/graphql';
import { PhoneField } from '../../shared/forms/PhoneField';
import { TextField } from '../../shared/forms/TextField';
import { toE164 } from '../../shared/phone/phone';
import { DRAG_VERIFY_SIZE } from '../../shared/widgets/dragVerify';
import { DragVerify } from '../../shared/widgets/DragVerify';
import { VerificationCodeButton } from '../../shared/widgets/VerificationCodeButton';
import { useSendCode } from './useSendCode';

export type PhoneCodeFieldsProps = {
  purpose: CodePurpose;
  /** The form's current country and number (the fields are `country`, `phone` and `code`). */
  country: string;
  phone: string;
  autoFocus?: boolean;
};

/**
 * Phone, drag verification and SMS code, as both phone forms have them (spec part 1 sections
 * 2 and 4): a button starts the verification, the slider replaces the send-code button until
 * it passes, and the code can be sent only then and with a phone valid for its country.
 */
export function PhoneCodeFields({ purpose, country, phone, autoFocus }: PhoneCodeFieldsProps) {
  const [step, setStep] = useState<'start' | 'slide' | 'passed'>('start');
  const send = useSendCode(purpose);
  const e164 = toE164(country, phone);
  const onSend = useCallback(() => (e164 ? send(e164) : Promise.reject(new Error('invalid phone'))), [e164, send]);
  const passed = useCallback(() => setStep('passed'), []);
  const button = (
    // Mounted from the start, so a countdown kept in cookies resumes on load; shown once the slider passed.
    <Box hidden={step !== 'passed'} flexShrink={0}>
      <VerificationCodeButton inputValid={step === 'passed' && e164 !== null} phone={phone} onSend={onSend} />
    </Box>
  );
  return (
    <>
      <PhoneField name="phone" countryName="country" labelId="login_phone" autoFocus={autoFocus} required />
      {step === 'start' ? (
        <Button type="button" variant="outline" w="full" h={`${DRAG_VERIFY_SIZE.height}px`} onClick={() => setStep('slide')} data-testid="verify-start">
          <FormattedMessage id="verify_start" />
        </Button>
      ) : (
        <DragVerify onPass={passed} autoFocus={step === 'slide'} />
      )}
      <TextField name="code" labelId="code_label" inputMode="numeric" maxLength={6} autoComplete="one-time-code" endElement={button} required />
    </>
  );
}
