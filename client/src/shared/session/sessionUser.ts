import { graphql } from '../../gql';

/** The user fields the client keeps after a login or `me` (never the token). */
export const SessionUserFields = graphql(`
  fragment SessionUserFields on User {
    id
    name
    account
    role
    language
    avatarUrl
  }
`);
