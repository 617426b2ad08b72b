/** Qilu's laser (the customer tenant qilu, under the maker): the machine the repair tests report on. */
export const QILU_LASER_SN = 'JN2025L3015001';

/** A repair report of Qilu's laser as its customer fills in the public form; `extra` adds or replaces fields. */
export const qiluRepairReport = (extra: Record<string, unknown> = {}) => ({
  contactName: 'Chen Jing',
  mobile: '13800000005',
  company: 'Qilu Precision Sheet Metal',
  sn: QILU_LASER_SN,
  model: 'PL-3015 Fiber Laser 6 kW',
  agent: 'Jinan dealer',
  description: 'The cutting head collides at the sheet edge',
  ...extra,
});

/** The same report as the signed-in form sends it (with the fault type and service mode). */
export const qiluRepairOrderInput = (extra: Record<string, unknown> = {}) => qiluRepairReport({ type: 'mechanical', serviceMode: 'onsite', ...extra });
