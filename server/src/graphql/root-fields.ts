import { type DocumentNode, type FragmentDefinitionNode, Kind, type SelectionSetNode } from 'graphql';

/**
 * The names of the fields a document's operations select at their root, through inline fragments
 * and fragment spreads (`subscription { ... on Subscription { systemMessages { id } } }` selects
 * `systemMessages`). Fields under `@skip`/`@include` count as selected: callers use this to decide
 * what a subscription may receive, where counting too much is safe and too little is not.
 */
export function rootFieldNames(document: DocumentNode): Set<string> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
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
