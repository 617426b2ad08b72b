import { graphql } from '../../gql';

/**
 * The table version topic (spec part 1 section 4): the server announces that a table's rows
 * changed for the caller's tenants, with the new version (ms since the epoch of the change).
 * Read through `useLiveSubscription`; each reader filters by the table name it cares about.
 */
export const TableVersionSubscription = graphql(`
  subscription TableVersionChanged {
    tableVersionChanged {
      table
      version
    }
  }
`);
