import { Field, ObjectType } from 'type-graphql';
import { User } from '../users/user.entity';

@ObjectType({ description: 'A successful sign-in. Browsers also receive the token as the HttpOnly `token` cookie.' })
export class LoginResult {
  @Field(() => User)
  user!: User;

  @Field({ description: 'Send as `Authorization: Bearer <token>` from scripts and integrations. Valid 7 days unless revoked.' })
  token!: string;

  @Field()
  expiresAt!: Date;
}
