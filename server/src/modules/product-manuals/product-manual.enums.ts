import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { PRODUCT_MANUAL_SORT_KEYS, SHELF_FILTERS, SHELF_STATUSES } from '../../contract/product-manuals';
import { asEnum } from '../../graphql/enums';

export const ShelfStatusEnum = asEnum(SHELF_STATUSES);
registerEnumType(ShelfStatusEnum, { name: 'ShelfStatus', description: 'Shelf status of a product manual: onTheShelf (shown to customers, green in the list) or offshelf (orange).' });

export const ShelfStatusFilterEnum = asEnum(SHELF_FILTERS);
registerEnumType(ShelfStatusFilterEnum, { name: 'ShelfStatusFilter', description: "Status filter of the product manual list (the spec's status 0, 1, 2): all, onTheShelf or offshelf." });

export const ProductManualSortKeyEnum = asEnum(PRODUCT_MANUAL_SORT_KEYS);
registerEnumType(ProductManualSortKeyEnum, {
  name: 'ProductManualSortKey',
  description: "Columns the product manual list sorts by (the spec's sortkey). Equal values are ordered by id in the same direction. onTheShelfTime: manuals never put on the shelf count as earliest.",
});

/** One row of a manual's spec parameters. */
@ObjectType({ description: 'A row of spec parameters: a title row (`name` is `param_title`, `value` the category title) or a parameter name and value.' })
export class ProductManualParam {
  @Field({ description: '`param_title` for a title row, else the parameter name (at most 20 characters).' })
  name!: string;

  @Field({ description: 'The title (at most 20 characters) of a title row, else the parameter value (at most 50).' })
  value!: string;
}
