import { GraphQLError, buildSchema, executeSync, parse } from 'graphql';
import { ERRNO } from '../contract/error-catalogue';
import { AppError, httpErrorResponse, invalidRequest, isUnexpected, toClientError } from './errors';

const formatted = (error: GraphQLError) => error.toJSON();

describe('toClientError', () => {
  it('localizes catalogue errors and gives the same result when applied twice', () => {
    const once = toClientError(formatted(new AppError(ERRNO.tooManyAttempts, { seconds: 30 }, { httpStatus: 429 })), 'zh-CN', 'r1', false);
    expect(once).toMatchObject({ message: '尝试次数过多，请 30 秒后再试', extensions: { code: 'TOO_MANY_REQUESTS', errorno: 1001, params: { seconds: 30 } } });
    expect(once.extensions.http).toBeUndefined();
    expect(toClientError(once, 'zh-CN', 'r1', false)).toEqual(once);
  });

  it("keeps a request error's own reason (errorno 3) in the caller's language, without suggestions for anonymous callers, also on a second pass", () => {
    const typo = new GraphQLError('Cannot query field "x" on type "Query". Did you mean "y"?', { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    const first = toClientError(formatted(typo), 'en', undefined, false);
    expect(first).toMatchObject({ message: typo.message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED', errorno: 3 } });
    const second = toClientError(first, 'zh-CN', 'r2', true);
    expect(second.message).toBe('类型 "Query" 上没有可查询的字段 "x"。');
    expect(toClientError(second, 'zh-CN', 'r2', true)).toEqual(second);
    expect(toClientError(first, 'zh-CN', 'r2', false).message).toBe('类型 "Query" 上没有可查询的字段 "x"。你是否想用 "y"？');
    expect(toClientError(first, 'en', 'r2', true).message).toBe('Cannot query field "x" on type "Query".');
  });

  it("answers graphql-js's stop after 50 variable errors (no code, Apollo marks it internal) as the request error it is", () => {
    const limit = new GraphQLError('Too many errors processing variables, error limit reached. Execution aborted.', { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    expect(toClientError(formatted(limit), 'en', 'r1', false)).toMatchObject({ message: limit.message, extensions: { code: 'BAD_USER_INPUT', errorno: 3 } });
    expect(isUnexpected(limit)).toBe(false);
  });

  it("counts graphql-js's failure to complete a field (an Int beyond 32 bits) as unexpected, so it is logged as well as masked", () => {
    const schema = buildSchema('type Query { count: Int }');
    const result = executeSync({ schema, document: parse('{ count }'), rootValue: { count: 2 ** 40 } });
    const error = result.errors![0];
    expect(error.message).toContain('Int cannot represent');
    expect(isUnexpected(error)).toBe(true);
    expect(toClientError(formatted(error), 'en', 'r1', false).extensions).toMatchObject({ errorno: 4 });
    // A request's own errors stay unlogged: a field's argument refused with a code.
    expect(isUnexpected(new GraphQLError('bad', { path: ['count'], originalError: new GraphQLError('bad', { extensions: { code: 'BAD_USER_INPUT' } }) }))).toBe(false);
  });

  it('masks anything else as server failure with the request id, never its message', () => {
    const bug = new GraphQLError('TypeError: cannot read x of undefined at /src/secret.ts:10', { path: ['devices'], originalError: new TypeError('x') });
    const shaped = toClientError(formatted(bug), 'en', 'req-1', false);
    expect(shaped).toEqual({ message: 'Server failure', path: ['devices'], extensions: { code: 'INTERNAL_SERVER_ERROR', errorno: 4, requestId: 'req-1' } });
    // Shaped early without a request id, it keeps the one it gets later.
    const early = toClientError(formatted(bug), 'en', undefined, false);
    expect(early.extensions.requestId).toBeUndefined();
    expect(toClientError(early, 'zh-CN', 'req-2', false)).toMatchObject({ message: '服务器故障', extensions: { errorno: 4, requestId: 'req-2' } });
  });
});

describe('httpErrorResponse', () => {
  it('answers an AppError with its status and a GraphQL-shaped body in the caller language', () => {
    expect(httpErrorResponse(invalidRequest('bodyNotValidJson', {}, 400), 'en', 'r')).toEqual({
      status: 400,
      body: { errors: [{ message: 'Invalid request: the body is not valid JSON', extensions: { code: 'BAD_REQUEST', errorno: 1004, params: { reasonKey: 'bodyNotValidJson', reason: 'the body is not valid JSON' } } }] },
    });
  });

  it("says a refusal's reason in the caller's language, in the message and in params, with the reason's key and parameters kept", () => {
    const tooLarge = invalidRequest('bodyTooLarge', { bytes: 102400 }, 413);
    expect(httpErrorResponse(tooLarge, 'zh-CN', 'r')).toEqual({
      status: 413,
      body: { errors: [{ message: '请求无效：请求体超过 102400 字节', extensions: { code: 'BAD_REQUEST', errorno: 1004, params: { bytes: 102400, reasonKey: 'bodyTooLarge', reason: '请求体超过 102400 字节' } } }] },
    });
    // Shaped in one language and again in another (Apollo's formatError, then the response hook), it ends in the last.
    const early = toClientError(formatted(tooLarge), 'zh-CN', 'r', true);
    expect(toClientError(early, 'en', 'r', true)).toMatchObject({ message: 'Invalid request: the body is larger than 102400 bytes', extensions: { params: { reason: 'the body is larger than 102400 bytes' } } });
  });

  it('answers anything else with 500 and errorno 4, nothing of the error itself', () => {
    const { status, body } = httpErrorResponse(new Error('ENOENT /var/data/secret'), 'zh-CN', 'req-9');
    expect(status).toBe(500);
    expect(JSON.stringify(body)).not.toContain('secret');
    expect(body.errors[0]).toEqual({ message: '服务器故障', extensions: { code: 'INTERNAL_SERVER_ERROR', errorno: 4, requestId: 'req-9' } });
  });
});

describe('AppError', () => {
  it('carries no stack trace (graphql-js reads every resolver error\'s stack), and other errors keep theirs', () => {
    const limit = Error.stackTraceLimit;
    const answer = new AppError(ERRNO.forbidden);
    expect(answer.stack).not.toMatch(/\n\s+at /);
    expect(Error.stackTraceLimit).toBe(limit);
    // A resolver's AppError located by graphql-js takes that stack over, still without frames.
    expect(new GraphQLError(answer.message, { originalError: answer, path: ['devices'] }).stack).not.toMatch(/\n\s+at /);
    expect(new Error('a fault').stack).toMatch(/\n\s+at /);
  });
});
