import type { Locale } from '@contract/error-catalogue';
import { ERROR_CATALOGUE, type ErrorEntry, REQUEST_REASONS } from '@contract/error-messages';
import type { ValidationKey } from '@contract/validation';
import { VALIDATION_MESSAGES } from '@contract/validation-messages';
import { errorMessageId, requestReasonMessageId, validationMessageId } from './contractMessages';

/** `error_no_{code}` entries generated from the shared error catalogue, never retyped. */
export function errorMessages(locale: Locale): Record<string, string> {
  return Object.fromEntries(
    Object.entries(ERROR_CATALOGUE as Record<number, ErrorEntry>).map(([code, entry]) => [
      errorMessageId(Number(code)),
      locale === 'zh-CN' ? entry.zh : entry.en,
    ]),
  );
}

/** `request_reason_{key}` entries: why a request was refused (errorno 1004), from the shared catalogue. */
export function requestReasonMessages(locale: Locale): Record<string, string> {
  return Object.fromEntries(Object.entries(REQUEST_REASONS).map(([key, texts]) => [requestReasonMessageId(key), locale === 'zh-CN' ? texts.zh : texts.en]));
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

/** All three, for a locale's catalogue. */
export const contractMessages = (locale: Locale): Record<string, string> => ({ ...errorMessages(locale), ...requestReasonMessages(locale), ...validationMessages(locale) });
