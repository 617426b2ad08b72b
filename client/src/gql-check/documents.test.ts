/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, type DocumentNode, type FragmentDefinitionNode, getNamedType, isObjectType, Kind, type SelectionNode, type SelectionSetNode, TypeInfo, visit, visitWithTypeInfo } from 'graphql';
import * as generated from '../gql/graphql';

const schema = buildSchema(fs.readFileSync(path.resolve(__dirname, '..', '..', '..', 'schema.graphql'), 'utf8'));
const documents = Object.entries(generated).filter((entry): entry is [string, DocumentNode] => (entry[1] as DocumentNode | undefined)?.kind === Kind.DOCUMENT);

/** Whether `id` is visible to the parent: selected directly, or through an inline fragment or an `@unmask`ed spread (masked spreads are invisible). */
function selectsId(selections: readonly SelectionNode[], fragments: Map<string, FragmentDefinitionNode>): boolean {
  return selections.some((s) => {
    if (s.kind === Kind.FIELD) return s.name.value === 'id' && !s.alias;
    if (s.kind === Kind.INLINE_FRAGMENT) return selectsId(s.selectionSet.selections, fragments);
    const fragment = fragments.get(s.name.value);
    return !!fragment && !!s.directives?.some((d) => d.name.value === 'unmask') && selectsId(fragment.selectionSet.selections, fragments);
  });
}

/** Selections of an object type with an `id` whose parent does not see `id`, as "Type at path". */
function unidentified(doc: DocumentNode): string[] {
  const fragments = new Map(doc.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  const typeInfo = new TypeInfo(schema);
  const found: string[] = [];
  const names: string[] = [];
  visit(
    doc,
    visitWithTypeInfo(typeInfo, {
      Field: { enter: (node) => void names.push(node.alias?.value ?? node.name.value), leave: () => void names.pop() },
      SelectionSet: (node: SelectionSetNode) => {
        const type = getNamedType(typeInfo.getParentType());
        if (!isObjectType(type) || !type.getFields().id) return;
        if (!selectsId(node.selections, fragments)) found.push(`${type.name} at ${names.join('.') || '(fragment)'}`);
      },
    }),
  );
  return found;
}

describe('client documents', () => {
  it('are all generated (the check below sees every operation and fragment)', () => {
    expect(documents.map(([name]) => name)).toEqual(expect.arrayContaining(['OverviewDevicesDocument', 'DeviceStatusChangedDocument', 'DeviceCard_DeviceFragmentDoc']));
  });

  // Apollo normalises objects by `id`: without it a live update (e.g. deviceStatusChanged's device)
  // cannot reach the view, and a masked parent cannot hand its child's fragment to useFragment.
  it.each(documents)('%s selects id wherever the type has one', (_name, doc) => {
    expect(unidentified(doc)).toEqual([]);
  });
});
