import { bearerOf, explorerFetcher, operationTypeOf } from './explorerFetcher';

describe('the explorer with an integrator token in its headers', () => {
  it('reads the token of an Authorization: Bearer header, in any case', () => {
    expect(bearerOf({ Authorization: 'Bearer mmct_abc' })).toBe('mmct_abc');
    expect(bearerOf({ authorization: '  bearer mmct_abc ' })).toBe('mmct_abc');
    expect(bearerOf({ 'X-Other': 'Bearer x' })).toBeNull();
    expect(bearerOf({ Authorization: 'Basic abc' })).toBeNull();
    expect(bearerOf(undefined)).toBeNull();
  });

  it('sends queries with the token alone (no session cookie), and with the cookie otherwise', async () => {
    const calls: RequestInit[] = [];
    const original = global.fetch;
    global.fetch = (async (_url: string, init: RequestInit) => {
      calls.push(init);
      return { json: async () => ({ data: {} }) };
    }) as unknown as typeof fetch;
    try {
      await (explorerFetcher({ query: '{ me { name } }', operationName: null }, { headers: { Authorization: 'Bearer mmct_abc' } }) as Promise<unknown>);
      await (explorerFetcher({ query: '{ me { name } }', operationName: null }, {}) as Promise<unknown>);
    } finally {
      global.fetch = original;
    }
    expect(calls.map((c) => [c.credentials, (c.headers as Record<string, string>).Authorization])).toEqual([
      ['omit', 'Bearer mmct_abc'],
      ['same-origin', undefined],
    ]);
  });
});

describe('operationTypeOf', () => {
  it('finds the type of a single operation', () => {
    expect(operationTypeOf('{ me { name } }')).toBe('query');
    expect(operationTypeOf('mutation { logout }')).toBe('mutation');
    expect(operationTypeOf('subscription { systemMessages { text } }')).toBe('subscription');
  });

  it('picks the named operation among several', () => {
    const text = 'query A { me { name } } subscription B { systemMessages { text } }';
    expect(operationTypeOf(text, 'B')).toBe('subscription');
    expect(operationTypeOf(text, 'A')).toBe('query');
  });

  it('returns null for text that does not parse', () => {
    expect(operationTypeOf('query {')).toBeNull();
  });
});
