import { HStack, Input } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormField, type FormFieldProps } from './FormField';

export type TextFieldProps = Omit<FormFieldProps, 'children'> & {
  type?: 'text' | 'password' | 'email' | 'tel' | 'date' | 'time' | 'number';
  autoComplete?: string;
  autoFocus?: boolean;
  /** Fields whose rules read this one (e.g. a confirmation), checked again as it changes. */
  deps?: readonly string[];
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  maxLength?: number;
  /** Beside the input, e.g. the verification-code button. */
  endElement?: ReactNode;
  /** Shown but not editable (e.g. the account when editing a user). */
  disabled?: boolean;
};

/** A text input of a contract form, with its label and message. */
export function TextField({ name, type = 'text', autoComplete, autoFocus, deps, inputMode, maxLength, endElement, disabled, ...field }: TextFieldProps) {
  const { register } = useFormContext();
  const input = <Input type={type} autoComplete={autoComplete} autoFocus={autoFocus} inputMode={inputMode} maxLength={maxLength} disabled={disabled} {...register(name, { deps: deps ? [...deps] : undefined })} />;
  return (
    <FormField name={name} {...field}>
      {endElement ? (
        <HStack gap="2" w="full">
          {input}
          {endElement}
        </HStack>
      ) : (
        input
      )}
    </FormField>
  );
}
