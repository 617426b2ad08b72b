import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IMPORT_COLUMNS } from '../src/contract/customers';
import { ERRNO } from '../src/contract/error-catalogue';
import { Customer } from '../src/modules/customers/customer.entity';
import { startCustomerImport } from './support/customer-import';
import { type ServiceDatabase, serviceDatabase } from './support/service-db';
import { storedZip } from './support/uploads';

/**
 * The workbook readers of the spec-parameter import (param-import.ts) as the customer import
 * job uses them, on a real database: a worksheet cut off in the middle of a row (an unterminated
 * XML document) fails the job as an unreadable file (1070012), and no row of it is written, not
 * even a first batch of 500 (the job counts every row before it writes any).
 */
describe('customer import through the workbook readers: a cut-off worksheet', () => {
  let db: ServiceDatabase;
  let dir: string;

  beforeAll(async () => {
    db = await serviceDatabase({ demo: true });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'param-import-customers-'));
  });
  afterAll(async () => {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A customer workbook of a header and `count` named rows, its sheet part cut off in the middle of the last row (the archive itself whole). */
  function cutWorkbook(prefix: string, count: number): string {
    const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
    const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
    const rows = [`<row r="1">${cell('A1', IMPORT_COLUMNS[0])}${cell('B1', IMPORT_COLUMNS[1])}</row>`];
    for (let i = 2; i <= count + 1; i++) rows.push(`<row r="${i}">${cell(`A${i}`, `${prefix} ${i}`)}${cell(`B${i}`, `alias ${i}`)}</row>`);
    const sheet = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows.join('')}</sheetData></worksheet>`;
    const file = path.join(dir, `${prefix}.xlsx`);
    fs.writeFileSync(
      file,
      storedZip([
        ['[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'],
        ['xl/workbook.xml', `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${R}"><sheets><sheet name="Customers" sheetId="1" r:id="rId1"/></sheets></workbook>`],
        ['xl/_rels/workbook.xml.rels', `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${R}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`],
        ['xl/worksheets/sheet1.xml', sheet.slice(0, sheet.lastIndexOf('<row') + 40)],
      ]),
    );
    return file;
  }

  for (const count of [3, 600]) {
    it(`fails with 1070012 and writes none of the ${count} rows before the cut${count > 500 ? ' (past a first batch of 500)' : ''}`, async () => {
      const prefix = `Cut off ${count}`;
      const { finished, errors } = await startCustomerImport(db, cutWorkbook(prefix, count + 1), 'base');
      const job = await finished;
      expect(job).toMatchObject({ state: 'failed', errorno: ERRNO.importUnreadable, added: 0, updated: 0, processed: 0 });
      expect(await db.system().count(Customer, { name: { $like: `${prefix} %` } })).toBe(0);
      // The file's fault, not the server's: nothing logged.
      expect(errors).toEqual([]);
    });
  }
});
