import { ERROR_CATALOGUE, type ErrorEntry, type Locale } from '@contract/error-catalogue';
import { VALIDATION_MESSAGES, type ValidationKey } from '@contract/validation';

/** Message id of a catalogue error, as the spec names them. */
export const errorMessageId = (errorno: number): string => `error_no_${errorno}`;

/** Message id of a shared form-rule message. */
export const validationMessageId = (key: ValidationKey): string => `validation_${key}`;

/** `error_no_{code}` entries generated from the shared error catalogue, never retyped. */
export function errorMessages(locale: Locale): Record<string, string> {
  return Object.fromEntries(
    Object.entries(ERROR_CATALOGUE as Record<number, ErrorEntry>).map(([code, entry]) => [
      errorMessageId(Number(code)),
      locale === 'zh-CN' ? entry.zh : entry.en,
    ]),
  );
}

/** `validation_{key}` entries generated from the shared form rules. */
export function validationMessages(locale: Locale): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(VALIDATION_MESSAGES) as ValidationKey[]).map((key) => [
      validationMessageId(key),
      locale === 'zh-CN' ? VALIDATION_MESSAGES[key].zh : VALIDATION_MESSAGES[key].en,
    ]),
  );
}
