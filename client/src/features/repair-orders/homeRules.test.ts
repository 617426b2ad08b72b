import { isNewerVersion, repairAge } from "./homeRules";

const at = Date.parse("2026-03-04T12:00:00Z");
const ago = (minutes: number) => new Date(at - minutes * 60_000).toISOString();

describe("repairAge", () => {
  it("says minutes under an hour, hours and minutes under a day, then days and hours", () => {
    expect(repairAge(ago(0), at)).toEqual({ id: "ro_home_age_minutes", values: { minutes: 0 } });
    expect(repairAge(ago(59), at)).toEqual({ id: "ro_home_age_minutes", values: { minutes: 59 } });
    expect(repairAge(ago(60), at)).toEqual({ id: "ro_home_age_hours", values: { hours: 1, minutes: 0 } });
    expect(repairAge(ago(8 * 60 + 5), at)).toEqual({ id: "ro_home_age_hours", values: { hours: 8, minutes: 5 } });
    expect(repairAge(ago(24 * 60 - 1), at)).toEqual({ id: "ro_home_age_hours", values: { hours: 23, minutes: 59 } });
    expect(repairAge(ago(24 * 60), at)).toEqual({ id: "ro_home_age_days", values: { days: 1, hours: 0 } });
    expect(repairAge(ago(3 * 24 * 60 + 7 * 60 + 59), at)).toEqual({ id: "ro_home_age_days", values: { days: 3, hours: 7 } });
  });

  it("counts whole minutes only, and a report ahead of the clock as 0 minutes", () => {
    expect(repairAge(new Date(at - 59_999), at)).toEqual({ id: "ro_home_age_minutes", values: { minutes: 0 } });
    expect(repairAge(ago(-30), at)).toEqual({ id: "ro_home_age_minutes", values: { minutes: 0 } });
    expect(repairAge("not a time", at)).toEqual({ id: "ro_home_age_minutes", values: { minutes: 0 } });
  });
});

describe("isNewerVersion", () => {
  it("is true only for a version after the one read", () => {
    expect(isNewerVersion(1001, 1000)).toBe(true);
    expect(isNewerVersion(1000, 1000)).toBe(false);
    expect(isNewerVersion(999, 1000)).toBe(false);
    expect(isNewerVersion(1001, undefined)).toBe(false);
  });
});
