/** One message in both interface languages (the shape of the shared contract's catalogues). */
export type MessagePair = { readonly en: string; readonly zh: string };

/** The messages of one feature or shared part, by message id. */
export type Messages = Readonly<Record<string, MessagePair>>;

/** Messages beside the code that shows them: each id with its English and Chinese text, side by side. */
export function defineMessages<const M extends Record<string, MessagePair>>(messages: M): M {
  return messages;
}
