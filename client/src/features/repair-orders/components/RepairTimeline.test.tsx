import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { messagesFor } from "../../../shared/i18n/catalogue";
import { repairOrderMessages } from "../messages";
import { RepairTimeline, type TimelineEntry } from "./RepairTimeline";

const wrap = (entries: TimelineEntry[], locale: "en" | "zh-CN" = "en") =>
  render(
    <ChakraProvider value={defaultSystem}>
      <IntlProvider locale={locale} messages={messagesFor(locale, { repairOrderMessages })}>
        <RepairTimeline entries={entries} />
      </IntlProvider>
    </ChakraProvider>,
  );

const at = "2026-12-05T08:00:00.000Z";
const ALL: TimelineEntry[] = [
  { id: "1", operateType: 1, operatorAlias: "Chen Jing", receiverAlias: "", createTime: at },
  { id: "2", operateType: 2, operatorAlias: "Li Wei", receiverAlias: "Wang Fang", createTime: at },
  { id: "3", operateType: 3, operatorAlias: "Wang Fang", receiverAlias: "", createTime: at },
  { id: "4", operateType: 4, operatorAlias: "Wang Fang", receiverAlias: "Zhang Min", createTime: at },
  { id: "5", operateType: 5, operatorAlias: "Zhang Min", receiverAlias: "", createTime: at },
  { id: "6", operateType: 6, operatorAlias: "Chen Jing", receiverAlias: "", createTime: at },
];

describe("RepairTimeline", () => {
  it("shows the first 2 steps, all six after see more, and 2 again after collapse", () => {
    wrap(ALL);
    expect(screen.getAllByTestId("timeline-entry")).toHaveLength(2);
    fireEvent.click(screen.getByRole("button", { name: "See more" }));
    const entries = screen.getAllByTestId("timeline-entry");
    expect(entries.map((e) => e.dataset.type)).toEqual(["1", "2", "3", "4", "5", "6"]);
    expect(entries.map((e) => e.dataset.colour)).toEqual(["red", "red", "blue", "blue", "yellow", "green"]);
    expect(within(entries[1]).getByText("Li Wei sent it to Wang Fang")).toBeTruthy();
    expect(within(entries[3]).getByText("Wang Fang transferred it to Zhang Min")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Collapse" }));
    expect(screen.getAllByTestId("timeline-entry")).toHaveLength(2);
  });

  it("has no toggle with 2 steps or fewer, and speaks Chinese", () => {
    wrap(ALL.slice(0, 2), "zh-CN");
    expect(screen.queryByTestId("timeline-toggle")).toBeNull();
    expect(screen.getByText("Li Wei 派单给 Wang Fang")).toBeTruthy();
  });
});
