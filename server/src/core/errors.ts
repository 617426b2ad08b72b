import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { type ASTNode, GraphQLError, type GraphQLResolveInfo, type GraphQLSchema, responsePathAsArray } from 'graphql';
import { ERRNO, type ErrorNo, type Locale } from '../contract/error-catalogue';
import { ERROR_CATALOGUE, type ErrorEntry, type RequestReason, errorMessage, localizedParams, requestReasonText } from '../contract/error-messages';
import type { FieldError } from '../contract/validation';
import { validationMessage } from '../contract/validation-messages';
import { isPromiseLike } from './promises';
import { requestErrorText } from './request-error-text';

export type ErrorParams = Record<string, string | number>;
type ErrorExtra = { fields?: FieldError[]; httpStatus?: number };
/** Where in the operation an error arose, as graphql-js reports it (`locations` come from the nodes). */
type ErrorPlace = { nodes: readonly ASTNode[]; path: readonly (string | number)[] };

/**
 * A failure the user should see: carries the catalogue number, its GraphQL code and
 * the parameters of its message. The message is localized when the response is sent.
 */
export class AppError extends GraphQLError {
  readonly errorno: ErrorNo;
  readonly params: ErrorParams;
  private readonly extra: ErrorExtra;

  constructor(errorno: ErrorNo, params: ErrorParams = {}, extra: ErrorExtra = {}, place?: ErrorPlace) {
    const entry: ErrorEntry = ERROR_CATALOGUE[errorno];
    const message = errorMessage(errorno, 'en', params);
    const extensions = {
      code: entry.code,
      errorno,
      params,
      ...(extra.fields ? { fields: extra.fields } : {}),
      ...(extra.httpStatus ? { http: { status: extra.httpStatus } } : {}),
    };
    // An AppError is an answer, not a fault: nobody reads its trace, but graphql-js reads `stack`
    // of every error a resolver throws (to copy it onto the located error), which makes V8 format
    // the whole trace. Without frames there is nothing to capture or format. (Only the base
    // constructor runs while the limit is 0: everything that could throw is computed above.)
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message, { extensions, ...place });
    Error.stackTraceLimit = stackTraceLimit;
    this.errorno = errorno;
    this.params = params;
    this.extra = extra;
  }

  /**
   * The same error at the field being resolved. graphql-js wraps an error without a path in a
   * new GraphQLError, and in Node 20 that wrapper's copy of the original's `stack` makes V8
   * capture and format the wrapper's own ten frames: about 0.1 ms per error answer under load
   * (docs/benchmarks.md, "Password floods"). An error that already has its path is kept as it is.
   */
  at(info: GraphQLResolveInfo): AppError {
    return this.path ? this : new AppError(this.errorno, this.params, this.extra, { nodes: info.fieldNodes, path: responsePathAsArray(info.path) });
  }
}

/**
 * Root queries and mutations answer their AppErrors already located (`AppError.at`), so that
 * graphql-js passes them on instead of wrapping each in a new error with a formatted stack.
 * Outermost, so that it also sees the guards' and the input bounds' errors.
 */
export function withLocatedAppErrors(schema: GraphQLSchema): GraphQLSchema {
  const roots = new Set([schema.getQueryType()?.name, schema.getMutationType()?.name]);
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (fieldConfig, _fieldName, typeName) => {
      if (!roots.has(typeName) || !fieldConfig.resolve) return fieldConfig;
      const resolve = fieldConfig.resolve;
      const located = (error: unknown, info: GraphQLResolveInfo) => (error instanceof AppError ? error.at(info) : error);
      return {
        ...fieldConfig,
        resolve: (source, args, ctx, info) => {
          try {
            const result = resolve(source, args, ctx, info);
            return isPromiseLike(result) ? result.then(undefined, (error: unknown) => Promise.reject(located(error, info))) : result;
          } catch (error) {
            throw located(error, info);
          }
        },
      };
    },
  });
}

export const unauthenticated = () => new AppError(ERRNO.sessionExpired);
export const forbidden = () => new AppError(ERRNO.forbidden);
/** 1013, HTTP 503: the server holds as much of some work as it allows (large bodies, workbooks, subscriptions); try again shortly. */
export const serverBusy = () => new AppError(ERRNO.serverBusy, {}, { httpStatus: 503 });
export const formInvalid = (fields: FieldError[]) => new AppError(ERRNO.formValidationFailed, {}, { fields });
/**
 * A request the server cannot take (1004): `reasonKey` names the reason (REQUEST_REASONS), its
 * parameters ride along, and `reason` says it in words, in the caller's language once answered;
 * `httpStatus` where the transport has one.
 */
export const invalidRequest = (reason: RequestReason, params: ErrorParams = {}, httpStatus?: number) =>
  new AppError(ERRNO.invalidRequest, { ...params, reasonKey: reason, reason: requestReasonText(reason, 'en', params) }, httpStatus ? { httpStatus } : {});

/** GraphQL codes of requests that were wrong before any resolver ran: the client's fault. */
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

export type ClientError = {
  message: string;
  locations?: readonly { line: number; column: number }[];
  path?: readonly (string | number)[];
  extensions: Record<string, unknown>;
};

type FormattedLike = { message: string; locations?: readonly { line: number; column: number }[]; path?: readonly (string | number)[]; extensions?: Record<string, unknown> };

/**
 * The single place that decides what a client sees of an error, over HTTP (GraphQL and
 * plain routes) and WebSocket alike: catalogue errors localized, request errors as
 * parameter errors (errorno 3), anything else masked as server failure (errorno 4) with
 * the request id, never a stack. Applying it twice gives the same result (Apollo's
 * `formatError` shapes early, the response hook again with the caller's language).
 */
/** graphql-js stops coercing variables after 50 errors and adds this one, without code or path (Apollo then calls it internal): it is about the request. */
const VARIABLE_ERROR_LIMIT = /^Too many errors processing variables/;

export function toClientError(formatted: FormattedLike, locale: Locale, requestId: string | undefined, hideSuggestions: boolean): ClientError {
  const ext = formatted.extensions ?? {};
  const base = { locations: formatted.locations, path: formatted.path };
  // Errorno 3 is a request error already shaped: its message is graphql-js's specific reason, in the caller's language.
  if (typeof ext.errorno === 'number' && ext.errorno !== ERRNO.serverFailure && ext.errorno !== ERRNO.parameterError) {
    const { http: _http, stacktrace: _stack, ...rest } = ext;
    if (rest.params && typeof rest.params === 'object') rest.params = localizedParams(locale, rest.params as ErrorParams);
    if (Array.isArray(rest.fields)) {
      rest.fields = (rest.fields as FieldError[]).map((f) => ({ field: f.field, key: f.key, ...(f.params ? { params: f.params } : {}), message: validationMessage(f.key, locale, f.params) }));
    }
    return { ...base, message: errorMessage(ext.errorno, locale, ext.params as ErrorParams), extensions: rest };
  }
  const code = VARIABLE_ERROR_LIMIT.test(formatted.message) ? 'BAD_USER_INPUT' : typeof ext.code === 'string' ? ext.code : undefined;
  if (ext.errorno === ERRNO.parameterError || (code && REQUEST_ERROR_CODES.has(code)) || (!code && !formatted.path)) {
    let message = formatted.message;
    if (hideSuggestions) message = message.replace(/ ?Did you mean .*$/s, '');
    return { ...base, message: requestErrorText(message, locale), extensions: { code: code ?? 'BAD_REQUEST', errorno: ERRNO.parameterError } };
  }
  const knownId = requestId ?? (typeof ext.requestId === 'string' ? ext.requestId : undefined);
  return {
    ...base,
    message: errorMessage(ERRNO.serverFailure, locale),
    extensions: { code: 'INTERNAL_SERVER_ERROR', errorno: ERRNO.serverFailure, ...(knownId ? { requestId: knownId } : {}) },
  };
}

/** How an error of a plain HTTP route (not GraphQL) is answered: its status and a GraphQL-shaped body. */
export function httpErrorResponse(error: unknown, locale: Locale, requestId: string): { status: number; body: { errors: ClientError[] } } {
  const appError = error instanceof AppError ? error : null;
  const status = appError ? Number((appError.extensions.http as { status?: number } | undefined)?.status ?? 400) : 500;
  const formatted: FormattedLike = appError ? { message: appError.message, extensions: appError.extensions } : { message: 'unexpected', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  return { status, body: { errors: [toClientError(formatted, locale, requestId, true)] } };
}

/** True for errors that say something about the server, not the request: these are logged. */
export function isUnexpected(error: GraphQLError): boolean {
  const original = error.originalError;
  if (error instanceof AppError || original instanceof AppError) return false;
  if (VARIABLE_ERROR_LIMIT.test(error.message)) return false;
  const code = error.extensions?.code;
  if (typeof code === 'string' && REQUEST_ERROR_CODES.has(code)) return false;
  // A GraphQLError without a code at a path is graphql-js's own failure to complete a field (an Int out of range): the server's.
  if (original instanceof GraphQLError) return isUnexpected(original) || (!!error.path && typeof original.extensions?.code !== 'string');
  // A resolver's own error (not from the catalogue) is a bug; a pathless one is about the request.
  return !!original || !!error.path;
}
