import { Input } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { FormField, type FormFieldProps } from './FormField';

export type TextFieldProps = Omit<FormFieldProps, 'children'> & {
  type?: 'text' | 'password' | 'email' | 'tel';
  autoComplete?: string;
  autoFocus?: boolean;
  /** Fields whose rules read this one (e.g. a confirmation), checked again as it changes. */
  deps?: readonly string[];
};

/** A text input of a contract form, with its label and message. */
export function TextField({ name, type = 'text', autoComplete, autoFocus, deps, ...field }: TextFieldProps) {
  const { register } = useFormContext();
  return (
    <FormField name={name} {...field}>
      <Input type={type} autoComplete={autoComplete} autoFocus={autoFocus} {...register(name, { deps: deps ? [...deps] : undefined })} />
    </FormField>
  );
}
