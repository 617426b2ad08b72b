/**
 * Maintenance members (spec part 2 section 3: account, remark name, gender, status working /
 * standby / resting, current service customer, location, check-in records). A member is the
 * profile of a user account (one each); shared by the server's rules and the client's forms.
 */
import type { FieldError } from './validation';

/** Roles whose users are maintenance members (spec part 2 section 6: ordinary member or administrator). */
export const MEMBER_ROLES = ['maintainadmin', 'maintainer'] as const;

export const MEMBER_STATUSES = ['working', 'standby', 'resting'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const MEMBER_GENDERS = ['unknown', 'male', 'female'] as const;
export type MemberGender = (typeof MEMBER_GENDERS)[number];

export const MEMBER_LIMITS = {
  remarkName: 20,
  location: 100,
  /** A check-in's place. */
  place: 100,
} as const;

/** The member list's sort keys. */
export const MEMBER_SORT_KEYS = ['account', 'remarkName', 'status', 'updatedAt'] as const;

/** Check-ins shown with a member's detail (the latest). */
export const MEMBER_CHECK_INS_SHOWN = 20;
export type MemberSortKey = (typeof MEMBER_SORT_KEYS)[number];

export type MemberValues = { remarkName?: string | null; gender?: string | null; status?: string | null; location?: string | null };

/** The member form's rules: remark name and location within their limits, a known gender and status. */
export function validateMember(values: MemberValues): FieldError[] {
  const errors: FieldError[] = [];
  if ((values.remarkName ?? '').trim().length > MEMBER_LIMITS.remarkName) errors.push({ field: 'remarkName', key: 'member_remark_too_long' });
  if (!values.gender || !(MEMBER_GENDERS as readonly string[]).includes(values.gender)) errors.push({ field: 'gender', key: 'member_gender_required' });
  if (!values.status || !(MEMBER_STATUSES as readonly string[]).includes(values.status)) errors.push({ field: 'status', key: 'member_status_required' });
  if ((values.location ?? '').trim().length > MEMBER_LIMITS.location) errors.push({ field: 'location', key: 'member_location_too_long' });
  return errors;
}

/** A check-in needs its place (1-100 characters). */
export function validateCheckIn(place: string | null | undefined): FieldError[] {
  const value = (place ?? '').trim();
  if (!value) return [{ field: 'place', key: 'checkin_place_required' }];
  if (value.length > MEMBER_LIMITS.place) return [{ field: 'place', key: 'checkin_place_too_long' }];
  return [];
}
