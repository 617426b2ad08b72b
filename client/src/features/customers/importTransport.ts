import { CUSTOMER_IMPORT_PATH, type ImportMode } from "@contract/customers";

/** A refusal of the import route: its catalogue number and parameters. */
export class ImportRequestError extends Error {
  constructor(
    readonly errorno: number,
    readonly params: Record<string, unknown>,
  ) {
    super(`import refused: ${errorno}`);
  }
}

/**
 * Uploads a workbook to `POST /customer/import?mode=` (multipart, with the CSRF header; the
 * session cookie goes with it) and answers the job id to poll with `customerImport`.
 */
export async function startCustomerImport(file: Blob, fileName: string, mode: ImportMode): Promise<string> {
  const form = new FormData();
  form.append("file", file, fileName);
  const res = await fetch(`${CUSTOMER_IMPORT_PATH}?mode=${encodeURIComponent(mode)}`, {
    method: "POST",
    body: form,
    headers: { "apollo-require-preflight": "true" },
    credentials: "same-origin",
  });
  const body = (await res.json().catch(() => null)) as { value?: { id?: string }; errors?: { extensions?: { errorno?: number } & Record<string, unknown> }[] } | null;
  const id = body?.value?.id;
  if (res.ok && id) return id;
  const ext = body?.errors?.[0]?.extensions ?? {};
  throw new ImportRequestError(typeof ext.errorno === "number" ? ext.errorno : 4, ext);
}
