import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { asEnum } from '../../graphql/enums';
import { User } from '../users/user.entity';
import type { CodePurpose } from './sms';

export const CodePurposeEnum = asEnum<CodePurpose>(['login', 'reset']);
registerEnumType(CodePurposeEnum, {
  name: 'CodePurpose',
  description: 'What an SMS verification code is for: login (`loginWithPhone`) or reset (`resetPasswordWithCode`). A code works only for its purpose.',
});

@ObjectType({ description: 'A successful sign-in. Browsers also receive the token as the HttpOnly `token` cookie.' })
export class LoginResult {
  @Field(() => User)
  user!: User;

  @Field({ description: 'Send as `Authorization: Bearer <token>` from scripts and integrations. Valid 7 days unless revoked.' })
  token!: string;

  @Field()
  expiresAt!: Date;
}
