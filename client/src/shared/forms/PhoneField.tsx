import { HStack, Input, NativeSelect } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { countryOptions } from '../phone/phone';
import { FormField, type FormFieldProps } from './FormField';

export type PhoneFieldProps = Omit<FormFieldProps, 'children' | 'name'> & {
  /** The number's field. */
  name: string;
  /** The country's field (an ISO code, `CN` by default in the form's values). */
  countryName: string;
  autoFocus?: boolean;
};

/**
 * A phone number with its country (spec part 1 section 2: a country-code phone input, China by
 * default, China and the US first): a native select of every country with its dial code, then
 * the number. The number's rule reads the country, so a new country checks it again.
 */
export function PhoneField({ name, countryName, autoFocus, ...field }: PhoneFieldProps) {
  const intl = useIntl();
  const { register } = useFormContext();
  const { preferred, others } = useMemo(() => countryOptions(intl.locale), [intl.locale]);
  const option = (c: (typeof preferred)[number]) => (
    <option key={c.code} value={c.code}>
      {`${c.name} +${c.dialCode}`}
    </option>
  );
  return (
    <FormField name={name} {...field}>
      <HStack gap="2" w="full">
        <NativeSelect.Root w="11rem" flexShrink={0}>
          <NativeSelect.Field id={`${name}-country`} aria-label={intl.formatMessage({ id: 'phone_country' })} {...register(countryName, { deps: [name] })}>
            {preferred.map(option)}
            <option disabled value="">
              ──────────
            </option>
            {others.map(option)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Input type="tel" inputMode="tel" autoComplete="tel-national" autoFocus={autoFocus} {...register(name)} />
      </HStack>
    </FormField>
  );
}
