import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { errorInfoFrom } from './errors';

describe('errorInfoFrom', () => {
  it('reads errorno and params of a GraphQL error', () => {
    const error = new CombinedGraphQLErrors({
      errors: [{ message: 'throttled', extensions: { code: 'TOO_MANY_REQUESTS', errorno: 1001, params: { seconds: 42 } } }],
    });
    expect(errorInfoFrom(error)).toEqual({ errorno: 1001, params: { seconds: 42 }, fields: [] });
  });

  it('keeps field errors whose key is a shared validation key', () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'invalid',
          extensions: {
            errorno: 1003,
            fields: [
              { field: 'newPassword', key: 'new_password_rule', message: 'x' },
              { field: 'other', key: 'not_a_key' },
              { field: 'name', key: 'text_too_long', params: { max: 20, nested: { no: 1 } } },
            ],
          },
        },
      ],
    });
    expect(errorInfoFrom(error).fields).toEqual([
      { field: 'newPassword', key: 'new_password_rule' },
      // Placeholder values are kept (plain strings and numbers only), so the form can fill `{max}`.
      { field: 'name', key: 'text_too_long', params: { max: 20 } },
    ]);
  });

  it('reads a GraphQL body carried by an HTTP error', () => {
    const body = JSON.stringify({ errors: [{ message: 'sign in', extensions: { errorno: 1005 } }] });
    const error = new ServerError('401', { response: new Response(body, { status: 401 }), bodyText: body });
    expect(errorInfoFrom(error).errorno).toBe(1005);
  });

  it('reads a bare list of errors (subscriptions)', () => {
    expect(errorInfoFrom([{ message: 'x', extensions: { errorno: 2 } }]).errorno).toBe(2);
  });

  it.each([new Error('network down'), 'text', null, undefined, { extensions: { code: 'X' } }])(
    'treats %p as a server failure (errorno 4)',
    (error) => {
      expect(errorInfoFrom(error)).toEqual({ errorno: 4, params: {}, fields: [] });
    },
  );
});
