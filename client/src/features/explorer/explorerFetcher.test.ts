import { operationTypeOf } from './explorerFetcher';

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
