import { INDUSTRIES, type Industry } from '../modules/devices/device-status';
import { DEMO_SHIFTS, type ShiftHours } from './shifts';

/** How a demo device behaves, from its product archive: industry, shop hours, cycle time. */
export type DemoMachine = { industry: Industry; shift: ShiftHours; cycleSeconds: number | null };

/** A device without a product archive simulates a laser (the demo's undocumented machine is one). */
export function demoMachine(product: { industry?: string | null; plannedRunSecondsPerItem?: number | null } | null | undefined): DemoMachine {
  const industry: Industry = product?.industry && (INDUSTRIES as readonly string[]).includes(product.industry) ? (product.industry as Industry) : 'laser';
  return { industry, shift: DEMO_SHIFTS[industry], cycleSeconds: product?.plannedRunSecondsPerItem ?? null };
}
