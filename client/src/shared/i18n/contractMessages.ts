import { ERRNO, type Locale } from '@contract/error-catalogue';
import type { ValidationKey } from '@contract/validation';
import { useEffect, useReducer } from 'react';
import { useIntl } from 'react-intl';

/** Message id of a catalogue error, as the spec names them. */
export const errorMessageId = (errorno: number): string => `error_no_${errorno}`;

/** Message id of a refusal reason (errorno 1004's `reasonKey`). */
export const requestReasonMessageId = (key: string): string => `request_reason_${key}`;

/** Message id of a shared form-rule message. */
export const validationMessageId = (key: ValidationKey): string => `validation_${key}`;

type ContractTexts = (locale: Locale) => Record<string, string>;

let loading: Promise<void> | null = null;
let loaded: ContractTexts | null = null;
const waiting: [Record<string, string>, Locale][] = [];

/**
 * The `error_no_*` and `validation_*` texts of the shared contract, both languages (about 10 KiB
 * compressed, growing with every feature's errors and rules), are a chunk of their own
 * (`contractTexts.ts`): the app starts loading it at once, without holding up the first paint.
 * Resolves once every catalogue handed to `addContractTexts` has them.
 */
export function loadContractTexts(): Promise<void> {
  return (loading ??= import('./contractTexts').then(
    (m) => {
      loaded = m.contractMessages;
      for (const [catalogue, locale] of waiting.splice(0)) Object.assign(catalogue, loaded(locale));
    },
    (error: unknown) => {
      loading = null; // the next caller tries again (a dropped connection)
      throw error;
    },
  ));
}

/** Adds the contract's texts to a locale's catalogue: now if they have loaded, else when they arrive. */
export function addContractTexts(catalogue: Record<string, string>, locale: Locale): void {
  if (loaded) Object.assign(catalogue, loaded(locale));
  else waiting.push([catalogue, locale]);
}

/** Whether a catalogue holds the contract's texts (tests build catalogues with them; the app's gets them after the first paint). */
export const hasContractTexts = (messages: Record<string, unknown>): boolean => Object.prototype.hasOwnProperty.call(messages, errorMessageId(ERRNO.serverFailure));

/**
 * For a component that shows a contract text as it renders (a load failure's reason): whether
 * the texts are in the catalogue; if not yet, loads them and renders again once they are.
 */
export function useContractTexts(): boolean {
  const { messages } = useIntl();
  const present = hasContractTexts(messages);
  const [, arrived] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    // Not loaded (a chunk error): the reason stays unsaid rather than shown as a message id.
    if (!present) loadContractTexts().then(arrived, () => undefined);
  }, [present]);
  return present;
}
