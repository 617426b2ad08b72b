import { ArgsType, Field, Float, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { TABLE_PAGING, type SortDirection } from '../../contract/paging';
import { TEXT_BOUNDS } from '../../contract/validation';
import { PageArgsOf, Paginated } from '../../core/paging';
import { SortDirectionEnum, asEnum } from '../../graphql/enums';
import { Bounded } from '../../graphql/input-guard';
import { WorkShift } from '../efficiency/work-shift.entity';
import { SHIFT_SORT_KEYS, type ShiftSortKey } from './work-shift.service';

export const ShiftSortKeyEnum = asEnum(SHIFT_SORT_KEYS);
registerEnumType(ShiftSortKeyEnum, { name: 'ShiftSortKey', description: 'Sort column of the shift list: start, name or updatedAt.' });

@ObjectType({ description: 'A page of work shifts.' })
export class WorkShiftPage extends Paginated<WorkShift>(() => WorkShift, { items: 'Shifts of this page.', total: "Shifts matching the filters in the caller's tenants." }) {}

@ObjectType({ description: 'The shift list: one page and the table version it was read at.' })
export class WorkShiftList {
  @Field(() => WorkShiftPage, { description: 'The page of shifts.' })
  page!: WorkShiftPage;

  @Field(() => Float, { description: '`tableVersionChanged` events of table `workshift` with a larger version mean the list changed since.' })
  version!: number;
}

@ArgsType()
export class WorkShiftListArgs extends PageArgsOf(TABLE_PAGING) {
  @Field(() => ID, { nullable: true, description: "Only this tenant's shifts (one of the caller's: errorno 1151 for any other)." })
  tenantId?: string | null;

  @Bounded(TEXT_BOUNDS.search)
  @Field(() => String, { nullable: true, description: 'Part of the name (trimmed).' })
  name?: string | null;

  @Field(() => ShiftSortKeyEnum, { defaultValue: 'start', description: 'Column to sort by (start by default).' })
  sortKey!: ShiftSortKey;

  @Field(() => SortDirectionEnum, { defaultValue: 'asc', description: 'asc (default) or desc.' })
  sortDirection!: SortDirection;
}

@InputType({ description: 'A work shift. Rules (errorno 1003): name 1-16 characters (trimmed), unique in its tenant; start and end HH:mm, the end after the start (24:00 allowed as the end).' })
export class WorkShiftInput {
  @Bounded(TEXT_BOUNDS.shiftName)
  @Field({ description: 'Name, 1-16 characters.' })
  name!: string;

  @Bounded(TEXT_BOUNDS.shiftTime)
  @Field({ description: 'Start, HH:mm.' })
  start!: string;

  @Bounded(TEXT_BOUNDS.shiftTime)
  @Field({ description: 'End, HH:mm after the start, or 24:00.' })
  end!: string;
}

@InputType({ description: 'A new work shift and its tenant.' })
export class NewWorkShiftInput extends WorkShiftInput {
  @Field(() => ID, { nullable: true, description: "The tenant (one of the caller's; errorno 1151 otherwise); the caller's own by default." })
  tenantId?: string | null;
}
