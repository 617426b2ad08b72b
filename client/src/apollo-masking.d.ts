// Apollo Client's data masking reads the fragment types graphql-codegen generates
// (codegen.yml: inlineFragmentTypes mask, apolloUnmask): a component gets only its fragment's fields.
import type { GraphQLCodegenDataMasking } from '@apollo/client/masking';

declare module '@apollo/client' {
  export interface TypeOverrides extends GraphQLCodegenDataMasking.TypeOverrides {}
}
