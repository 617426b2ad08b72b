/**
 * Whether a text from an address (`?id=`) can name a record: a positive whole number within the
 * server's ids (below 2^31). A page treats any other text as no record, rather than asking the
 * server and showing its "invalid request".
 */
export const isRecordId = (text: string): boolean => /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647;
