import { type DocumentNode, type FragmentDefinitionNode, Kind, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';

/** A document's fragments by name. */
export function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  return fragments;
}

/**
 * The names of the fields a document's operations select at their root, through inline fragments
 * and fragment spreads (`subscription { ... on Subscription { systemMessages { id } } }` selects
 * `systemMessages`). Fields under `@skip`/`@include` count as selected: callers use this to decide
 * what a subscription may receive, where counting too much is safe and too little is not.
 */
export function rootFieldNames(document: DocumentNode): Set<string> {
  const fragments = fragmentsOf(document);
  const names = new Set<string>();
  const spread = new Set<string>();
  const walk = (set: SelectionSetNode): void => {
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) names.add(s.name.value);
      else if (s.kind === Kind.INLINE_FRAGMENT) walk(s.selectionSet);
      else if (!spread.has(s.name.value)) {
        spread.add(s.name.value); // once each: a cycle (refused by validation anyway) cannot loop here
        const fragment = fragments.get(s.name.value);
        if (fragment) walk(fragment.selectionSet);
      }
    }
  };
  for (const d of document.definitions) if (d.kind === Kind.OPERATION_DEFINITION) walk(d.selectionSet);
  return names;
}

/**
 * How many times an operation selects root fields of `counted`, aliases included, through inline
 * fragments and fragment spreads: a fragment spread twice counts twice. Each fragment is counted
 * once and remembered, so fragments that spread each other twice over (2^n paths within the token
 * limit) cost one pass; a fragment inside itself (NoFragmentCycles' error) counts 0 there.
 */
export function countRootFields(operation: OperationDefinitionNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>, counted: ReadonlySet<string>): number {
  const ofFragment = new Map<string, number>();
  const count = (set: SelectionSetNode): number => {
    let n = 0;
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) n += counted.has(s.name.value) ? 1 : 0;
      else if (s.kind === Kind.INLINE_FRAGMENT) n += count(s.selectionSet);
      else {
        let known = ofFragment.get(s.name.value);
        if (known === undefined) {
          ofFragment.set(s.name.value, 0); // while it is counted: a cycle adds nothing
          const fragment = fragments.get(s.name.value);
          ofFragment.set(s.name.value, (known = fragment ? count(fragment.selectionSet) : 0));
        }
        n += known;
      }
    }
    return n;
  };
  return count(operation.selectionSet);
}
