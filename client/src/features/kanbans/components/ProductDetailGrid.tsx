import { memo } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import type { ProductDetailGrid_DeviceFragment } from '../../../gql/graphql';
import { DetailGrid } from '../../../shared/widgets/DetailGrid';
import { productDetailItems } from '../productDetail';

export const ProductDetailGridFragment = graphql(`
  fragment ProductDetailGrid_device on Device {
    id
    uuid
    devalias
    product {
      id
      model
      manufacturingCode
      maintainer
      industry
      customer {
        id
        name
        address
        contactWay
        location
      }
    }
  }
`);

/** The device and product detail of the detail kanban, read-only. Memoised: the device object only changes when Apollo's cache does. */
export const ProductDetailGrid = memo(function ProductDetailGrid({ device }: { device: ProductDetailGrid_DeviceFragment }) {
  const intl = useIntl();
  // Built once per device and language: the kanban re-renders on every live value.
  // memo: re-rendered only when the device (or, through context, the language) changes.
  const items = productDetailItems(intl, device);
  return <DetailGrid items={items} columns={5} label={intl.formatMessage({ id: 'detail_info' })} emptyText={intl.formatMessage({ id: 'detail_not_set' })} testId="product-detail" />;
});
