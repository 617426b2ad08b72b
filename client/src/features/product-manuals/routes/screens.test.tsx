import { act, fireEvent, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { Route, Routes } from "react-router";
import { renderScreen } from "../../../../jest/renderScreen";
import type { ScriptedLink } from "../../../../jest/scriptedLink";
import type { Locale } from "../../../shared/i18n/locale";
import { sessionStore } from "../../../shared/session/sessionStore";
import { toaster } from "../../../shared/toast/toaster";
import { EditProductDisplayConfig } from "./EditProductDisplayConfig";
import { ProductDisplayConfig } from "./ProductDisplayConfig";
import { CreateProductPage, EditProductPage } from "./ProductFormPage";
import { ProductList } from "./ProductList";

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
const api = (path: string, method: string) => ({
  __typename: "ApiPermission",
  path,
  method,
});
const manual = (
  id: string,
  name: string,
  status: "onTheShelf" | "offshelf",
) => ({
  __typename: "ProductManual",
  id,
  name,
  model: `PL-${id}`,
  description: "",
  note: "",
  status,
  createTime: "2026-03-01T08:00:00.000Z",
  onTheShelfTime: status === "onTheShelf" ? "2026-03-02T08:00:00.000Z" : null,
  coverPicture: [
    {
      __typename: "FileEntry",
      filename: "c.png",
      fileurl: "/files/ncmaintain/c.png",
      md5name: "c.png",
    },
  ],
  tags: [{ __typename: "Tag", id: `t${id}`, name: "fiber" }],
});
const LIST = {
  productManuals: {
    __typename: "ProductManualList",
    version: 1,
    page: {
      __typename: "ProductManualPage",
      total: 2,
      page: 1,
      pageSize: 20,
      items: [
        manual("1", "Laser A", "onTheShelf"),
        manual("2", "Laser B", "offshelf"),
      ],
    },
  },
};
const TAGS = {
  productManualTags: [{ __typename: "Tag", id: "t1", name: "fiber" }],
};

async function show(
  answers: ConstructorParameters<typeof ScriptedLink>[0],
  ui: ReactNode,
  path = "/",
  locale: Locale = "en",
) {
  return renderScreen(
    <Routes>
      <Route path="*" element={ui} />
    </Routes>,
    { answers, path, locale },
  );
}

const signInAs = (role: "tenant_admin" | "user" | "maintainadmin") =>
  act(() =>
    sessionStore.signIn({
      id: "1",
      username: "Li Wei",
      account: "x",
      roles: [role],
      language: null,
      avatarUrl: null,
    }),
  );
afterEach(() => act(() => sessionStore.signOut()));

const rowOf = (name: string) => screen.getByRole("group", { name });
const button = (row: HTMLElement, id: string) =>
  within(row).getByTestId(`row-${id}`) as HTMLButtonElement;

describe("product list", () => {
  it("enables off shelf only on a row on the shelf, on shelf only off it, with every API granted", async () => {
    await signInAs("tenant_admin");
    const all = [
      "GET /productmanual",
      "POST /productmanual",
      "PUT /productmanual",
      "DELETE /productmanual",
      "PUT /productmanual/offshelf",
      "PUT /productmanual/onshelf",
    ].map((a) => api(a.split(" ")[1], a.split(" ")[0]));
    await show(
      {
        MyPermissions: { myPermissions: all },
        ProductManuals: LIST,
        ProductManualTags: TAGS,
      },
      <ProductList />,
    );
    const on = rowOf("Laser A");
    const off = rowOf("Laser B");
    expect([
      button(on, "edit").disabled,
      button(on, "offShelf").disabled,
      button(on, "onShelf").disabled,
      button(on, "delete").disabled,
    ]).toEqual([false, false, true, false]);
    expect([
      button(off, "offShelf").disabled,
      button(off, "onShelf").disabled,
    ]).toEqual([true, false]);
    expect(
      (screen.getByTestId("product-create") as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(
      screen.getAllByTestId("status-chip").map((c) => c.textContent),
    ).toEqual(["On shelf", "Off shelf"]);
  });

  it("disables every write for a role with GET only, whatever the status", async () => {
    await signInAs("user");
    await show(
      {
        MyPermissions: { myPermissions: [api("/productmanual", "GET")] },
        ProductManuals: LIST,
        ProductManualTags: TAGS,
      },
      <ProductList />,
    );
    for (const name of ["Laser A", "Laser B"])
      for (const id of ["edit", "offShelf", "onShelf", "delete"])
        expect(button(rowOf(name), id).disabled).toBe(true);
    expect(
      (screen.getByTestId("product-create") as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("asks before taking a row off the shelf, then says so and reloads", async () => {
    await signInAs("tenant_admin");
    const said = jest.spyOn(toaster, "success");
    const link = await show(
      {
        MyPermissions: {
          myPermissions: [
            api("/productmanual", "GET"),
            api("/productmanual/offshelf", "PUT"),
          ],
        },
        ProductManuals: LIST,
        ProductManualTags: TAGS,
        TakeProductManualOffShelf: {
          takeProductManualOffShelf: {
            __typename: "ProductManual",
            id: "1",
            status: "offshelf",
            onTheShelfTime: null,
          },
        },
      },
      <ProductList />,
    );
    await act(async () => {
      fireEvent.click(button(rowOf("Laser A"), "offShelf"));
      await settle();
    });
    expect(screen.getByText("Take “Laser A” off the shelf?")).toBeTruthy();
    expect(
      link.requests.filter(
        (r) => r.operationName === "TakeProductManualOffShelf",
      ),
    ).toHaveLength(0);
    await act(async () => {
      fireEvent.click(screen.getByTestId("confirm-ok"));
      await settle();
    });
    expect(
      link.requests
        .filter((r) => r.operationName === "TakeProductManualOffShelf")
        .map((r) => r.variables),
    ).toEqual([{ id: "1" }]);
    expect(said).toHaveBeenCalledWith(
      expect.objectContaining({ title: "Off shelf" }),
    );
    // Asked again after the change.
    expect(
      link.requests.filter((r) => r.operationName === "ProductManuals").length,
    ).toBeGreaterThan(1);
  });
});

describe("product form", () => {
  it("shows the contract messages on submit and sends nothing (English and Chinese)", async () => {
    await signInAs("tenant_admin");
    const link = await show({}, <CreateProductPage />);
    // One click per turn: each row is added to the rows the last one left.
    for (const id of [
      "params-add-title",
      "params-add-param",
      "product-submit",
    ]) {
      await act(async () => {
        fireEvent.click(screen.getByTestId(id));
        await settle();
      });
    }
    for (const text of [
      "Please upload a cover picture",
      "Please enter the product name",
      "Title and param name cannot be empty",
    ])
      expect(screen.getByText(text)).toBeTruthy();
    expect(
      link.requests.some((r) => r.operationName === "CreateProductManual"),
    ).toBe(false);
  });

  it("says the messages in Chinese too", async () => {
    await signInAs("tenant_admin");
    await show({}, <CreateProductPage />, "/", "zh-CN");
    await act(async () => {
      fireEvent.click(screen.getByTestId("product-submit"));
      await settle();
    });
    expect(screen.getByText("请上传封面图片")).toBeTruthy();
    expect(screen.getByText("请输入产品名称")).toBeTruthy();
  });

  it("shows the import buttons to maintainadmin only", async () => {
    await signInAs("tenant_admin");
    await show({}, <CreateProductPage />);
    expect(screen.queryByTestId("params-import")).toBeNull();
  });

  it("shows the import buttons to maintainadmin", async () => {
    await signInAs("maintainadmin");
    await show({}, <CreateProductPage />);
    expect(screen.getByTestId("params-import")).toBeTruthy();
  });

  it("edits a loaded manual and shows its id", async () => {
    await signInAs("tenant_admin");
    const full = {
      ...manual("9", "Laser Z", "offshelf"),
      detailPictures: [],
      files: [],
      params: [
        {
          __typename: "ProductManualParam",
          name: "param_title",
          value: "Cutting",
        },
      ],
    };
    full.coverPicture = [
      {
        ...full.coverPicture[0],
        bucketname: "ncmaintain",
        filesize: 10,
      } as never,
    ];
    await show(
      { ProductManual: { productManual: full } },
      <EditProductPage />,
      "/editproduct?product_id=9",
    );
    expect(screen.getByTestId("product-id").textContent).toBe("Product ID: 9");
    expect(
      (screen.getByRole("textbox", { name: "Name" }) as HTMLInputElement).value,
    ).toBe("Laser Z");
    expect(
      (screen.getByRole("textbox", { name: "Title 1" }) as HTMLInputElement)
        .value,
    ).toBe("Cutting");
  });

  it("saves from the version it loaded; an edit made elsewhere meanwhile is refused and the form keeps its values", async () => {
    await signInAs("tenant_admin");
    const full = {
      ...manual("9", "Laser Z", "offshelf"),
      version: 4,
      detailPictures: [],
      files: [],
      params: [],
    };
    full.coverPicture = [
      {
        ...full.coverPicture[0],
        bucketname: "ncmaintain",
        filesize: 10,
      } as never,
    ];
    const message =
      "This product was changed elsewhere since you opened it (version 5). Reload it and make your changes again; your form is kept until you leave it.";
    const link = await show(
      {
        ProductManual: { productManual: full },
        UpdateProductManual: {
          errors: [
            {
              message,
              extensions: {
                errorno: 1010007,
                code: "CONFLICT",
                params: { current: 5 },
              },
            },
          ],
        },
      },
      <EditProductPage />,
      "/editproduct?product_id=9",
    );
    const name = screen.getByRole("textbox", {
      name: "Name",
    }) as HTMLInputElement;
    await act(async () => {
      fireEvent.change(name, { target: { value: "Laser Z2" } });
      await settle();
    });
    await act(async () => {
      fireEvent.click(screen.getByTestId("product-submit"));
      await settle();
    });
    const sent = link.requests.filter(
      (r) => r.operationName === "UpdateProductManual",
    );
    expect(sent).toHaveLength(1);
    expect(sent[0].variables).toMatchObject({
      id: "9",
      baseVersion: 4,
      input: { name: "Laser Z2" },
    });
    expect(await screen.findByText(message)).toBeTruthy();
    // Still on the form, with the user's edit.
    expect(
      (screen.getByRole("textbox", { name: "Name" }) as HTMLInputElement).value,
    ).toBe("Laser Z2");
  });

  it("shows the not-found state for a foreign or missing id", async () => {
    await signInAs("tenant_admin");
    await show(
      {
        ProductManual: {
          errors: [
            {
              message: "not found",
              extensions: { errorno: 1010002, code: "NOT_FOUND" },
            },
          ],
        },
      },
      <EditProductPage />,
      "/editproduct?product_id=404",
    );
    expect(screen.getByTestId("product-not-found")).toBeTruthy();
  });
});

const CONFIG = {
  productDisplayConfig: {
    __typename: "ProductDisplayConfigView",
    systemMenus: [
      {
        __typename: "SystemMenu",
        name: "Home",
        link: "/productindex",
        editable: true,
      },
      {
        __typename: "SystemMenu",
        name: "Products",
        link: "/productlist",
        editable: false,
      },
    ],
    customMenus: [
      {
        __typename: "CustomMenu",
        name: "Shop",
        link: "https://shop.example.com",
      },
    ],
    officialAccount: [
      {
        __typename: "FileEntry",
        filename: "qr.png",
        fileurl: "/files/ncmaintain/qr.png",
        md5name: "qr.png",
        bucketname: "ncmaintain",
        filesize: 100,
      },
    ],
    updatedAt: null,
  },
};

describe("display configuration", () => {
  it("shows the menus with their links and the QR picture", async () => {
    await signInAs("maintainadmin");
    await show(
      {
        MyPermissions: {
          myPermissions: [
            api("/productdisplayconfig", "GET"),
            api("/productdisplayconfig", "PUT"),
          ],
        },
        ProductDisplayConfig: CONFIG,
      },
      <ProductDisplayConfig />,
    );
    expect(
      screen.getAllByTestId("display-menu").map((m) => m.textContent),
    ).toEqual([
      "Home/productindex",
      "Products/productlist",
      "Shophttps://shop.example.com",
    ]);
    expect(screen.getByTestId("display-qr").getAttribute("src")).toBe(
      "/files/ncmaintain/qr.png",
    );
    expect(screen.getByTestId("display-edit")).toBeTruthy();
  });

  it("edits: a fixed system link is read only, the first custom menu cannot move up", async () => {
    await signInAs("maintainadmin");
    await show({ ProductDisplayConfig: CONFIG }, <EditProductDisplayConfig />);
    expect(
      (
        screen.getAllByRole("textbox", {
          name: "Link 1",
        })[0] as HTMLInputElement
      ).disabled,
    ).toBe(false);
    expect(
      (
        screen.getAllByRole("textbox", {
          name: "Link 2",
        })[0] as HTMLInputElement
      ).disabled,
    ).toBe(true);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Move up" }));
      await settle();
    });
    expect(await screen.findByText("Already the first")).toBeTruthy();
  });
});
