import { registerEnumType } from 'type-graphql';
import { DEVICE_STATUSES, type DeviceStatus, INDUSTRIES, type Industry } from '../../contract/devices';
import { asEnum } from '../../graphql/enums';

export { DEVICE_STATUSES, INDUSTRIES, normalizeIndustry, normalizeStatus, type DeviceStatus, type Industry } from '../../contract/devices';

export const DeviceStatusEnum = asEnum<DeviceStatus>(DEVICE_STATUSES);
registerEnumType(DeviceStatusEnum, {
  name: 'DeviceStatus',
  description: 'Running (green), Idle (yellow), Estop (red), Offline (grey). Any other reported value counts as Offline.',
});

export const IndustryEnum = asEnum<Industry>(INDUSTRIES);
registerEnumType(IndustryEnum, {
  name: 'Industry',
  description: 'Industry of a machine, which decides its detail kanban layout: waterjet, laser, or other.',
});
