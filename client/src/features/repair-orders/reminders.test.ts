import { validateReminderMinutes } from "@contract/repair-orders";
import { reminderMinutesOf } from "./reminders";

describe("the reminder form", () => {
  it("asks for a preset's minutes, or the custom ones typed", () => {
    expect(reminderMinutesOf({ preset: "480", custom: "7" })).toBe(480);
    expect(reminderMinutesOf({ preset: "custom", custom: " 90 " })).toBe(90);
    expect(Number.isNaN(reminderMinutesOf({ preset: "custom", custom: "" }))).toBe(true);
  });

  it("is refused by the shared rule outside whole minutes from 1 to 30 days", () => {
    for (const custom of ["0", "1.5", "abc", "43201", ""]) expect(validateReminderMinutes(reminderMinutesOf({ preset: "custom", custom }))).toHaveLength(1);
    for (const custom of ["1", "43200"]) expect(validateReminderMinutes(reminderMinutesOf({ preset: "custom", custom }))).toEqual([]);
  });
});
