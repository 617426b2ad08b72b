import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '../../../gql';
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

/** The device and product detail of the detail kanban, read-only. */
export const ProductDetailGrid = memo(function ProductDetailGrid({ device: ref }: { device: FragmentType<typeof ProductDetailGridFragment> }) {
  const intl = useIntl();
  // memo: the kanban re-renders on every live value; this grid only when its fragment's data
  // (through useFragment) or the language (through context) changes.
  const { data: device, complete } = useFragment({ fragment: ProductDetailGridFragment, from: ref });
  if (!complete) return null;
  const items = productDetailItems(intl, device);
  return <DetailGrid items={items} columns={5} label={intl.formatMessage({ id: 'detail_info' })} emptyText={intl.formatMessage({ id: 'detail_not_set' })} testId="product-detail" />;
});
