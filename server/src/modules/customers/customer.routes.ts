/**
 * HTTP routes of the customer roster beside /graphql (docs/api.md "Customer import" and
 * "Customer export"), with the session and CSRF rule of /graphql and the role policy of
 * their API:
 *   POST /customer/import?mode=base|cover|merge: multipart, one .xlsx or .xls file (at most
 *     50 MB), read by the files module's multipart reader (the product-manual import's
 *     `receiveWorkbook`) into a temporary file; answers `{ result: 'success', value: { id } }`
 *     at once and imports in the background; the job is polled with the `customerImport` query.
 *   GET /customer/import/template: the import layout as an .xlsx (header row in the caller's
 *     language, one example customer), for callers who may import.
 *   GET /customer/export?status&search&country&province&city&label&responsibleSales: the
 *     filtered roster as an .xlsx written by exceljs's streaming writer straight to the response.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import type { ApiDefinition } from '../../contract/apis';
import {
  CUSTOMER_EXPORT_PATH,
  CUSTOMER_IMPORT_PATH,
  CUSTOMER_IMPORT_TEMPLATE_PATH,
  CUSTOMER_LIMITS,
  CUSTOMER_STATUSES,
  type CustomerStatus,
  IMPORT_COLUMNS,
  IMPORT_HEADERS,
  IMPORT_MODES,
  type ImportMode,
} from '../../contract/customers';
import { ERRNO } from '../../contract/error-catalogue';
import { extensionOf } from '../../contract/files';
import { checkText, TEXT_BOUNDS } from '../../contract/validation';
import { AppError, httpErrorResponse, invalidRequest } from '../../core/errors';
import { localeFromAcceptLanguage } from '../../core/locale';
import { scopedEm } from '../../core/tenancy';
import { permitted } from '../../graphql/authorize';
import type { AppServices } from '../../graphql/context';
import { inLane } from '../../http/lanes';
import type { Caller } from '../auth/caller-cache';
import { findCaller } from '../auth/session.service';
import { tokenFrom } from '../auth/tokens';
import { API } from '../permissions/apis';
import { loadExcelJS, sniffFormat, zipBounds } from '../product-manuals/param-import';
import { headOf, importsBusy, receiveWorkbook, tooBig, wrongFormat } from '../product-manuals/param-import.route';
import { areaName } from './customer.areas';
import { Customer } from './customer.entity';
import { startImport } from './customer.import';
import { actorOf } from './customer.log';
import { type CustomerFilters, customerWhere } from './customer.records';

/** The example row of the import template: a customer every mode would add. */
const IMPORT_TEMPLATE_EXAMPLE: Record<(typeof IMPORT_COLUMNS)[number], { en: string; zh: string }> = {
  name: { en: 'Example Sheet Metal Co.', zh: '示例钣金有限公司' },
  alias: { en: 'Example', zh: '示例' },
  code: { en: 'C-EXAMPLE', zh: 'C-EXAMPLE' },
  address: { en: 'No. 1 Industrial Road, Licheng District', zh: '历城区工业路1号' },
  contactPerson: { en: 'Zhao Lei', zh: '赵磊' },
  contactWay: { en: '13800000000', zh: '13800000000' },
  ncAccount: { en: '', zh: '' },
  mainBusiness: { en: 'Sheet metal cutting', zh: '钣金切割' },
  responsibleSales: { en: 'Li Wei', zh: '李伟' },
  label: { en: 'key account', zh: '重点客户' },
  province: { en: '山东省', zh: '山东省' },
  city: { en: '济南市', zh: '济南市' },
};

/** The signed-in caller whose role's policy holds the API (decided by `permitted`, as a GraphQL field's guard). */
async function callerFor(app: AppServices, req: http.IncomingMessage, api: ApiDefinition): Promise<Caller> {
  const token = tokenFrom(req.headers.authorization, req.headers.cookie);
  const caller = token ? await findCaller(app.orm, app.callers, token) : null;
  if (!caller) throw new AppError(ERRNO.sessionExpired, {}, { httpStatus: 401 });
  if (!(await permitted({ app }, caller.role, api))) throw new AppError(ERRNO.forbidden, {}, { httpStatus: 403 });
  return caller;
}

/** A query parameter as a bounded single string (a repeated or hostile one is a 1004). */
function param(req: express.Request, name: string): string | null {
  const value = req.query[name];
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string' || checkText(value, TEXT_BOUNDS.search)) throw invalidRequest('oneTextAtMost', { name, max: TEXT_BOUNDS.search }, 400);
  return value;
}

/**
 * A text as XML 1.0 can hold it: the characters it cannot write (controls, lone surrogates, U+FFFE,
 * U+FFFF) become U+FFFD. Inputs refuse them; a row stored before they did would otherwise make
 * the whole workbook unreadable.
 */
const NOT_IN_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const xmlText = (text: string) => text.replace(NOT_IN_XML, '\uFFFD');

export function customerRoutes(app: AppServices): express.Router {
  const router = express.Router();
  const fail = (req: http.IncomingMessage, res: express.Response, error: unknown, caller: Caller | null) => {
    const requestId = randomUUID();
    if (!(error instanceof AppError)) app.logger.error({ err: error, requestId }, 'customer route failed');
    const { status, body } = httpErrorResponse(error, localeFromAcceptLanguage(req.headers['accept-language'], caller?.language), requestId);
    if (res.headersSent) res.destroy();
    else res.status(status).setHeader('x-request-id', requestId).json(body);
  };

  router.post(CUSTOMER_IMPORT_PATH, inLane(app), async (req, res) => {
    let caller: Caller | null = null;
    let dir: string | null = null;
    let handedOver = false;
    let leave: (() => void) | null = null;
    try {
      if (!req.headers['apollo-require-preflight']) throw invalidRequest('preflightHeaderMissing', { header: 'apollo-require-preflight' }, 400);
      caller = await callerFor(app, req, API.customerImport);
      const mode = param(req, 'mode');
      if (!mode || !(IMPORT_MODES as readonly string[]).includes(mode)) throw new AppError(ERRNO.formValidationFailed, {}, { fields: [{ field: 'mode', key: 'import_mode_required' }], httpStatus: 400 });
      if (Number(req.headers['content-length'] ?? 0) > CUSTOMER_LIMITS.importBytes + 64 * 1024) throw tooBig();
      dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mmc-customers-'));
      const file = await receiveWorkbook(req, dir, CUSTOMER_LIMITS.importBytes);
      const format = sniffFormat(await headOf(file.path));
      if (!format || format !== extensionOf(file.filename)) throw wrongFormat();
      if (format === 'xlsx') {
        const bounds = await zipBounds(file.path);
        if (bounds !== 'ok') throw bounds === 'too-big' ? tooBig() : wrongFormat();
      }
      const locale = localeFromAcceptLanguage(req.headers['accept-language'], caller.language);
      const em = scopedEm(app.orm, caller.scope);
      const actor = await actorOf(em, caller);
      const folder = dir;
      // The job holds a place among the workbooks being read (MAX_IMPORTS) until it ends.
      if (!app.workbooks.enter()) throw importsBusy(res);
      let left = false;
      leave = () => {
        if (!left) app.workbooks.leave();
        left = true;
      };
      const job = await startImport({
        orm: app.orm,
        scope: caller.scope,
        tenantId: caller.tenantId,
        actor,
        mode: mode as ImportMode,
        file: file.path,
        format,
        locale,
        pubsub: app.pubsub,
        done: () => {
          leave?.();
          return fs.rm(folder, { recursive: true, force: true });
        },
        onError: (error) => app.logger.error({ err: error }, 'customer import failed'),
      });
      handedOver = true;
      res.json({ result: 'success', value: { id: job.id } });
    } catch (error) {
      fail(req, res, error, caller);
    } finally {
      if (!handedOver) leave?.();
      if (dir && !handedOver) await fs.rm(dir, { recursive: true, force: true });
    }
  });

  router.get(CUSTOMER_IMPORT_TEMPLATE_PATH, inLane(app), async (req, res) => {
    let caller: Caller | null = null;
    try {
      caller = await callerFor(app, req, API.customerImport);
      const zh = localeFromAcceptLanguage(req.headers['accept-language'], caller.language) === 'zh-CN';
      const book = new (await loadExcelJS()).Workbook();
      const sheet = book.addWorksheet(zh ? '客户' : 'Customers');
      sheet.addRow(IMPORT_COLUMNS.map((c) => IMPORT_HEADERS[c][zh ? 'zh' : 'en']));
      sheet.addRow(IMPORT_COLUMNS.map((c) => IMPORT_TEMPLATE_EXAMPLE[c][zh ? 'zh' : 'en']));
      sheet.columns.forEach((column) => (column.width = 22));
      const bytes = Buffer.from(await book.xlsx.writeBuffer());
      res.setHeader('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      res.setHeader('content-disposition', `attachment; filename="customer-import-template.xlsx"; filename*=UTF-8''${encodeURIComponent(zh ? '客户导入模板.xlsx' : 'customer-import-template.xlsx')}`);
      res.setHeader('cache-control', 'no-store');
      res.end(bytes);
    } catch (error) {
      fail(req, res, error, caller);
    }
  });

  router.get(CUSTOMER_EXPORT_PATH, inLane(app), async (req, res) => {
    let caller: Caller | null = null;
    try {
      caller = await callerFor(app, req, API.customerExport);
      const status = param(req, 'status');
      if (status && !(CUSTOMER_STATUSES as readonly string[]).includes(status)) throw invalidRequest('customerStatus', {}, 400);
      const filters: CustomerFilters = {
        status: (status as CustomerStatus | null) ?? 'normal',
        search: param(req, 'search'),
        country: param(req, 'country'),
        province: param(req, 'province'),
        city: param(req, 'city'),
        label: param(req, 'label'),
        responsibleSales: param(req, 'responsibleSales'),
      };
      const locale = localeFromAcceptLanguage(req.headers['accept-language'], caller.language);
      const em = scopedEm(app.orm, caller.scope);
      const where = customerWhere(em, filters);
      const total = await em.count(Customer, where);
      if (total > CUSTOMER_LIMITS.exportRows) throw new AppError(ERRNO.exportTooManyRows, { max: CUSTOMER_LIMITS.exportRows });
      res.setHeader('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      res.setHeader('content-disposition', `attachment; filename="customers.xlsx"; filename*=UTF-8''${encodeURIComponent(locale === 'zh-CN' ? '客户名册.xlsx' : 'customers.xlsx')}`);
      res.setHeader('cache-control', 'no-store');
      const book = new (await loadExcelJS()).stream.xlsx.WorkbookWriter({ stream: res, useStyles: true, useSharedStrings: false });
      const sheet = book.addWorksheet(locale === 'zh-CN' ? '客户' : 'Customers');
      sheet.addRow(IMPORT_COLUMNS.map((c) => IMPORT_HEADERS[c][locale === 'zh-CN' ? 'zh' : 'en'])).commit();
      // Pages by id, so memory holds one page at a time.
      let after = 0;
      for (;;) {
        // The client went away: no more pages (its place in the user's lane is free again, so the work must stop too).
        if (res.destroyed) return;
        const page = await em.find(Customer, { $and: [where, { id: { $gt: after } }] }, { orderBy: { id: 'asc' }, limit: 500 });
        for (const c of page) {
          const values: Record<string, unknown> = { ...c, province: c.province ? areaName(c.province, 'province') : null, city: c.city ? areaName(c.city, 'city') : null };
          const row = sheet.addRow(IMPORT_COLUMNS.map((col) => (typeof values[col] === 'string' ? xmlText(values[col] as string) : '')));
          // Text cells in the Text format: never a formula, not even after someone edits one in a spreadsheet (a text starting
          // with = stays text), and the value is the customer's own, so an export imports again unchanged. (An apostrophe
          // prefix had become part of the value: every round trip added one.)
          row.eachCell((cell) => (cell.numFmt = '@'));
          row.commit();
        }
        em.clear();
        if (page.length < 500) break;
        after = page[page.length - 1].id;
      }
      sheet.commit();
      await book.commit();
    } catch (error) {
      fail(req, res, error, caller);
    }
  });
  return router;
}
