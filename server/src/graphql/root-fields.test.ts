import { parse } from 'graphql';
import { rootFieldNames } from './root-fields';

const names = (text: string) => [...rootFieldNames(parse(text))].sort();

describe('rootFieldNames', () => {
  it('names the root fields by field name, not alias, and not the fields below them', () => {
    expect(names('subscription { mine: systemMessages { id title } }')).toEqual(['systemMessages']);
    expect(names('query { devices { items { id } } me { id } }')).toEqual(['devices', 'me']);
  });

  it('looks through inline fragments, fragment spreads and nested fragments', () => {
    expect(names('subscription { ... on Subscription { systemMessages { id } } }')).toEqual(['systemMessages']);
    expect(names('subscription { ...Mine } fragment Mine on Subscription { systemMessages { id } }')).toEqual(['systemMessages']);
    expect(names('subscription { ... { ...Outer } } fragment Outer on Subscription { ...Inner } fragment Inner on Subscription { systemMessages { id } }')).toEqual(['systemMessages']);
  });

  it('counts fields under @skip and @include, and every operation of the document', () => {
    expect(names('subscription S($off: Boolean!) { systemMessages @skip(if: $off) { id } }')).toEqual(['systemMessages']);
    expect(names('subscription A { tableVersionChanged { table } } subscription B { ...M } fragment M on Subscription { systemMessages { id } }')).toEqual(['systemMessages', 'tableVersionChanged']);
  });

  it('ends on a fragment cycle and ignores a spread of an unknown fragment', () => {
    expect(names('query { ...A } fragment A on Query { me { id } ...B } fragment B on Query { ...A }')).toEqual(['me']);
    expect(names('query { ...Missing }')).toEqual([]);
  });
});
