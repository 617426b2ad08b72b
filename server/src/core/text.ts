/**
 * At most `max` UTF-16 units of a text, never ending in the first half of a surrogate pair: a
 * name cut for a column (an emoji at the cut) stays valid Unicode, where `slice` would leave a
 * lone surrogate that PostgreSQL and JSON readers turn into U+FFFD or refuse.
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}
