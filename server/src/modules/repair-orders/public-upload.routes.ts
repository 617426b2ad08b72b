import { type Request, type Response, Router } from 'express';
import { REPAIR_PASS_HEADER } from '../../contract/repair-orders';
import { localeFromAcceptLanguage } from '../../core/locale';
import type { AppServices } from '../../graphql/context';
import { sendError } from '../files/file.routes';
import { fileNotFound } from '../files/file.service';
import { drain } from '../files/multipart';
import { type PublicFileServices, removePublicFile, uploadPublicFile } from './public-upload.service';

/**
 * `/public/repair-files` (contract/repair-orders.ts PUBLIC_REPAIR_UPLOAD_LIMITS): the public
 * repair form's uploads, thin handlers over public-upload.service.ts. No session: the pass in
 * the header `x-repair-pass` is the credential. A page of another site cannot send that header
 * without a preflight the server never allows, so no CSRF header is needed besides. Errors
 * answer as `/files` does, in the language of `Accept-Language`.
 */
export function publicRepairFilesRouter(app: AppServices): Router {
  const router = Router();
  const services: PublicFileServices = { orm: app.orm, gate: app.repairGate, storage: app.files.storage, linkSecret: app.files.linkSecret };
  const passOf = (req: Request) => {
    const value = req.headers[REPAIR_PASS_HEADER];
    return typeof value === 'string' ? value : undefined;
  };

  const handle = (work: (req: Request, res: Response) => Promise<void>) => async (req: Request, res: Response) => {
    try {
      await work(req, res);
    } catch (error) {
      // Refused before the body was read (the pass, the limits): read it off so the client gets the answer.
      if (!req.readableEnded) drain(req);
      sendError(app, res, error, localeFromAcceptLanguage(req.headers['accept-language']));
    }
  };

  router.post(
    '/',
    handle(async (req, res) => {
      const value = await uploadPublicFile(services, passOf(req), req.ip, { headers: req.headers, body: req });
      res.json({ result: 'success', value });
    }),
  );

  router.delete(
    '/:bucketname/:md5name',
    handle(async (req, res) => {
      await removePublicFile(services, passOf(req), { bucket: req.params.bucketname as string, name: req.params.md5name as string });
      res.json({ result: 'success' });
    }),
  );

  router.all(
    '/{*rest}',
    handle(async () => {
      throw fileNotFound();
    }),
  );

  return router;
}
