/**
 * A part of a page that the page can do without (figures, a sidebar, a price history): when its
 * query fails (the statement timeout under load, ADR 0027), the page answers with `fallback`
 * instead of failing whole, and the server's log says in one line what was left out (ADR 0098).
 */
export async function optionalPart<T>(what: string, part: Promise<T>, fallback: T): Promise<T> {
  try {
    return await part;
  } catch (error) {
    console.error(`${what} could not be loaded, left out of the page: ${String(error)}`);
    return fallback;
  }
}
