import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { ERRNO } from '@contract/error-catalogue';
import { type FieldError, type ValidationKey, isValidationKey } from '@contract/validation';

/** What the client needs of a failure: the catalogue number, its message parameters and field errors. */
export type ErrorInfo = {
  errorno: number;
  params: Record<string, unknown>;
  fields: FieldError[];
};

type FormattedError = { message?: string; extensions?: Record<string, unknown> };

const UNKNOWN: ErrorInfo = { errorno: ERRNO.serverFailure, params: {}, fields: [] };

/** A field error's placeholder values (`{max}`), kept when they are plain strings and numbers. */
function placeholderValues(params: unknown): Record<string, string | number> | undefined {
  if (!params || typeof params !== 'object' || Array.isArray(params)) return undefined;
  const kept = Object.entries(params).filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number');
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}

function fromFormatted(error: FormattedError | undefined): ErrorInfo | null {
  const ext = error?.extensions;
  if (!ext || typeof ext.errorno !== 'number') return null;
  const params = ext.params && typeof ext.params === 'object' ? (ext.params as Record<string, unknown>) : {};
  const fields = Array.isArray(ext.fields)
    ? (ext.fields as Array<{ field?: unknown; key?: unknown; params?: unknown }>)
        .filter((f) => typeof f.field === 'string' && isValidationKey(f.key))
        .map((f) => {
          const params = placeholderValues(f.params);
          return params ? { field: f.field as string, key: f.key as ValidationKey, params } : { field: f.field as string, key: f.key as ValidationKey };
        })
    : [];
  return { errorno: ext.errorno, params, fields };
}

function fromBody(bodyText: string | undefined): ErrorInfo | null {
  if (!bodyText) return null;
  try {
    const body = JSON.parse(bodyText) as { errors?: FormattedError[] };
    return fromFormatted(body.errors?.[0]);
  } catch {
    return null;
  }
}

/**
 * Reads the catalogue number out of anything Apollo or graphql-ws may reject with:
 * GraphQL errors, an HTTP error with a GraphQL body, or a bare list of errors.
 * Anything else is a server failure (errorno 4).
 */
export function errorInfoFrom(error: unknown): ErrorInfo {
  if (CombinedGraphQLErrors.is(error)) return fromFormatted(error.errors[0]) ?? UNKNOWN;
  if (ServerError.is(error)) return fromBody(error.bodyText) ?? UNKNOWN;
  if (Array.isArray(error)) return fromFormatted(error[0] as FormattedError) ?? UNKNOWN;
  if (error && typeof error === 'object' && 'extensions' in error) return fromFormatted(error as FormattedError) ?? UNKNOWN;
  return UNKNOWN;
}
