import { MockedProvider } from "@apollo/client/testing/react";
import { ERROR_CATALOGUE } from "@contract/error-messages";
import type { FileEntryValue } from "@contract/files";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ComponentProps } from "react";
import { PublicRepairFormDocument, RepairReportChallengeDocument, RepairReportPassDocument, ReportRepairPublicDocument } from "../../../gql/graphql";
import { messagesFor } from "../../../shared/i18n/catalogue";
import type { Locale } from "../../../shared/i18n/locale";
import { toaster } from "../../../shared/toast/toaster";
import { FakeXhr } from "../../../shared/widgets/attachments/fakeXhr";
import { authMessages } from "../../auth/messages";
import { repairOrderMessages } from "../messages";
import { PublicRepairPage } from "./PublicRepairPage";
import { renderScreen, type ScreenOptions, settle } from "../../../shared/testing/screen.testkit";

/**
 * The public repair form's pictures: closed until the drag verification passed, then uploaded
 * with the pass the verification was exchanged for (the attachment widget of every form, on the
 * public endpoint), and sent back with the report; a report refused for its pass empties them.
 */

// Whole flows through the UI with a real wait for the verification's human time.
const LONG_FLOW_MS = 20_000;
const SN = "JN2025L3015001";
const PASS = "p".repeat(43);

const formResult = {
  data: {
    publicRepairForm: {
      __typename: "PublicRepairForm",
      sn: SN,
      model: "PL-3015 Fiber Laser 6 kW",
      lookups: [{ __typename: "RepairLookupList", kind: "repairType", entries: [{ __typename: "RepairLookupEntry", key: "mechanical", label: "Mechanical fault" }] }],
    },
  },
};
const picture: FileEntryValue = { filename: "head.png", md5name: `${"a".repeat(64)}.png`, bucketname: "ncmaintain", fileurl: `/files/ncmaintain/${"a".repeat(64)}.png?tenant=4&expires=1&signature=s`, filesize: 2048 };
const typed = {
  contactName: "Chen Jing",
  mobile: "13800000005",
  email: null,
  company: "Qilu Precision Sheet Metal",
  address: null,
  sn: SN,
  model: "PL-3015 Fiber Laser 6 kW",
  agent: "Jinan dealer",
  description: "The cutting head collides",
  remark: null,
  type: null,
  serviceMode: null,
  solution: null,
  allowQueryBySn: false,
};

function baseMocks(): ComponentProps<typeof MockedProvider>["mocks"] {
  return [
    { request: { query: PublicRepairFormDocument, variables: { sn: SN } }, result: formResult },
    { request: { query: RepairReportChallengeDocument }, result: { data: { repairReportChallenge: "challenge-1" } } },
    { request: { query: RepairReportPassDocument, variables: { sn: SN, challenge: "challenge-1" } }, result: { data: { repairReportPass: { __typename: "RepairReportPass", pass: PASS, expiresAt: "2026-03-09T00:30:00.000Z" } } } },
  ];
}

async function renderPage(mocks: ScreenOptions["mocks"], locale: Locale = "en") {
  await renderScreen({ path: "/repair/report", at: `/repair/report?sn=${SN}`, element: <PublicRepairPage />, mocks, locale, messages: messagesFor(locale, { repairOrderMessages, authMessages }) });
  await screen.findByTestId("repair-form", {}, { timeout: 5000 });
}

async function fillForm() {
  const form = screen.getByTestId("repair-form");
  const type = (label: string, value: string) => fireEvent.change(within(form).getByLabelText(label, { exact: false, selector: "input, textarea" }), { target: { value } });
  type("Name", typed.contactName);
  type("Mobile", typed.mobile);
  type("Company", typed.company);
  type("Agent", typed.agent);
  type("Problem description", typed.description);
}

/** Starts the verification and slides it to the end (the keyboard's way); resolves once the pass opened the files. */
async function verify() {
  await act(async () => {
    fireEvent.click(screen.getByTestId("verify-start"));
    await settle();
  });
  // By its test id: a role query walks the whole accessibility tree of the form on every retry,
  // which on a loaded machine outlasted the wait (seen in CI); the role is asserted once found.
  const slider = await screen.findByTestId("drag-verify", {}, { timeout: 5000 });
  expect(slider.getAttribute("role")).toBe("slider");
  await act(async () => fireEvent.keyDown(slider, { key: "End" }));
  await waitFor(() => expect(screen.queryByTestId("repair-files-locked")).toBeNull(), { timeout: 3000 });
}

async function choosePicture() {
  await act(async () => {
    fireEvent.change(screen.getByTestId("repair-pictures-input"), { target: { files: [new File(["png"], "head.png", { type: "image/png" })] } });
  });
}

let restoreXhr: () => void;
beforeEach(() => {
  restoreXhr = FakeXhr.install();
});
afterEach(() => {
  restoreXhr();
  act(() => toaster.remove());
});

describe("PublicRepairPage: pictures and attachments", () => {
  it("keeps the files closed until the verification passed, uploads with its pass, and reports the picture with the pass", async () => {
    const reported = jest.fn(() => ({ data: { reportRepairPublic: { __typename: "PublicRepairReceipt", number: "RO202603090000001234", allowQueryBySn: false } } }));
    await renderPage([
      ...baseMocks()!,
      {
        request: { query: ReportRepairPublicDocument, variables: { input: { ...typed, pictures: [{ filename: picture.filename, md5name: picture.md5name, bucketname: picture.bucketname }], attachments: [], pass: PASS } } },
        result: reported,
      },
    ]);
    // Before the verification: the fields show, closed, and say why.
    expect(screen.getByTestId("repair-files-locked").textContent).toBe("Slide to verify to add pictures and attachments");
    expect(screen.queryByTestId("repair-pictures-upload")).toBeNull();
    expect(screen.queryByTestId("repair-attachments-upload")).toBeNull();
    await fillForm();
    await verify();
    expect(screen.getByTestId("repair-pictures-upload")).toBeTruthy();
    expect(screen.getByTestId("repair-attachments-upload")).toBeTruthy();

    await choosePicture();
    expect(FakeXhr.sent).toHaveLength(1);
    const [xhr] = FakeXhr.sent;
    expect([xhr.method, xhr.url]).toEqual(["POST", "/public/repair-files"]);
    expect(xhr.headers["x-repair-pass"]).toBe(PASS);
    expect(xhr.body?.get("kind")).toBe("picture");
    await act(async () => xhr.respond(200, { result: "success", value: picture }));
    // Shown from the signed link the upload answered (the visitor has no session).
    const preview = screen.getByRole("button", { name: "Preview head.png" });
    expect(preview.querySelector("img")?.getAttribute("src")).toBe(picture.fileurl);

    await act(async () => {
      fireEvent.click(screen.getByTestId("repair-submit"));
      await settle();
    });
    await waitFor(() => expect(screen.getByTestId("public-receipt").textContent).toContain("RO202603090000001234"));
    expect(reported).toHaveBeenCalledTimes(1);
  }, LONG_FLOW_MS);

  it("says a full pass in Chinese, and empties the files and asks to slide again when the report finds the pass ended", async () => {
    await renderPage(
      [
        ...baseMocks()!,
        {
          request: { query: ReportRepairPublicDocument, variables: { input: { ...typed, pictures: [{ filename: picture.filename, md5name: picture.md5name, bucketname: picture.bucketname }], attachments: [], pass: PASS } } },
          result: { errors: [{ message: "expired", extensions: { code: "BAD_USER_INPUT", errorno: 1023009, params: {} } }] },
        },
      ],
      "zh-CN",
    );
    expect(screen.getByTestId("repair-files-locked").textContent).toBe("完成滑动验证后可添加图片和附件");
    const form = screen.getByTestId("repair-form");
    const type = (label: string, value: string) => fireEvent.change(within(form).getByLabelText(label, { exact: false, selector: "input, textarea" }), { target: { value } });
    type("姓名", typed.contactName);
    type("手机号", typed.mobile);
    type("公司", typed.company);
    type("代理商", typed.agent);
    type("问题描述", typed.description);
    await verify();

    // The server refuses a seventh picture of the pass: its catalogue message, in Chinese.
    await choosePicture();
    await act(async () => FakeXhr.sent[0].respond(409, { errors: [{ message: "x", extensions: { errorno: 1023010, code: "BAD_USER_INPUT", params: { max: 6 } } }] }));
    expect(await screen.findByText(ERROR_CATALOGUE[1023010].zh.replace("{max}", "6"))).toBeTruthy();
    expect(screen.queryByRole("button", { name: /head\.png/ })).toBeNull();

    await choosePicture();
    await act(async () => FakeXhr.sent[1].respond(200, { result: "success", value: picture }));
    expect(screen.getAllByTestId("attachment")).toHaveLength(1);
    await act(async () => {
      fireEvent.click(screen.getByTestId("repair-submit"));
      await settle();
    });
    expect(await screen.findByText(ERROR_CATALOGUE[1023009].zh)).toBeTruthy();
    // The pass ended: its file is no longer the report's, the fields close and the slider starts again.
    await waitFor(() => expect(screen.queryAllByTestId("attachment")).toHaveLength(0));
    expect(screen.getByTestId("repair-files-locked")).toBeTruthy();
    expect(screen.getByTestId("verify-start")).toBeTruthy();
    expect((screen.getByTestId("repair-submit") as HTMLButtonElement).disabled).toBe(true);
  }, LONG_FLOW_MS);
});
