import { NativeSelect } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { FormField, type FormFieldProps } from './FormField';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectFieldProps = Omit<FormFieldProps, 'children'> & {
  options: readonly SelectOption[];
  /** A first, empty choice (its text, already in the user's language). */
  placeholder?: string;
  disabled?: boolean;
};

/** A native select of a contract form (the keyboard and screen readers know it), with its label and message. */
export function SelectField({ name, options, placeholder, disabled, ...field }: SelectFieldProps) {
  const { register } = useFormContext();
  return (
    <FormField name={name} {...field}>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field {...register(name)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
