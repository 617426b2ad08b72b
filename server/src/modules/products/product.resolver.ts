import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { type Industry, normalizeIndustry } from '../../contract/devices';
import type { AppContext } from '../../graphql/context';
import { Customer } from '../customers/customer.entity';
import { customerOf } from '../customers/customer.service';
import { FileEntry } from '../files/file-entry.types';
import { Product } from './product.entity';
import { IndustryEnum, type ListedProduct } from './product.types';

/** Fields of a product archive, whether it came as an entity or as a listed row. */
@Resolver(() => Product)
export class ProductResolver {
  @FieldResolver(() => [FileEntry], { description: 'Cover pictures; the first is shown on cards.' })
  coverPicture(@Root() product: Product | ListedProduct): FileEntry[] {
    return product.coverPicture ?? [];
  }

  @FieldResolver(() => IndustryEnum, { description: 'Industry of the machine: decides its detail kanban layout.' })
  industry(@Root() product: Product | ListedProduct): Industry {
    return normalizeIndustry(product.industry);
  }

  @FieldResolver(() => Customer, { nullable: true, description: "The customer: address, contact way and location (null when it is outside the caller's tenants)." })
  customer(@Root() product: Product | ListedProduct, @Ctx() ctx: AppContext): Promise<Customer | null> {
    return customerOf(ctx.em, product instanceof Product ? (product.customer?.id ?? null) : product.customer);
  }
}
