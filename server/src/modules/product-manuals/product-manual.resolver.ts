import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { PRODUCT_MANUAL_TAG_GROUP } from '../../contract/product-manuals';
import type { AppContext } from '../../graphql/context';
import { requireAuth } from '../../graphql/guards';
import { API, Permission } from '../permissions/apis';
import { Tag } from '../tags/tag.entity';
import { listTags } from '../tags/tag.service';
import { getDisplayConfig, updateDisplayConfig, type DisplayConfigView } from './product-display.service';
import { ProductManual } from './product-manual.entity';
import { type ListedProductManual, type ListedTag, searchProductManuals } from './product-manual.search';
import { changeShelfStatus, createProductManual, deleteProductManual, getProductManual, updateProductManual } from './product-manual.service';
import { ProductDisplayConfigInput, ProductDisplayConfigView, ProductManualInput, ProductManualList, ProductManualListArgs } from './product-manual.types';

const ID_DOC = { description: 'The manual id.' };

@Resolver(() => ProductManual)
export class ProductManualResolver {
  @Permission(API.productManualList)
  @Query(() => ProductManualList, {
    description: "The product list (spec part 2): manuals of the caller's tenants with every filter and the sort applied in the database, 20 per page by default, newest first by default, and the table version it was read at.",
  })
  productManuals(@Ctx() ctx: AppContext, @Args() args: ProductManualListArgs): Promise<ProductManualList> {
    return searchProductManuals(ctx.app.reads, ctx.scope, args, ctx.app.config.timeZone);
  }

  @Permission(API.productManualList)
  @Query(() => ProductManual, { description: "One manual of the caller's tenants; errorno 1010002 for any other id." })
  productManual(@Ctx() ctx: AppContext, @Arg('id', () => ID, ID_DOC) id: string): Promise<ProductManual> {
    return getProductManual(ctx.em, id);
  }

  @Permission(API.productManualList)
  @Query(() => [Tag], { description: "Tags of group `product_manuals` in the caller's tenants, by name (one per tenant and name), for the list's tag filter and the form." })
  productManualTags(@Ctx() ctx: AppContext): Promise<Tag[]> {
    return listTags(ctx.em, PRODUCT_MANUAL_TAG_GROUP);
  }

  @Permission(API.productManualAdd)
  @Mutation(() => ProductManual, { description: "Creates a manual in the caller's tenant, off the shelf. Form rules: see ProductManualInput (errorno 1003)." })
  createProductManual(@Ctx() ctx: AppContext, @Arg('input', { description: 'The form: see ProductManualInput.' }) input: ProductManualInput): Promise<ProductManual> {
    return createProductManual(ctx.em, requireAuth(ctx).tenantId, input, ctx.app.pubsub);
  }

  @Permission(API.productManualEdit)
  @Mutation(() => ProductManual, {
    description:
      "Edits a manual of the caller's tenants (everything but its shelf status) and counts one more `version`. Form rules: see ProductManualInput (errorno 1003); another tenant's id: errorno 1010002; `baseVersion` older than the stored version: errorno 1010007 (`extensions.params.current`: the stored version). Nothing changes when refused.",
  })
  updateProductManual(
    @Ctx() ctx: AppContext,
    @Arg('id', () => ID, ID_DOC) id: string,
    @Arg('input', { description: 'The whole form, as for create: see ProductManualInput.' }) input: ProductManualInput,
    @Arg('baseVersion', () => Int, { nullable: true, description: "The manual's `version` when the form was loaded. Given, an edit made elsewhere since is not overwritten (errorno 1010007); left out, the last edit wins." })
    baseVersion?: number | null,
  ): Promise<ProductManual> {
    return updateProductManual(ctx.em, id, input, ctx.app.pubsub, baseVersion);
  }

  @Permission(API.productManualOffShelf)
  @Mutation(() => ProductManual, { description: 'Takes a manual off the shelf; errorno 1010004 when it is already off, 1010002 when it is not in scope.' })
  takeProductManualOffShelf(@Ctx() ctx: AppContext, @Arg('id', () => ID, ID_DOC) id: string): Promise<ProductManual> {
    return changeShelfStatus(ctx.em, id, 'offshelf', ctx.locale, ctx.app.pubsub);
  }

  @Permission(API.productManualOnShelf)
  @Mutation(() => ProductManual, { description: 'Puts a manual on the shelf (stamps onTheShelfTime); errorno 1010004 when it is already on, 1010002 when it is not in scope.' })
  putProductManualOnShelf(@Ctx() ctx: AppContext, @Arg('id', () => ID, ID_DOC) id: string): Promise<ProductManual> {
    return changeShelfStatus(ctx.em, id, 'onTheShelf', ctx.locale, ctx.app.pubsub);
  }

  @Permission(API.productManualDelete)
  @Mutation(() => ID, { description: 'Deletes a manual for good and answers its id; errorno 1010002 when it is not in scope. Its tags stay.' })
  deleteProductManual(@Ctx() ctx: AppContext, @Arg('id', () => ID, ID_DOC) id: string): Promise<number> {
    return deleteProductManual(ctx.em, id, ctx.app.pubsub);
  }

  @Permission(API.productDisplayConfig)
  @Query(() => ProductDisplayConfigView, { description: "The product display configuration of the caller's tenant (the defaults until it is first saved)." })
  productDisplayConfig(@Ctx() ctx: AppContext): Promise<DisplayConfigView> {
    return getDisplayConfig(ctx.em, requireAuth(ctx).tenantId, ctx.locale);
  }

  @Permission(API.productDisplayConfigEdit)
  @Mutation(() => ProductDisplayConfigView, { description: "Replaces the product display configuration of the caller's tenant. Rules: see ProductDisplayConfigInput (errorno 1003)." })
  updateProductDisplayConfig(@Ctx() ctx: AppContext, @Arg('input', { description: 'The whole configuration: see ProductDisplayConfigInput.' }) input: ProductDisplayConfigInput): Promise<DisplayConfigView> {
    return updateDisplayConfig(ctx.em, requireAuth(ctx).tenantId, ctx.locale, input);
  }

  @FieldResolver(() => [Tag], { description: 'Tags of the manual (group `product_manuals`), by name.' })
  tags(@Root() manual: ProductManual | ListedProductManual): ListedTag[] | Promise<Tag[]> {
    // A listed manual comes with its tags (one statement per page), at once; an entity has them populated or loads them (batched).
    if (Array.isArray(manual.tags)) return manual.tags;
    const collection = manual.tags;
    return (collection.isInitialized() ? Promise.resolve(collection.getItems()) : collection.loadItems()).then((items) => [...items].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)));
  }
}
