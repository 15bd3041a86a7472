import type { HeadersArgs } from 'react-router';

/**
 * A page that counts a view of a home says which, in a header of its answer, so that the same
 * page answered again from the server's cache still counts it (ADR 0073). The server takes the
 * header off before the answer leaves.
 */
export const COUNTS_VIEW_HEADER = 'X-Counts-View-Of';

export function countsViewOf(homeId: number) {
  return { [COUNTS_VIEW_HEADER]: String(homeId) };
}

/** A route's `headers` that also passes its loader's counted view on to the document. */
export function withCountedView(headers: (args: HeadersArgs) => Headers) {
  return (args: HeadersArgs) => {
    const answer = headers(args);
    const homeId = args.loaderHeaders.get(COUNTS_VIEW_HEADER);
    if (homeId) answer.set(COUNTS_VIEW_HEADER, homeId);
    return answer;
  };
}
