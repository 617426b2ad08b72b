import { Button, HStack } from "@chakra-ui/react";
import { ERRNO } from "@contract/error-catalogue";
import { type ManualParam, checkImportFile } from "@contract/product-manuals";
import { useRef, useState } from "react";
import { useIntl } from "react-intl";
import { validationMessageId } from "../../../shared/i18n/contractMessages";
import { TOAST_DURATION_MS, toaster } from "../../../shared/toast/toaster";
import {
  errorMessage,
  errorNoMessage,
} from "../../../shared/toast/useErrorToast";

export const IMPORT_TEMPLATE_URL = "/productmanual/import-template";
export const IMPORT_URL = "/productmanual/import";

type ImportAnswer = {
  result?: string;
  value?: ManualParam[];
  errors?: Array<{ message: string; extensions?: { errorno?: number } }>;
};

/** Reads the import's answer: the params, or the server's errorno (4, server failure, when it gives none). */
export async function readImportAnswer(
  response: Response,
): Promise<{ params: ManualParam[] } | { errorno: number }> {
  const body = (await response.json().catch(() => ({}))) as ImportAnswer;
  if (response.ok && body.result === "success" && Array.isArray(body.value))
    return { params: body.value };
  return {
    errorno: body.errors?.[0]?.extensions?.errorno ?? ERRNO.serverFailure,
  };
}

/**
 * The spec import (spec part 2 sections 5 and 6, maintainadmin only): the template download and
 * an upload of a filled workbook, checked first (xlsx or xls, at most 50 MB); its rows replace
 * the params. Posts with `apollo-require-preflight` (the server's CSRF rule for non-GET requests).
 */
export function ParamsImport({
  onImported,
}: {
  onImported: (params: ManualParam[]) => void;
}) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    const refused = checkImportFile(file);
    if (refused) {
      toaster.error({
        title: intl.formatMessage({ id: validationMessageId(refused) }),
        duration: TOAST_DURATION_MS,
      });
      return;
    }
    setBusy(true);
    try {
      const body = new FormData();
      body.append("file", file, file.name);
      const response = await fetch(IMPORT_URL, {
        method: "POST",
        body,
        credentials: "same-origin",
        headers: { "apollo-require-preflight": "true" },
      });
      const answer = await readImportAnswer(response);
      if ("errorno" in answer) throw answer;
      onImported(answer.params);
      toaster.success({
        title: intl.formatMessage({ id: "pm_form_import_succeeded" }),
        duration: TOAST_DURATION_MS,
      });
    } catch (error) {
      const errorno = (error as { errorno?: number }).errorno;
      // A refused import says the server's reason; a dropped connection says what any failure says.
      toaster.error({
        title: errorno
          ? errorNoMessage(intl, errorno)
          : errorMessage(intl, error),
        duration: TOAST_DURATION_MS,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <HStack gap="2" data-testid="params-import">
      <Button asChild size="xs" variant="outline">
        <a href={IMPORT_TEMPLATE_URL} download>
          {intl.formatMessage({ id: "pm_form_template" })}
        </a>
      </Button>
      <Button
        size="xs"
        variant="outline"
        loading={busy}
        onClick={() => input.current?.click()}
        data-testid="params-import-button"
      >
        {intl.formatMessage({ id: "pm_form_import" })}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept=".xlsx,.xls"
        data-testid="params-import-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (file) void upload(file);
        }}
      />
    </HStack>
  );
}
