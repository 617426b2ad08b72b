import { INDUSTRIES } from '@contract/devices';
import type { IntlShape } from 'react-intl';
import type { DetailItem } from '../../shared/widgets/DetailGrid';

/** What the detail grid needs of a device (the ProductDetailGrid_device fragment). */
export type ProductDetailSource = {
  uuid: string;
  devalias: string;
  product?: {
    model: string;
    manufacturingCode: string;
    maintainer?: string | null;
    industry: string;
    customer?: { name: string; address?: string | null; contactWay?: string | null; location?: string | null } | null;
  } | null;
};

/** The industry as a translated chip; a value the app does not know is shown as published. */
export function industryChip(intl: IntlShape, industry: string | null | undefined): string[] {
  if (!industry) return [];
  return [(INDUSTRIES as readonly string[]).includes(industry) ? intl.formatMessage({ id: `industry_${industry}` }) : industry];
}

/**
 * The device and product detail of the detail kanban, in the spec's order (part 1 section 3:
 * product detail; address, contact way and location come from the customer). A device without
 * archive still shows its uuid and alias; the rest reads "not set".
 */
export function productDetailItems(intl: IntlShape, device: ProductDetailSource): DetailItem[] {
  const t = (id: string) => intl.formatMessage({ id });
  const product = device.product;
  const customer = product?.customer;
  return [
    { id: 'uuid', label: t('detail_uuid'), value: device.uuid },
    { id: 'alias', label: t('detail_alias'), value: device.devalias },
    { id: 'model', label: t('detail_model'), value: product?.model },
    { id: 'manufacturingCode', label: t('detail_serial'), value: product?.manufacturingCode },
    { id: 'industry', label: t('detail_industry'), chips: industryChip(intl, product?.industry) },
    { id: 'maintainer', label: t('detail_maintainer'), value: product?.maintainer },
    { id: 'customer', label: t('detail_customer'), value: customer?.name },
    { id: 'contactWay', label: t('detail_contact'), value: customer?.contactWay },
    { id: 'location', label: t('detail_location'), value: customer?.location },
    { id: 'address', label: t('detail_address'), value: customer?.address },
  ];
}
