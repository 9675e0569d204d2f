import type { GamePageTitleKey } from '@/features/games/registry';

/** The page titles of common.json's `pageTitle` section; routes name theirs in `staticData`. */
export type PageTitleKey =
  | 'login'
  | 'notFound'
  | 'error'
  | 'home'
  | 'unauthorized'
  | 'acceptInvitation'
  | 'admin'
  | 'audit'
  | 'outbox'
  | 'researcher'
  | 'mySchools'
  | 'researchInstitutes'
  | 'researchInstitute'
  | 'addResearchInstitute'
  | 'schools'
  | 'school'
  | 'addSchool'
  | 'staffMember'
  | 'staffInvitation'
  | 'participants'
  | 'participant'
  | 'addParticipant'
  | 'importParticipants'
  | 'statistics'
  | GamePageTitleKey
  | 'assessments'
  | 'assessment'
  | 'assessmentNew'
  | 'assessmentEdit'
  | 'session'
  | 'sessionsPrint';

/** What the title rule needs of a matched route. */
export interface TitledMatch {
  status: string;
  /** The router marks the route that shows its global not-found screen so. */
  _notFound?: boolean;
  staticData: { pageTitle?: PageTitleKey };
}

/**
 * The title of the page the matches show: 'notFound' or 'error' when a match ended so, else the
 * deepest route's own title; undefined while no matched route names one (the app's name alone).
 */
export function pageTitleKey(matches: readonly TitledMatch[]): PageTitleKey | undefined {
  if (matches.some((match) => match._notFound || match.status === 'notFound')) {
    return 'notFound';
  }
  if (matches.some((match) => match.status === 'error')) return 'error';
  return matches.findLast((match) => match.staticData.pageTitle)?.staticData.pageTitle;
}
