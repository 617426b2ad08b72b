import { DEVICE_STATUSES, normalizeStatus } from '@contract/devices';
import type { DeviceStatus as SchemaDeviceStatus, Industry as SchemaIndustry } from '../../gql/graphql';
import type { Industry } from '@contract/devices';
import { type DeviceStatus, STATUS_COLORS, statusColor } from './deviceStatus';

// The schema's enums and the shared contract name the same values (checked by the type-check).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const statusesMatch: Same<SchemaDeviceStatus, DeviceStatus> = true;
const industriesMatch: Same<SchemaIndustry, Industry> = true;

describe('status colours', () => {
  it('maps the four live statuses', () => {
    expect(statusesMatch && industriesMatch).toBe(true);
    for (const status of DEVICE_STATUSES) expect(statusColor(status)).toBe(STATUS_COLORS[status]);
  });
  it('shows anything else, or nothing, as Offline', () => {
    for (const value of ['Unknow', 'running', '', null, undefined, 3, { status: 'Running' }]) {
      expect(normalizeStatus(value)).toBe('Offline');
      expect(statusColor(value)).toBe(STATUS_COLORS.Offline);
    }
  });
  it('gives each status its own colour', () => {
    expect(new Set(Object.values(STATUS_COLORS)).size).toBe(5);
  });
});
