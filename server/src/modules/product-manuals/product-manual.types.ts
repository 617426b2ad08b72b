import { ArgsType, Field, Float, ID, InputType, ObjectType } from 'type-graphql';
import { type SortDirection, TABLE_PAGING } from '../../contract/paging';
import { type ProductManualSortKey, type ShelfFilter } from '../../contract/product-manuals';
import { TEXT_BOUNDS } from '../../contract/validation';
import { PageArgsOf, Paginated } from '../../core/paging';
import { SortDirectionEnum } from '../../graphql/enums';
import { Bounded } from '../../graphql/input-guard';
import { FileEntry } from '../files/file-entry.types';
import { StoredFileInput } from './file-references';
import { ProductManual } from './product-manual.entity';
import type { ListedProductManual } from './product-manual.search';
import { ProductManualSortKeyEnum, ShelfStatusFilterEnum } from './product-manual.enums';

@ObjectType({ description: 'A page of product manuals, in the order asked (newest first by default).' })
export class ProductManualPage extends Paginated<ProductManual | ListedProductManual>(() => ProductManual, { items: 'Product manuals of this page.', total: "Product manuals matching every filter in the caller's tenants." }) {}

@ObjectType({ description: 'The product list: one page and the table version it was read at.' })
export class ProductManualList {
  @Field(() => ProductManualPage, { description: 'The page of manuals.' })
  page!: ProductManualPage;

  @Field(() => Float, {
    description:
      "The table's version when the page was read: server time in ms. `tableVersionChanged` events of table `productmanual` with a larger version mean the list changed since (show the refresh dot).",
  })
  version!: number;
}

@ArgsType()
export class ProductManualListArgs extends PageArgsOf(TABLE_PAGING) {
  @Field(() => ID, { nullable: true, description: 'Only the manual with this id.' })
  id?: string | null;

  @Bounded(TEXT_BOUNDS.search)
  @Field(() => String, { nullable: true, description: 'Part of the name (trimmed, case-insensitive).' })
  name?: string | null;

  @Bounded(TEXT_BOUNDS.search)
  @Field(() => String, { nullable: true, description: 'Part of the model (trimmed, case-insensitive).' })
  model?: string | null;

  @Bounded(TEXT_BOUNDS.search)
  @Field(() => String, { nullable: true, description: 'Part of the description (trimmed, case-insensitive).' })
  description?: string | null;

  @Bounded(TEXT_BOUNDS.search)
  @Field(() => String, { nullable: true, description: 'Part of the note (trimmed, case-insensitive).' })
  note?: string | null;

  @Field(() => ShelfStatusFilterEnum, { defaultValue: 'all', description: 'Shelf status: all (default), onTheShelf or offshelf.' })
  status!: ShelfFilter;

  @Bounded(TEXT_BOUNDS.tagName)
  @Field(() => [String], { nullable: true, description: 'Manuals with any of these tags (names of group `product_manuals`, at most 20).' })
  tags?: string[] | null;

  @Bounded(TEXT_BOUNDS.date)
  @Field(() => String, { nullable: true, description: 'Created at or after: YYYY-MM-DD or YYYY-MM-DD HH:mm:ss in the server time zone.' })
  createTimeStart?: string | null;

  @Bounded(TEXT_BOUNDS.date)
  @Field(() => String, { nullable: true, description: 'Created at or before: YYYY-MM-DD (the whole day) or YYYY-MM-DD HH:mm:ss in the server time zone.' })
  createTimeEnd?: string | null;

  @Bounded(TEXT_BOUNDS.date)
  @Field(() => String, { nullable: true, description: 'Last put on the shelf at or after: YYYY-MM-DD or YYYY-MM-DD HH:mm:ss in the server time zone.' })
  shelfTimeStart?: string | null;

  @Bounded(TEXT_BOUNDS.date)
  @Field(() => String, { nullable: true, description: 'Last put on the shelf at or before: YYYY-MM-DD (the whole day) or YYYY-MM-DD HH:mm:ss in the server time zone.' })
  shelfTimeEnd?: string | null;

  @Field(() => ProductManualSortKeyEnum, { defaultValue: 'createTime', description: 'Column to sort by (createTime by default).' })
  sortKey!: ProductManualSortKey;

  @Field(() => SortDirectionEnum, { defaultValue: 'desc', description: 'desc (default) or asc.' })
  sortDirection!: SortDirection;
}

@InputType({ description: "A row of spec parameters: a title row has `name` `param_title` and the title as `value`. Rules: title 20, name 20, value 50 characters; an empty title or name is refused with the spec's messages." })
export class ProductManualParamInput {
  @Bounded(TEXT_BOUNDS.paramText)
  @Field({ description: '`param_title` for a title row, else the parameter name.' })
  name!: string;

  @Bounded(TEXT_BOUNDS.paramText)
  @Field({ description: 'The title of a title row, else the parameter value.' })
  value!: string;
}

@InputType({
  description:
    'The create/edit product form (spec part 2 section 5). Rules: exactly 1 cover picture, name 1-20 and model 1-50 characters (trimmed), description and note at most 200, at most 15 detail pictures and 5 attachments (each at most 10 MB), at most 200 param rows, at most 10 tags of 20 characters. Violations: errorno 1003 with `extensions.fields` (field names as here, rows as `params.3.value`).',
})
export class ProductManualInput {
  @Field(() => [StoredFileInput], { description: 'The cover picture: exactly one uploaded picture.' })
  coverPicture!: StoredFileInput[];

  @Bounded(TEXT_BOUNDS.productName)
  @Field({ description: 'Product name, 1-20 characters.' })
  name!: string;

  @Bounded(TEXT_BOUNDS.productModel)
  @Field({ description: 'Model, 1-50 characters.' })
  model!: string;

  @Bounded(TEXT_BOUNDS.productText)
  @Field(() => String, { nullable: true, description: 'Description, at most 200 characters.' })
  description?: string | null;

  @Bounded(TEXT_BOUNDS.productText)
  @Field(() => String, { nullable: true, description: 'Note, at most 200 characters.' })
  note?: string | null;

  @Field(() => [StoredFileInput], { nullable: true, description: 'Detail pictures in display order, at most 15.' })
  detailPictures?: StoredFileInput[] | null;

  @Field(() => [StoredFileInput], { nullable: true, description: 'Attachments in display order, at most 5.' })
  files?: StoredFileInput[] | null;

  @Field(() => [ProductManualParamInput], { nullable: true, description: 'Spec parameters in display order (title rows and name/value rows), at most 200.' })
  params?: ProductManualParamInput[] | null;

  @Bounded(TEXT_BOUNDS.tagName)
  @Field(() => [String], { nullable: true, description: 'Tag names (group `product_manuals`), created in the manual\'s tenant when new; trimmed, each once, at most 10.' })
  tags?: string[] | null;
}

@ObjectType({ description: 'A system menu of the product pages: one of the platform\'s own pages.' })
export class SystemMenu {
  @Field({ description: 'Menu name, at most 10 characters.' })
  name!: string;

  @Field({ description: 'Link: a site path or an http(s) address.' })
  link!: string;

  @Field({ description: 'Whether the link may be changed (the home link); the name always may.' })
  editable!: boolean;
}

@ObjectType({ description: 'A custom menu of the product pages.' })
export class CustomMenu {
  @Field({ description: 'Menu name, at most 10 characters.' })
  name!: string;

  @Field({ description: 'Link: a site path or an http(s) address.' })
  link!: string;
}

@ObjectType({ description: "The product display configuration of the caller's tenant: the navigation menus of the product pages and the official account QR code." })
export class ProductDisplayConfigView {
  @Field(() => [SystemMenu], { description: 'System menus, in their fixed order (spec: /productindex, /productlist, /createrepairorder, /repairorderquery).' })
  systemMenus!: SystemMenu[];

  @Field(() => [CustomMenu], { description: 'Custom menus in display order, at most 11.' })
  customMenus!: CustomMenu[];

  @Field(() => [FileEntry], { description: 'The official account QR code picture (spec: officialcount): none or one.' })
  officialAccount!: FileEntry[];

  @Field(() => Date, { nullable: true, description: 'When it was last saved; null while the defaults apply.' })
  updatedAt!: Date | null;
}

@InputType({ description: 'A menu as the edit page sends it.' })
export class MenuInput {
  @Bounded(TEXT_BOUNDS.menuName)
  @Field({ description: 'Menu name: trimmed, 1-10 characters.' })
  name!: string;

  @Bounded(TEXT_BOUNDS.menuLink)
  @Field({ description: 'Link: a site path starting with / or an http(s) address, at most 300 characters. The first system menu\'s empty link is saved as /productindex.' })
  link!: string;
}

@InputType({
  description:
    'The edit page of the product display configuration. Rules: the system menus as read (same number and order; only the editable link may change), at most 11 custom menus, names trimmed 1-10 characters, links paths or http(s) addresses, at most 1 QR code picture of at most 1 MB. Violations: errorno 1003 with `extensions.fields`.',
})
export class ProductDisplayConfigInput {
  @Field(() => [MenuInput], { description: 'System menus, in the order read.' })
  systemMenus!: MenuInput[];

  @Field(() => [MenuInput], { description: 'Custom menus in display order, at most 11.' })
  customMenus!: MenuInput[];

  @Field(() => [StoredFileInput], { description: 'The official account QR code: none or one uploaded picture.' })
  officialAccount!: StoredFileInput[];
}
