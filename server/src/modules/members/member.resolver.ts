import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { TEXT_BOUNDS } from '../../contract/validation';
import type { AppContext } from '../../graphql/context';
import { callerMay } from '../../graphql/authorize';
import { requireAuth } from '../../graphql/guards';
import { Bounded } from '../../graphql/input-guard';
import { API, Permission } from '../permissions/apis';
import { MEMBER_DIALOG_ROLES } from '../../contract/roles';
import { MEMBER_ACCOUNTS, addUser, updateUser } from '../users/user.service';
import { type CheckInView, type MemberView, checkIn, checkInsOf, customerChoices, getMember, listMembers, memberOfUser, updateMember } from './member.service';
import { AddMemberInput, MemberAccountInput, MemberCheckInItem, MemberCustomerChoice, MemberInput, MemberItem, MemberListArgs, MemberPage } from './member.types';

const ID_DOC = { description: 'The member id.' };

/** Who reads members' contacts: those who see users' (GET /user) or correct members' accounts (POST /member). Decided once a request, not per row and field. */
const contactsSeen = new WeakMap<AppContext, Promise<boolean>>();
const seesContacts = (ctx: AppContext): Promise<boolean> => {
  let decided = contactsSeen.get(ctx);
  if (!decided) contactsSeen.set(ctx, (decided = callerMay(ctx, API.userList).then(async (users) => users || callerMay(ctx, API.memberAdd))));
  return decided;
};

@Resolver(() => MemberItem)
export class MemberResolver {
  @Permission(API.memberList)
  @Query(() => MemberPage, { description: "Maintenance members of the caller's tenants (users of role maintainadmin or maintainer), searched, filtered, sorted and paged in the database." })
  members(@Ctx() ctx: AppContext, @Args() args: MemberListArgs): Promise<{ items: MemberView[]; total: number; page: number; pageSize: number }> {
    return listMembers(ctx.em, args, args);
  }

  @Permission(API.memberList)
  @Query(() => MemberItem, { description: "One member of the caller's tenants with its check-ins; errorno 1122 for any other id." })
  member(@Ctx() ctx: AppContext, @Arg('id', () => ID, ID_DOC) id: string): Promise<MemberView> {
    return getMember(ctx.em, id);
  }

  @Permission(API.memberAdd)
  @Mutation(() => MemberItem, {
    description:
      "Adds a maintenance member: a maintainadmin or maintainer account with the add-user dialog's rules (errorno 1003; a maintainadmin without a mobile number unless you are super_admin, `phone_admin_own`; an account or phone already taken: 110), in the caller's tenant or one of its tenants (1151 otherwise), and its profile (standby), in one transaction.",
  })
  async addMember(@Ctx() ctx: AppContext, @Arg('input', { description: 'The add-member dialog.' }) input: AddMemberInput): Promise<MemberView> {
    const user = await addUser(ctx.em, ctx.scope, requireAuth(ctx), input, MEMBER_DIALOG_ROLES);
    return memberOfUser(ctx.em, user.id);
  }

  @Permission(API.memberAdd)
  @Mutation(() => MemberItem, {
    description:
      "Corrects a member's account: name, role, mobile number and email, with the edit-user dialog's rules and the member roles (errorno 1003: not your own role, nor another maintainadmin's mobile number unless you are super_admin, since it signs them in by SMS, nor a promotion keeping a number another administrator set (`phone_set_by_other`) or of a member entered by SMS with one (`role_sms_entry_by_other`); a mobile number already taken: 110; setting one with an integrator token: 1034). Needs POST /member, as adding a member does; errorno 1122 for a member outside the caller's tenants. A role change takes effect on the member's next request.",
  })
  async updateMemberAccount(@Ctx() ctx: AppContext, @Arg('id', () => ID, ID_DOC) id: string, @Arg('input', { description: 'The whole account as the dialog shows it.' }) input: MemberAccountInput): Promise<MemberView> {
    const member = await getMember(ctx.em, id);
    await updateUser(ctx.em, requireAuth(ctx), { ...input, id: String(member.userId) }, MEMBER_ACCOUNTS);
    return memberOfUser(ctx.em, member.userId);
  }

  @Permission(API.memberEdit)
  @Mutation(() => MemberItem, { description: "Edits a member's profile; errorno 1122 for a member outside the caller's tenants. Rules: see MemberInput." })
  updateMember(@Ctx() ctx: AppContext, @Arg('id', () => ID, ID_DOC) id: string, @Arg('input', { description: 'The whole profile.' }) input: MemberInput): Promise<MemberView> {
    return updateMember(ctx.em, id, input);
  }

  @Permission(API.memberEdit)
  @Query(() => [MemberCustomerChoice], { description: "Customers of the caller's tenants a member may serve (the edit form's choices), by name, at most 500." })
  memberCustomerChoices(@Ctx() ctx: AppContext): Promise<{ id: number; name: string }[]> {
    return customerChoices(ctx.em);
  }

  @Permission(API.memberCheckIn)
  @Mutation(() => MemberCheckInItem, { description: 'Checks the caller in now at a place (1-100 characters), which becomes their location; only a member (maintainadmin, maintainer) may: errorno 1122 otherwise.' })
  checkIn(@Ctx() ctx: AppContext, @Arg('place', { description: 'Where, 1-100 characters.' }) @Bounded(TEXT_BOUNDS.memberText) place: string): Promise<CheckInView> {
    const auth = requireAuth(ctx);
    return checkIn(ctx.em, { userId: auth.userId, role: auth.role }, place);
  }

  @FieldResolver(() => String, { nullable: true, description: "The user's mobile number; null unless the caller may list users (GET /user) or correct members' accounts (POST /member): a colleague's number is not every member's to read." })
  async phone(@Ctx() ctx: AppContext, @Root() member: MemberView): Promise<string | null> {
    return (await seesContacts(ctx)) ? member.phone : null;
  }

  @FieldResolver(() => String, { nullable: true, description: "The user's email; null unless the caller may list users (GET /user) or correct members' accounts (POST /member)." })
  async email(@Ctx() ctx: AppContext, @Root() member: MemberView): Promise<string | null> {
    return (await seesContacts(ctx)) ? member.email : null;
  }

  @FieldResolver(() => [MemberCheckInItem], { description: 'The latest 20 check-ins, newest first.' })
  checkIns(@Ctx() ctx: AppContext, @Root() member: MemberView): Promise<CheckInView[]> {
    return checkInsOf(ctx.em, member.id);
  }
}
