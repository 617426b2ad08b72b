import { registerEnumType } from 'type-graphql';
import { CHECK_STAGES, CYCLE_UNITS, INSPECTION_RESULTS, PLAN_MODES } from '../../contract/maintenance-plans';
import { asEnum } from '../../graphql/enums';

export const CycleUnitEnum = asEnum(CYCLE_UNITS);
registerEnumType(CycleUnitEnum, { name: 'CycleUnit', description: 'Unit of a plan\'s cycle: day, week, month (a date past a month\'s end falls on its last day, and returns to it after) or year.' });

export const PlanModeEnum = asEnum(PLAN_MODES);
registerEnumType(PlanModeEnum, { name: 'PlanMode', description: 'single: one date only; cyclic: every cycle from the first date.' });

export const CheckStageEnum = asEnum(CHECK_STAGES);
registerEnumType(CheckStageEnum, { name: 'CheckStage', description: 'Stage of a check order: processing (results being recorded), awaitingAcceptance (submitted), completed (accepted).' });

export const InspectionResultEnum = asEnum(INSPECTION_RESULTS);
registerEnumType(InspectionResultEnum, { name: 'InspectionResult', description: 'Result of an inspection item: normal, defect or fault (a defect or fault can open a repair order).' });
