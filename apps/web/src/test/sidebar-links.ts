// The sidebar's links as [text, href], in order: what AppSidebar's unit test and the end-to-end
// navigation spec (e2e/specs/navigation.spec.ts) both expect each role to see, with mails kept
// in the outbox (no SMTP server), as in the end-to-end suite.

type SidebarLink = [text: string, href: string];

// The logo's link home opens the sidebar's navigation.
const home: SidebarLink = ['Cogniplay', '/'];

const study: SidebarLink[] = [
  ['Participants', '/participants'],
  ['Assessments', '/assessments'],
  ['Statistics', '/statistics'],
];

const games: SidebarLink[] = [
  ['Hand gesture', '/games/hand-gesture'],
  ['Rule finding', '/games/rule-finding'],
];

export const SIDEBAR_LINKS: Record<'admin' | 'researcher' | 'noRole', SidebarLink[]> = {
  admin: [
    home,
    ['Research institutes', '/admin/research-institutes'],
    ['Browse', '/admin/research-institutes'],
    ['Create', '/admin/research-institutes/create'],
    ['Schools', '/admin/schools'],
    ['Browse', '/admin/schools'],
    ['Create', '/admin/schools/create'],
    ['Audit log', '/admin/audit'],
    ['Outbox', '/admin/outbox'],
    ...study,
    ...games,
  ],
  researcher: [
    home,
    ['Schools', '/r/schools'],
    ['Browse', '/r/schools'],
    ['Create', '/r/schools/create'],
    ...study,
    ...games,
  ],
  noRole: [home],
};
