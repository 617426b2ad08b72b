import { systemEm } from '../src/core/tenancy';
import { Device } from '../src/modules/devices/device.entity';
import { startTestServer } from './helpers';
import { QILU_LASER, connectDevice, reading } from './mqtt-helpers';

describe('device presence across a restart', () => {
  it('writes the exact time a device was last heard of when the server shuts down, for the next start to count silence from', async () => {
    const first = await startTestServer();
    try {
      const device = await connectDevice(first.mqtt.url, QILU_LASER);
      const heardAt = Date.now() - 5_000;
      await device.publishAsync(`device/${QILU_LASER}/LaserPower`, reading(1500, heardAt - 1000), { qos: 1 });
      await device.publishAsync(`device/${QILU_LASER}/DutyCycle`, reading(40, heardAt), { qos: 1 });
      await device.endAsync(true);
      await first.close();

      const second = await startTestServer({}, first);
      try {
        const em = systemEm(second.services.orm, 'test');
        const stored = await em.findOneOrFail(Device, { uuid: QILU_LASER });
        expect(stored.lastSeenAt?.getTime()).toBe(heardAt);
      } finally {
        await second.close();
      }
    } finally {
      await first.stop();
    }
  });
});
