import type { DeviceStatus } from '../contract/devices';
import { PubSub } from './pubsub';

const status = (uuid: string, status: DeviceStatus = 'Running') => ({ uuid, tenantId: 1, status, at: '2026-11-22T00:00:00.000Z' });
const value = (uuid: string, v: number) => ({ uuid, tenantId: 1, key: 'LaserPower', value: v, timeStamp: '2026-11-22T00:00:00.000Z' });

describe('PubSub (in process)', () => {
  it('delivers a device topic only to listeners of that device, in publishing order', () => {
    const pubsub = new PubSub(() => undefined);
    const a: number[] = [];
    const b: number[] = [];
    pubsub.listen('DEVICE_PARAMETER', 'dev-a', (e) => a.push(e.value as number));
    pubsub.listen('DEVICE_PARAMETER', 'dev-b', (e) => b.push(e.value as number));
    pubsub.publish('DEVICE_PARAMETER', 'dev-a', value('dev-a', 1));
    pubsub.publish('DEVICE_PARAMETER', 'dev-b', value('dev-b', 2));
    pubsub.publish('DEVICE_PARAMETER', 'dev-a', value('dev-a', 3));
    expect(a).toEqual([1, 3]);
    expect(b).toEqual([2]);
  });

  it('gives every listener of one event the same object, and a throwing listener does not stop the others', () => {
    const errors: unknown[] = [];
    const pubsub = new PubSub((e) => errors.push(e));
    const seen: object[] = [];
    pubsub.listen('DEVICE_STATUS', () => {
      throw new Error('boom');
    });
    pubsub.listen('DEVICE_STATUS', (e) => seen.push(e));
    pubsub.listen('DEVICE_STATUS', (e) => seen.push(e));
    pubsub.publish('DEVICE_STATUS', status('dev-a'));
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
    expect(errors).toHaveLength(1);
  });

  it('forgets a channel when its last listener stops', () => {
    const pubsub = new PubSub(() => undefined);
    const got: string[] = [];
    const stopOne = pubsub.listen('DEVICE_STATUS', (e) => got.push(`1:${e.status}`));
    const stopTwo = pubsub.listen('DEVICE_STATUS', (e) => got.push(`2:${e.status}`));
    expect(pubsub.listenerCount('DEVICE_STATUS')).toBe(2);
    stopOne();
    pubsub.publish('DEVICE_STATUS', status('dev-a', 'Idle'));
    stopTwo();
    stopTwo(); // twice is harmless
    pubsub.publish('DEVICE_STATUS', status('dev-a', 'Estop'));
    expect(got).toEqual(['2:Idle']);
    expect(pubsub.listenerCount('DEVICE_STATUS')).toBe(0);
  });

  it('opens and closes one transport channel per topic and key, and delivers what the transport relays to the channel it names', async () => {
    const opened: string[] = [];
    const closed: string[] = [];
    const sent: [string, unknown][] = [];
    const pubsub = new PubSub(() => undefined, {
      publish: async (channel, payload) => void sent.push([channel, payload]),
      open: (channel) => opened.push(channel),
      close: (channel) => closed.push(channel),
    });
    const got: string[] = [];
    // A uuid may hold a colon (topic segments allow `:`): the channel is split at the first one.
    const stopA = pubsub.listen('DEVICE_PARAMETER', 'plant:7', (e) => got.push(`a:${e.value}`));
    const stopB = pubsub.listen('DEVICE_PARAMETER', 'plant:7', (e) => got.push(`b:${e.value}`));
    pubsub.listen('DEVICE_STATUS', (e) => got.push(`status:${e.status}`));
    expect(opened).toEqual(['DEVICE_PARAMETER:plant:7', 'DEVICE_STATUS']);

    pubsub.publish('DEVICE_PARAMETER', 'plant:7', value('plant:7', 1));
    expect(sent.map(([channel]) => channel)).toEqual(['DEVICE_PARAMETER:plant:7']);
    expect(got).toEqual([]); // nothing is delivered until the transport relays it

    pubsub.deliver('DEVICE_PARAMETER:plant:7', value('plant:7', 1));
    pubsub.deliver('DEVICE_PARAMETER:plant', value('plant', 2)); // another device
    pubsub.deliver('DEVICE_STATUS', status('plant:7', 'Idle'));
    expect(got).toEqual(['a:1', 'b:1', 'status:Idle']);

    stopA();
    expect(closed).toEqual([]);
    stopB();
    expect(closed).toEqual(['DEVICE_PARAMETER:plant:7']);
  });
});
