import { graphql } from '../../gql';

/** Fields of one tree node; the tree itself is nested to a fixed depth below. */
export const TenantNodeFields = graphql(`
  fragment TenantNodeFields on TenantNode {
    id
    name
    oemCode
    level
  }
`);

/**
 * The caller's customer/area tree, six levels deep (company, sub-company, country,
 * province, city, customer), in the server's order: NoDocumented first.
 */
export const TenantTreeQuery = graphql(`
  query TenantTree {
    tenantTree {
      ...TenantNodeFields
      subTenants {
        ...TenantNodeFields
        subTenants {
          ...TenantNodeFields
          subTenants {
            ...TenantNodeFields
            subTenants {
              ...TenantNodeFields
              subTenants {
                ...TenantNodeFields
              }
            }
          }
        }
      }
    }
  }
`);
