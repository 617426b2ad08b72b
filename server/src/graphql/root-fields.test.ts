import { parse } from 'graphql';
import { countRootFields, fragmentsOf, rootFieldNames } from './root-fields';

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

describe('countRootFields', () => {
  const counted = new Set(['a', 'b']);
  const count = (text: string) => {
    const document = parse(text);
    const operation = document.definitions.find((d) => d.kind === 'OperationDefinition') as import('graphql').OperationDefinitionNode;
    return countRootFields(operation, fragmentsOf(document), counted);
  };

  it('counts aliases, inline fragments and each spread of a fragment, not other fields', () => {
    expect(count('{ a x: a b c }')).toBe(3);
    expect(count('{ ... on Query { a } ...F ...F } fragment F on Query { b c }')).toBe(3);
  });

  it('counts a fragment inside itself as nothing more, and fragments spreading each other twice over in one pass', () => {
    expect(count('{ ...F } fragment F on Query { a ...F }')).toBe(1);
    // 40 levels, each spreading the next twice: 2^40 paths to the one field at the bottom.
    const levels = Array.from({ length: 40 }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`).join(' ');
    expect(count(`{ ...F0 } ${levels} fragment F40 on Query { a }`)).toBe(2 ** 40);
  });
});
