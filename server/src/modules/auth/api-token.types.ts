import { ArgsType, Field, ID, ObjectType } from 'type-graphql';
import { TABLE_PAGING } from '../../contract/paging';
import { PageArgsOf, Paginated } from '../../core/paging';
import { ApiToken } from './api-token.entity';

@ObjectType({ description: 'A token just created, with its secret: shown this once, never again (only its hash is kept).' })
export class CreatedApiToken {
  @Field(() => ApiToken)
  token!: ApiToken;

  @Field({ description: 'The secret (`mmct_...`): send it as `Authorization: Bearer <secret>` or as `connectionParams.token` over WebSocket.' })
  secret!: string;
}

@ObjectType({ description: "A page of integrator tokens of the users in the caller's tenants, newest first." })
export class ApiTokenPage extends Paginated<ApiToken>(() => ApiToken, { items: 'Tokens of this page.', total: "Tokens (not revoked) of the users in the caller's tenants." }) {}

@ArgsType()
export class ApiTokenListArgs extends PageArgsOf(TABLE_PAGING) {
  @Field(() => ID, { nullable: true, description: "Only this user's tokens (the user must be in the caller's tenants)." })
  userId?: string | null;
}
