import { graphql } from '../../gql';

/**
 * Fields of one tree node, repeated at each level of the query below. Not a component's
 * fragment: the kanban reads them itself (title, devices of the picked tenant), so the spreads are `@unmask`ed.
 */
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
      ...TenantNodeFields @unmask
      subTenants {
        ...TenantNodeFields @unmask
        subTenants {
          ...TenantNodeFields @unmask
          subTenants {
            ...TenantNodeFields @unmask
            subTenants {
              ...TenantNodeFields @unmask
              subTenants {
                ...TenantNodeFields @unmask
              }
            }
          }
        }
      }
    }
  }
`);

/** Devices per tenant with its sub-tenants: the overview starts at the root with the most. */
export const TenantDeviceCountsQuery = graphql(`
  query TenantDeviceCounts {
    tenantDeviceCounts {
      tenantId
      total
    }
  }
`);
