import {
  MAX_CUSTOM_MENUS,
  addCustomMenu,
  menuName,
  moveMenu,
} from "./displayConfigRules";

describe("display configuration rules", () => {
  const menus = ["a", "b", "c"];

  it("moves a menu one place up or down", () => {
    expect(moveMenu(menus, 1, -1)).toEqual({
      ok: true,
      menus: ["b", "a", "c"],
    });
    expect(moveMenu(menus, 1, 1)).toEqual({ ok: true, menus: ["a", "c", "b"] });
  });

  it("refuses to move the first up and the last down, with the spec messages", () => {
    expect(moveMenu(menus, 0, -1)).toEqual({
      ok: false,
      messageId: "display_already_first",
    });
    expect(moveMenu(menus, 2, 1)).toEqual({
      ok: false,
      messageId: "display_already_last",
    });
  });

  it("adds custom menus up to 11, then says no more", () => {
    let list: { name: string; link: string }[] = [];
    for (let i = 0; i < MAX_CUSTOM_MENUS; i++) {
      const change = addCustomMenu(list);
      if (!change.ok) throw new Error(`refused at ${i}`);
      list = change.menus;
    }
    expect(list).toHaveLength(11);
    expect(addCustomMenu(list)).toEqual({
      ok: false,
      messageId: "display_cannot_add_more",
    });
  });

  it("trims names and keeps at most 10 characters", () => {
    expect(menuName("  Products  ")).toBe("Products");
    expect(menuName("产品中心产品中心产品中心")).toBe("产品中心产品中心产品");
  });
});
