import { act, fireEvent, screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { renderScreen, signInAs } from "../../../../jest/renderScreen";
import type { Locale } from "../../../shared/i18n/locale";
import { sessionStore } from "../../../shared/session/sessionStore";
import { toaster } from "../../../shared/toast/toaster";
import { DeviceArchiveFormPage } from "./DeviceArchiveFormPage";

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

const LOADED = {
  deviceArchive: {
    __typename: "DeviceArchive",
    id: "5",
    uuid: "dev-5",
    tenantId: "12",
    factoryNumber: "SN-5",
    devalias: "Laser5",
    model: "PL-3015",
    industry: "laser",
    location: "Bay 1",
    receiveAlarm: false,
    customParams: [],
    customer: {
      __typename: "Customer",
      id: "1",
      name: "Qilu Precision Sheet Metal",
    },
    maintainer: null,
  },
  deviceArchiveChoices: {
    __typename: "DeviceArchiveChoices",
    customers: [
      { __typename: "Customer", id: "1", name: "Qilu Precision Sheet Metal" },
      {
        __typename: "Customer",
        id: "3",
        name: "Wuzhong Stone & Glass Waterjet",
      },
    ],
    members: [],
  },
};

const saved = (tenantId: string) => ({
  updateDeviceArchive: {
    __typename: "DeviceArchive",
    id: "5",
    devalias: "Laser5",
    factoryNumber: "SN-5",
    model: "PL-3015",
    location: "Bay 1",
    receiveAlarm: false,
    tenantId,
  },
});

async function saveWith(answerTenant: string, locale: Locale = "en") {
  const link = await renderScreen(
    <Routes>
      <Route path="/NewDeviceProfile" element={<DeviceArchiveFormPage />} />
      <Route path="/deviceView" element={<p>device list</p>} />
    </Routes>,
    {
      answers: {
        DeviceArchiveForm: LOADED,
        UpdateDeviceArchive: saved(answerTenant),
      },
      path: "/NewDeviceProfile?id=5",
      locale,
    },
  );
  await act(async () => {
    fireEvent.click(screen.getByTestId("device-archive-submit"));
    await settle();
  });
  return link;
}

beforeEach(() => signInAs(["tenant_admin"]));
afterEach(() =>
  act(() => {
    sessionStore.signOut();
    toaster.remove();
  }),
);

describe("device archive form", () => {
  it("says plainly that a move to another customer's tenant revoked the MQTT password", async () => {
    const link = await saveWith("14");
    expect(
      link.requests.filter((r) => r.operationName === "UpdateDeviceArchive"),
    ).toHaveLength(1);
    expect(
      await screen.findByText(
        "Saved. The machine now belongs to another customer's tenant, so its MQTT password was revoked: give it a new one with New MQTT password in the device list.",
      ),
    ).toBeTruthy();
    expect(screen.getByText("device list")).toBeTruthy();
  });

  it("says so in Chinese too", async () => {
    await saveWith("14", "zh-CN");
    expect(
      await screen.findByText(
        "保存成功。设备已归属另一客户的租户，其MQTT密码已失效：请在设备列表中用“重置MQTT密码”为其设置新密码。",
      ),
    ).toBeTruthy();
  });

  it("just says saved when the machine stays in its tenant", async () => {
    await saveWith("12");
    expect(await screen.findByText("Saved")).toBeTruthy();
    expect(screen.queryByText(/MQTT password was revoked/)).toBeNull();
  });
});
