import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useFormState } from 'react-hook-form';
import { validationMessageId } from '../i18n/contractMessages';
import { readRuleMessage } from './contractRules';

export type FormFieldProps = {
  name: string;
  labelId: string;
  /** A hint shown under the control while the field has no error. */
  helperId?: string;
  required?: boolean;
  /** The control; Chakra's Field wires its label, invalid state and described-by. */
  children: ReactNode;
};

/** A labelled field of a contract form with its error: the contract message of its key, in the user's language. */
export function FormField({ name, labelId, helperId, required, children }: FormFieldProps) {
  const { errors } = useFormState({ name });
  const broken = readRuleMessage(errors[name]?.message);
  return (
    <Field.Root invalid={!!errors[name]} required={required}>
      <Field.Label>
        <FormattedMessage id={labelId} />
      </Field.Label>
      {children}
      {helperId && !errors[name] && (
        <Field.HelperText>
          <FormattedMessage id={helperId} />
        </Field.HelperText>
      )}
      <Field.ErrorText>{broken && <FormattedMessage id={validationMessageId(broken.key)} values={broken.params} />}</Field.ErrorText>
    </Field.Root>
  );
}
