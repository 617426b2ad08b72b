import fs from 'node:fs';
import path from 'node:path';
import { validateDeviceArchive } from '../../contract/device-archives';

type Demo = { devices: { uuid: string; devalias: string; product?: string }[]; products: { uuid: string; model: string; manufacturingCode: string }[] };
const demo: Demo = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../../seeds/demo.json'), 'utf8'));

describe('the demo data', () => {
  it("passes the archive form's rules, so every demo machine can be edited and saved as it is", () => {
    const products = new Map(demo.products.map((p) => [p.uuid, p]));
    const refused = demo.devices
      .map((device) => {
        const product = device.product ? products.get(device.product) : undefined;
        return { uuid: device.uuid, errors: validateDeviceArchive({ devalias: device.devalias, factoryNumber: product?.manufacturingCode ?? 'SN0001', model: product?.model ?? 'Model' }) };
      })
      .filter((d) => d.errors.length);
    expect(refused).toEqual([]);
  });
});
