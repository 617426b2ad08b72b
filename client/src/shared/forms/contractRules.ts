import { type FieldError as ContractFieldError, type ValidationKey, isValidationKey } from '@contract/validation';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** A broken rule: the contract's message key, with the values of its placeholders (`{max}`) when it has any. */
export type RuleBreak = ValidationKey | { key: ValidationKey; params?: Record<string, string | number> };

/**
 * A form's rules: for each field, the message key of the shared contract it breaks
 * (`@contract/validation`), or null/absent when it passes. The same keys the server sends back.
 */
export type ContractRules<V> = (values: V) => Partial<Record<keyof V & string, RuleBreak | null>>;

/** Rules from a contract validator that lists its errors (e.g. `validateUserDialog`); the first error of a field wins. */
export function rulesFromFieldErrors<V>(validate: (values: V) => readonly ContractFieldError[]): ContractRules<V> {
  return (values) => {
    const found: Partial<Record<string, RuleBreak>> = {};
    for (const { field, key, params } of validate(values)) found[field] ??= params ? { key, params } : key;
    return found as Partial<Record<keyof V & string, RuleBreak>>;
  };
}

/**
 * A field error's `message` in the form state: the contract key, then its placeholder values as
 * a query string (`text_too_long?max=20`), so the field can show the message with its values.
 * react-hook-form keeps one string per error; this is the one place that writes it.
 */
export function ruleMessage(broken: RuleBreak): string {
  if (typeof broken === 'string') return broken;
  const entries = Object.entries(broken.params ?? {});
  return entries.length === 0 ? broken.key : `${broken.key}?${new URLSearchParams(entries.map(([name, value]) => [name, String(value)])).toString()}`;
}

/** Reads a field error's `message` back into its key and placeholder values; null for anything else. */
export function readRuleMessage(message: unknown): { key: ValidationKey; params: Record<string, string> } | null {
  if (typeof message !== 'string') return null;
  const at = message.indexOf('?');
  const key = at < 0 ? message : message.slice(0, at);
  if (!isValidationKey(key)) return null;
  return { key, params: at < 0 ? {} : Object.fromEntries(new URLSearchParams(message.slice(at + 1))) };
}

function isRuleBreak(value: unknown): value is RuleBreak {
  return isValidationKey(value) || (typeof value === 'object' && value !== null && isValidationKey((value as { key?: unknown }).key));
}

/**
 * A react-hook-form resolver running the contract rules. An error's `message` is the contract
 * key (and its placeholder values, see `ruleMessage`), not a text: the field shows it in the
 * user's language when it renders.
 */
export function contractResolver<V extends FieldValues>(rules: ContractRules<V>): Resolver<V> {
  return (values) => {
    const broken = Object.entries(rules(values)).filter((entry): entry is [string, RuleBreak] => isRuleBreak(entry[1]));
    if (broken.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(broken.map(([field, rule]) => [field, { type: 'contract', message: ruleMessage(rule) }])) as FieldErrors<V>;
    return { values: {}, errors };
  };
}
