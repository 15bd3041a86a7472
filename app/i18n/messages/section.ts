/** A section's Japanese texts: every key of its English texts, each a string. */
export type Translations<T> = { [K in keyof T]: string };
