import { act, fireEvent, screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { renderScreen, signInAs } from "../../../../jest/renderScreen";
import { sessionStore } from "../../../shared/session/sessionStore";
import { PlanFormPage } from "./PlanFormPage";

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

const PLAN = {
  __typename: "MaintenancePlan",
  id: "7",
  version: 3,
  name: "Laser monthly",
  firstDate: "2027-01-05",
  cycle: 1,
  unit: "month",
  daysAhead: 0,
  mode: "cyclic",
  dispatchTime: "08:00",
  principalId: "21",
  items: ["Lens clean"],
  address: "",
  machines: [{ __typename: "PlanMachine", deviceId: "31", sn: "SN-31" }],
  pictures: [],
  attachments: [],
};
const CHOICES = {
  maintenancePlanMembers: [{ __typename: "User", id: "21", name: "Zhao Gang" }],
  deviceArchives: {
    __typename: "DeviceArchiveList",
    page: {
      __typename: "DeviceArchivePage",
      items: [
        {
          __typename: "DeviceArchive",
          id: "31",
          devalias: "Laser 31",
          factoryNumber: "SN-31",
          model: "L3015",
          customer: null,
        },
      ],
    },
  },
};

beforeEach(() => signInAs(["tenant_admin"]));
afterEach(() => act(() => sessionStore.signOut()));

describe("plan form", () => {
  it("saves from the version it loaded; a change made meanwhile is refused and the form keeps its values", async () => {
    const message =
      "This plan was changed since you opened it (version 4): edited elsewhere, or its check orders were generated. Reload it and make your changes again; your form is kept until you leave it.";
    const link = await renderScreen(
      <Routes>
        <Route path="*" element={<PlanFormPage />} />
      </Routes>,
      {
        path: "/maintenanceplanedit?id=7",
        answers: {
          MaintenancePlan: { maintenancePlan: PLAN },
          PlanChoices: CHOICES,
          UpdateMaintenancePlan: {
            errors: [
              {
                message,
                extensions: {
                  errorno: 1010008,
                  code: "CONFLICT",
                  params: { current: 4 },
                },
              },
            ],
          },
        },
      },
    );
    const name = (await screen.findByRole("textbox", {
      name: "Plan name",
    })) as HTMLInputElement;
    expect(name.value).toBe("Laser monthly");
    await act(async () => {
      fireEvent.change(name, { target: { value: "Laser monthly B" } });
      await settle();
    });
    await act(async () => {
      fireEvent.click(screen.getByTestId("plan-submit"));
      await settle();
    });
    const sent = link.requests.filter(
      (r) => r.operationName === "UpdateMaintenancePlan",
    );
    expect(sent).toHaveLength(1);
    expect(sent[0].variables).toMatchObject({
      id: "7",
      baseVersion: 3,
      input: { name: "Laser monthly B", deviceIds: ["31"], principalId: "21" },
    });
    expect(await screen.findByText(message)).toBeTruthy();
    // Still on the form, with the user's edit.
    expect(
      (screen.getByRole("textbox", { name: "Plan name" }) as HTMLInputElement)
        .value,
    ).toBe("Laser monthly B");
  });
});
