/** The fixed 18-colour avatar palette (spec part 1 section 2). */
export const AVATAR_PALETTE = [
  '#F44336',
  '#FF4081',
  '#9C27B0',
  '#673AB7',
  '#3F51B5',
  '#2196F3',
  '#03A9F4',
  '#00BCD4',
  '#009688',
  '#4CAF50',
  '#8BC34A',
  '#CDDC39',
  '#FFC107',
  '#FF9800',
  '#FF5722',
  '#795548',
  '#9E9E9E',
  '#607D8B',
] as const;

/** Default lightening of the text colour relative to the background. */
export const AVATAR_TEXT_LIGHTEN = 80;

/**
 * Initials: the first letter of each word (split on spaces and hyphens); with more than
 * 3 letters and an uppercase one present, lowercase letters are dropped; cut to 3; uppercased.
 */
export function avatarInitials(name: string): string {
  let initials = name
    .split(/[ -]/)
    .map((part) => part.charAt(0))
    .join('');
  if (initials.length > 3 && /[A-Z]/.test(initials)) {
    initials = initials.replace(/[a-z]+/g, '');
  }
  return initials.slice(0, 3).toUpperCase();
}

/** Adds `amount` to each RGB channel of a #rrggbb colour, clamped to 0-255. */
export function lightenColor(hex: string, amount: number): string {
  const value = Number.parseInt(hex.replace(/^#/, ''), 16);
  const channel = (shift: number) => Math.min(255, Math.max(0, ((value >> shift) & 0xff) + amount));
  const rgb = (channel(16) << 16) | (channel(8) << 8) | channel(0);
  return `#${rgb.toString(16).padStart(6, '0').toUpperCase()}`;
}

/** Background from the palette by name length modulo 18; text is the background lightened by 80. */
export function avatarColors(name: string, lighten: number = AVATAR_TEXT_LIGHTEN): { background: string; color: string } {
  const background = AVATAR_PALETTE[name.length % AVATAR_PALETTE.length];
  return { background, color: lightenColor(background, lighten) };
}
