import { PARAM_TITLE } from "@contract/product-manuals";
import {
  addParamRow,
  addTag,
  addTitleRow,
  editRow,
  moveRow,
  removeRow,
} from "./paramsEditor";

const rows = [
  { name: PARAM_TITLE, value: "Cutting" },
  { name: "Power", value: "6 kW" },
  { name: "Speed", value: "120 m/min" },
];

describe("params editor", () => {
  it("adds a title row and a name/value row at the end", () => {
    expect(addTitleRow(rows)).toEqual({
      ok: true,
      rows: [...rows, { name: PARAM_TITLE, value: "" }],
    });
    expect(addParamRow([])).toEqual({
      ok: true,
      rows: [{ name: "", value: "" }],
    });
  });

  it("refuses a row beyond 200", () => {
    const full = Array.from({ length: 200 }, () => ({ name: "a", value: "b" }));
    expect(addParamRow(full)).toEqual({
      ok: false,
      messageId: "pm_params_full",
    });
    expect(addTitleRow(full.slice(1))).toMatchObject({ ok: true });
  });

  it("moves a row one place, not above the first nor below the last", () => {
    expect(moveRow(rows, 1, -1)).toEqual({
      ok: true,
      rows: [rows[1], rows[0], rows[2]],
    });
    expect(moveRow(rows, 1, 1)).toEqual({
      ok: true,
      rows: [rows[0], rows[2], rows[1]],
    });
    expect(moveRow(rows, 0, -1)).toEqual({
      ok: false,
      messageId: "display_already_first",
    });
    expect(moveRow(rows, 2, 1)).toEqual({
      ok: false,
      messageId: "display_already_last",
    });
  });

  it("removes one row", () => {
    expect(removeRow(rows, 1)).toEqual([rows[0], rows[2]]);
  });

  it("edits a value, never the marker name of a title row", () => {
    expect(editRow(rows, 0, "value", "Motion")[0]).toEqual({
      name: PARAM_TITLE,
      value: "Motion",
    });
    expect(editRow(rows, 0, "name", "oops")[0]).toEqual(rows[0]);
    expect(editRow(rows, 1, "name", "Laser power")[1]).toEqual({
      name: "Laser power",
      value: "6 kW",
    });
  });

  it("adds a typed tag trimmed, once, at most 10", () => {
    expect(addTag(["fiber"], "  laser ")).toEqual(["fiber", "laser"]);
    expect(addTag(["fiber"], "fiber")).toEqual(["fiber"]);
    expect(addTag(["fiber"], "   ")).toEqual(["fiber"]);
    const ten = Array.from({ length: 10 }, (_, i) => `t${i}`);
    expect(addTag(ten, "eleventh")).toEqual(ten);
  });
});
