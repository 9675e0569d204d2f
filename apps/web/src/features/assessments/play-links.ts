import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { SessionWithLink } from '@cogniplay/contract';

/**
 * Play links live only in this tab's memory (the query cache): the server keeps just a hash of
 * each token, so a link is shown when it is made — on the session page right after a start or a
 * new link, on the printable sheet after a start or "Print again" — and never written to any
 * storage. After a reload they are gone: the session page offers "New link", the sheet "Print
 * again".
 */
const PLAY_LINKS_KEY = ['play-links'] as const;

/** Nothing is fetched: a link not in memory is no longer known (null). */
const notKnown = () => Promise.resolve(null);

export const sessionLinkQueryOptions = (sessionId: number) =>
  queryOptions<SessionWithLink | null>({
    queryKey: [...PLAY_LINKS_KEY, 'session', sessionId],
    queryFn: notKnown,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const startedBatchQueryOptions = (batch: number) =>
  queryOptions<SessionWithLink[] | null>({
    queryKey: [...PLAY_LINKS_KEY, 'batch', batch],
    queryFn: notKnown,
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** Keeps the links for as long as the tab lives (not the 5 minutes of other cached data). */
function keepLinks(queryClient: QueryClient) {
  queryClient.setQueryDefaults(PLAY_LINKS_KEY, { staleTime: Infinity, gcTime: Infinity });
}

/** Remembers a session's fresh link for its page. */
export function rememberSessionLink(queryClient: QueryClient, session: SessionWithLink) {
  keepLinks(queryClient);
  queryClient.setQueryData(sessionLinkQueryOptions(session.id).queryKey, session);
}

/** Forgets a session's link (it was revoked or replaced). */
export function forgetSessionLink(queryClient: QueryClient, sessionId: number) {
  queryClient.setQueryData(sessionLinkQueryOptions(sessionId).queryKey, null);
}

/** Remembers the links of a start's sheet (after the start, or "Print again") for the sheet. */
export function rememberBatch(
  queryClient: QueryClient,
  batch: number,
  sessions: SessionWithLink[],
): void {
  keepLinks(queryClient);
  queryClient.setQueryData(startedBatchQueryOptions(batch).queryKey, sessions);
  for (const session of sessions) rememberSessionLink(queryClient, session);
}
