import type { LucideIcon } from 'lucide-react';
import {
  Building2,
  ChartColumn,
  ClipboardList,
  FlaskConical,
  Inbox,
  School,
  ScrollText,
  UserRound,
} from 'lucide-react';
import type { LinkProps } from '@tanstack/react-router';
import type { ParseKeys } from 'i18next';
import type { GameSlug, MailDelivery, Role } from '@cogniplay/contract';
import { gamePath, webGames } from '@/features/games/registry';
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
  /** Listed only while the server keeps its mails in the outbox (no SMTP server). */
  outboxOnly?: boolean;
};

/**
 * Who sees a group: a platform role, or `schoolStaff`, someone on a school's staff (which the
 * user context says: staff have no role in their token).
 */
export type NavRole = Role | 'schoolStaff';

/** A sidebar group, shown when the user holds one of `roles`, or to everyone without `roles`. */
export type NavGroup = { id: string; labelKey: LabelKey; roles?: NavRole[]; items: NavItem[] };

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

/** An item that is one link. */
function link(labelKey: LabelKey, icon: LucideIcon, to: NavItem['to']): NavItem {
  return { labelKey, icon, to };
}

type NavGroupId = 'admin' | 'researcher' | 'school' | 'study' | 'games';

/** A group titled `nav.groups.{id}`, seen by the holders of `roles`. */
function group(id: NavGroupId, roles: NavRole[], items: NavItem[]): NavGroup {
  return { id, labelKey: `nav.groups.${id}`, roles, items };
}

/** The sidebar's groups and the roles that see them. New areas add their group or item here. */
export const NAV_GROUPS: NavGroup[] = [
  group(
    'admin',
    ['admin'],
    [
      browseAndCreate('nav.researchInstitutes', FlaskConical, '/admin/research-institutes'),
      browseAndCreate('nav.schools', Building2, '/admin/schools'),
      link('nav.audit', ScrollText, '/admin/audit'),
      { ...link('nav.outbox', Inbox, '/admin/outbox'), outboxOnly: true },
    ],
  ),
  group('researcher', ['researcher'], [browseAndCreate('nav.schools', Building2, '/r/schools')]),
  group('school', ['schoolStaff'], [link('nav.mySchools', School, '/s')]),
  // One link each: a Browse entry is active on every path below it unless the path contains
  // 'create', so it would stay active on /participants/add; the list page has an 'Add' button.
  group(
    'study',
    ['admin', 'researcher'],
    [
      link('nav.participants', UserRound, '/participants'),
      link('nav.assessments', ClipboardList, '/assessments'),
      link('nav.statistics', ChartColumn, '/statistics'),
    ],
  ),
  group(
    'games',
    ['admin', 'researcher'],
    Object.entries(webGames).map(([slug, game]) =>
      link(game.navLabelKey, game.icon, gamePath(slug as GameSlug)),
    ),
  ),
];

/** The groups a user with `roles` sees, and their items while mails go where `mailDelivery` says. */
export function visibleNavGroups(
  groups: readonly NavGroup[],
  roles: readonly NavRole[],
  mailDelivery?: MailDelivery,
): NavGroup[] {
  return groups
    .filter((group) => !group.roles || group.roles.some((role) => roles.includes(role)))
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => !item.outboxOnly || mailDelivery === 'outbox'),
    }));
}
