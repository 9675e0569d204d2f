import type { LucideIcon } from 'lucide-react';
import {
  Building2,
  ChartColumn,
  ClipboardList,
  FlaskConical,
  Hand,
  Puzzle,
  UserRound,
} from 'lucide-react';
import type { LinkProps } from '@tanstack/react-router';
import type { ParseKeys } from 'i18next';
import type { Role } from '@cogniplay/contract';
import type { NavEntryKind } from './nav-active';

/** A text of the `common` namespace. */
type LabelKey = ParseKeys<'common'>;

export type NavEntry = { labelKey: LabelKey; to: LinkProps['to'] & string; kind: NavEntryKind };

/** One sidebar item: a link with an icon, and optionally Browse/Create entries below it. */
export type NavItem = {
  labelKey: LabelKey;
  icon: LucideIcon;
  to: LinkProps['to'] & string;
  entries?: NavEntry[];
};

/** A sidebar group, shown when the user holds one of `roles`, or to everyone without `roles`. */
export type NavGroup = { id: string; labelKey: LabelKey; roles?: Role[]; items: NavItem[] };

/** The lists whose item has Browse and Create entries; Create is the list's path + `/create`. */
type BrowseCreatePath = '/admin/research-institutes' | '/admin/schools' | '/r/schools';

/** An item that opens a list, with Browse (the list) and Create entries below it. */
function browseAndCreate(labelKey: LabelKey, icon: LucideIcon, to: BrowseCreatePath): NavItem {
  return {
    labelKey,
    icon,
    to,
    entries: [
      { labelKey: 'nav.browse', kind: 'browse', to },
      { labelKey: 'nav.create', kind: 'create', to: `${to}/create` },
    ],
  };
}

/** The sidebar's groups and the roles that see them. New areas add their group or item here. */
export const NAV_GROUPS: NavGroup[] = [
  {
    id: 'admin',
    labelKey: 'nav.groups.admin',
    roles: ['admin'],
    items: [
      browseAndCreate('nav.researchInstitutes', FlaskConical, '/admin/research-institutes'),
      browseAndCreate('nav.schools', Building2, '/admin/schools'),
    ],
  },
  {
    id: 'researcher',
    labelKey: 'nav.groups.researcher',
    roles: ['researcher'],
    items: [browseAndCreate('nav.schools', Building2, '/r/schools')],
  },
  {
    // One link each: a Browse entry is active on every path below it unless the path contains
    // 'create', so it would stay active on /participants/add; the list page has an 'Add' button.
    id: 'study',
    labelKey: 'nav.groups.study',
    roles: ['admin', 'researcher'],
    items: [
      { labelKey: 'nav.participants', icon: UserRound, to: '/participants' },
      { labelKey: 'nav.assessments', icon: ClipboardList, to: '/assessments' },
      { labelKey: 'nav.statistics', icon: ChartColumn, to: '/statistics' },
    ],
  },
  {
    id: 'games',
    labelKey: 'nav.groups.games',
    roles: ['admin', 'researcher'],
    items: [
      { labelKey: 'nav.handGesture', icon: Hand, to: '/games/hand-gesture' },
      { labelKey: 'nav.ruleFinding', icon: Puzzle, to: '/games/rule-finding' },
    ],
  },
];

/** The groups a user with `roles` sees. */
export function visibleNavGroups(groups: readonly NavGroup[], roles: readonly Role[]): NavGroup[] {
  return groups.filter((group) => !group.roles || group.roles.some((role) => roles.includes(role)));
}
