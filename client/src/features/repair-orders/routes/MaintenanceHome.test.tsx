import { ApolloProvider } from "@apollo/client/react";
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { renderScreen } from "../../../../jest/renderScreen";
import { ScriptedLink, type ScriptedErrors } from "../../../../jest/scriptedLink";
import { createApolloClient } from "../../../app/apolloClient";
import { APP_MESSAGES } from "../../../app/catalogue";
import { messagesFor } from "../../../shared/i18n/catalogue";
import type { Locale } from "../../../shared/i18n/locale";
import { sessionStore } from "../../../shared/session/sessionStore";
import { toaster } from "../../../shared/toast/toaster";
import { TABLE_REFETCH_WAIT_MS } from "../../../shared/api/useTableVersion";
import { MaintenanceHome } from "./MaintenanceHome";

jest.setTimeout(30_000);

const HOUR = 3_600_000;
const READ_AT = 5_000_000;
type State = "reported" | "dispatched" | "processing";
const STATUS: Record<State, number> = { reported: 1, dispatched: 1, processing: 2 };
const order = (id: string, state: State, ageMs: number) => ({
  __typename: "RepairOrder",
  id,
  number: `RO2026030412000000${id.padStart(2, "0")}`,
  state,
  status: STATUS[state],
  sn: `JN2025L30150${id.padStart(2, "0")}`,
  model: "PL-3015 Fiber Laser 6 kW",
  company: "Qilu Precision Sheet Metal",
  createTime: new Date(Date.now() - ageMs).toISOString(),
});
const homeOf = (unclosed: unknown[], unprocessed: unknown[], counts = { unclosed: unclosed.length, unprocessed: unprocessed.length }, version = READ_AT) => ({
  repairOrderHome: { __typename: "RepairOrderHome", version, counts: { __typename: "RepairOrderHomeCounts", ...counts }, unclosed, unprocessed },
});
const FULL = (() => {
  const newest = order("1", "reported", 30 * 60_000);
  const waiting = order("2", "dispatched", 9 * HOUR + 30 * 60_000);
  const long = order("3", "processing", 2 * 24 * HOUR + 5 * HOUR);
  const rest = Array.from({ length: 7 }, (_, i) => order(String(i + 4), i % 2 ? "processing" : "reported", (60 + i) * HOUR));
  return homeOf([newest, waiting, long, ...rest], [newest, waiting], { unclosed: 15, unprocessed: 2 });
})();

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname + location.search}</div>;
}

async function show(answer: Record<string, unknown> | ScriptedErrors | null, locale: Locale = "en") {
  return renderScreen(
    <Routes>
      <Route path="/maintenancehome" element={<MaintenanceHome />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { answers: answer ? { RepairOrderHome: answer } : {}, path: "/maintenancehome", locale },
  );
}

beforeEach(() => act(() => sessionStore.signIn({ id: "1", username: "Li Wei", account: "tenantadmin", roles: ["tenant_admin"], language: null, avatarUrl: null })));
afterEach(() => {
  act(() => toaster.remove());
  act(() => sessionStore.signOut());
});

const panel = (kind: "unclosed" | "unprocessed") => screen.getByTestId(`repair-home-${kind}`);
const rows = (kind: "unclosed" | "unprocessed") => within(panel(kind)).queryAllByTestId("repair-home-row");
const requests = (link: ScriptedLink) => link.requests.filter((r) => r.operationName === "RepairOrderHome");

describe("the maintenance home", () => {
  it("lists the unclosed and unprocessed orders as the server answers them: number, model and SN, company, status colour, age and timeout", async () => {
    await show(FULL);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Maintenance home");
    expect(within(panel("unclosed")).getByRole("heading").textContent).toBe("Unclosed repair orders");
    expect(within(panel("unprocessed")).getByRole("heading").textContent).toBe("Unprocessed repair orders");
    expect(rows("unclosed").map((r) => r.dataset.id)).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]);
    expect(rows("unprocessed").map((r) => r.dataset.id)).toEqual(["1", "2"]);
    expect(within(panel("unclosed")).getByTestId("repair-home-total").textContent).toBe("15");
    expect(within(panel("unclosed")).getByTestId("repair-home-shown").textContent).toBe("Latest 10 of 15");
    expect(within(panel("unprocessed")).getByTestId("repair-home-shown").textContent).toBe("Latest 2 of 2");

    const [newest, waiting, long] = rows("unclosed");
    expect(within(newest).getByRole("link").textContent).toBe("RO202603041200000001");
    expect(newest.textContent).toContain("PL-3015 Fiber Laser 6 kW");
    expect(newest.textContent).toContain("JN2025L3015001");
    expect(newest.textContent).toContain("Qilu Precision Sheet Metal");
    // Status in the spec's colours: 1 pending red, 2 processing blue.
    expect(within(newest).getByTestId("repair-status").textContent).toBe("Pending");
    expect(within(newest).getByTestId("repair-status").dataset.status).toBe("1");
    expect(within(long).getByTestId("repair-status").textContent).toBe("Processing");
    expect(within(long).getByTestId("repair-status").dataset.status).toBe("2");
    // Age, with the timeout badge past 8, 16, 24 hours only.
    expect(within(newest).getByTestId("repair-home-age").textContent).toBe("30 min");
    expect(within(newest).queryByTestId("repair-timeout")).toBeNull();
    expect(within(waiting).getByTestId("repair-home-age").textContent).toBe("9 h 30 min");
    expect(within(waiting).getByTestId("repair-timeout").dataset.hours).toBe("8");
    expect(within(long).getByTestId("repair-home-age").textContent).toBe("2 d 5 h");
    expect(within(long).getByTestId("repair-timeout").dataset.hours).toBe("24");
  });

  it("opens an order's detail from its number, and the whole list from the header", async () => {
    await show(FULL);
    const link = within(rows("unprocessed")[1]).getByRole("link");
    expect(link.getAttribute("href")).toBe("/repairorderdetail?id=2");
    await act(async () => {
      fireEvent.click(link);
      await settle();
    });
    expect(screen.getByTestId("where").textContent).toBe("/repairorderdetail?id=2");
  });

  it("links to the whole repair order list", async () => {
    await show(FULL);
    expect(screen.getByRole("link", { name: "All repair orders" }).getAttribute("href")).toBe("/repairorderquery");
  });

  it("says so when there is nothing unclosed or unprocessed", async () => {
    await show(homeOf([], []));
    expect(within(panel("unclosed")).getByTestId("repair-home-empty").textContent).toBe("No unclosed repair orders.");
    expect(within(panel("unprocessed")).getByTestId("repair-home-empty").textContent).toBe("No unprocessed repair orders.");
    expect(within(panel("unclosed")).getByTestId("repair-home-total").textContent).toBe("0");
    expect(screen.queryAllByTestId("repair-home-row")).toHaveLength(0);
  });

  it("shows the loading state in each panel until the answer comes, never an empty list", async () => {
    await show(null);
    expect(within(panel("unclosed")).getByTestId("repair-home-loading")).toBeTruthy();
    expect(within(panel("unprocessed")).getByTestId("repair-home-loading")).toBeTruthy();
    expect(screen.queryByTestId("repair-home-empty")).toBeNull();
  });

  it("shows the failure in place of both lists with a retry, and the rows once the retry succeeds", async () => {
    const link = await show({ errors: [{ message: "Internal server error", extensions: { code: "INTERNAL_SERVER_ERROR", errorno: 1 } }] });
    expect(within(panel("unclosed")).getByTestId("load-failed")).toBeTruthy();
    expect(within(panel("unprocessed")).getByTestId("load-failed")).toBeTruthy();
    expect(screen.queryByTestId("repair-home-empty")).toBeNull();
    link.answer("RepairOrderHome", FULL);
    await act(async () => {
      fireEvent.click(within(panel("unprocessed")).getByRole("button", { name: "Try again" }));
      await settle();
    });
    expect(screen.queryByTestId("load-failed")).toBeNull();
    expect(rows("unprocessed")).toHaveLength(2);
  });

  it("speaks Chinese", async () => {
    await show(FULL, "zh-CN");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("维保首页");
    expect(within(panel("unclosed")).getByRole("heading").textContent).toBe("未关闭工单");
    expect(within(panel("unprocessed")).getByRole("heading").textContent).toBe("未处理工单");
    expect(within(panel("unclosed")).getByTestId("repair-home-shown").textContent).toBe("最近 10 条，共 15 条");
    expect(within(rows("unclosed")[1]).getByTestId("repair-home-age").textContent).toBe("9 小时 30 分钟");
    expect(within(rows("unclosed")[0]).getByTestId("repair-status").textContent).toBe("待处理");
  });
});

describe("the maintenance home, live", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const push = async (link: ScriptedLink, table: string, version: number) => {
    await act(async () => link.push("TableVersionChanged", { tableVersionChanged: { __typename: "TableVersion", table, version } }));
  };
  const wait = async (ms: number) => {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(ms);
    });
  };

  it("reads again once after a burst of newer repair order versions, and ignores other tables and older versions", async () => {
    const link = new ScriptedLink({ RepairOrderHome: FULL });
    const client = createApolloClient(sessionStore, link);
    await act(async () => {
      render(
        <ChakraProvider value={defaultSystem}>
          <ApolloProvider client={client}>
            <IntlProvider locale="en" messages={messagesFor("en", APP_MESSAGES)}>
              <MemoryRouter>
                <MaintenanceHome />
              </MemoryRouter>
            </IntlProvider>
          </ApolloProvider>
        </ChakraProvider>,
      );
    });
    await wait(50);
    expect(rows("unprocessed")).toHaveLength(2);
    expect(link.subscribers("TableVersionChanged")).toBe(1);
    expect(requests(link)).toHaveLength(1);

    await push(link, "device", READ_AT + 1000);
    await push(link, "repairorder", READ_AT);
    await push(link, "repairorder", READ_AT - 1);
    await wait(TABLE_REFETCH_WAIT_MS * 4);
    expect(requests(link)).toHaveLength(1);

    // An order was accepted: it leaves the unprocessed list.
    link.answer("RepairOrderHome", homeOf(FULL.repairOrderHome.unclosed, [FULL.repairOrderHome.unprocessed[0]], { unclosed: 15, unprocessed: 1 }, READ_AT + 3000));
    await push(link, "repairorder", READ_AT + 1000);
    await push(link, "repairorder", READ_AT + 2000);
    await wait(TABLE_REFETCH_WAIT_MS - 1);
    expect(requests(link)).toHaveLength(1);
    await wait(1);
    await wait(50);
    expect(requests(link)).toHaveLength(2);
    expect(rows("unprocessed").map((r) => r.dataset.id)).toEqual(["1"]);
    // What it read covers the burst: the versions it has seen read nothing more.
    await push(link, "repairorder", READ_AT + 2000);
    await wait(TABLE_REFETCH_WAIT_MS * 2);
    expect(requests(link)).toHaveLength(2);
  });
});
