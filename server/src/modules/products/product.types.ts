import { registerEnumType } from 'type-graphql';
import { INDUSTRIES, type Industry } from '../../contract/devices';
import { asEnum } from '../../graphql/enums';
import type { FileEntry } from '../files/file-entry.types';
import type { Product } from './product.entity';

export const IndustryEnum = asEnum<Industry>(INDUSTRIES);
registerEnumType(IndustryEnum, {
  name: 'Industry',
  description: 'Industry of a machine, which decides its detail kanban layout: waterjet, laser, or other.',
});

/** A product as a device list reads it: plain values (no entity), its customer as an id. */
export type ListedProduct = Omit<Product, 'customer' | 'coverPicture' | 'tenant'> & { coverPicture: FileEntry[] | null; customer: number | null };
