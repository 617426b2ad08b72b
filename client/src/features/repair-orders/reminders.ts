/** The reminder form's values: a preset number of minutes, or `custom` with the minutes typed. */
export type ReminderValues = { preset: string; custom: string };

/** The minutes the form asks for (NaN when the custom text is no number, which the shared rule refuses). */
export function reminderMinutesOf(values: ReminderValues): number {
  const text = values.preset === "custom" ? values.custom.trim() : values.preset;
  return text === "" ? Number.NaN : Number(text);
}
