import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { MailDelivery } from '@cogniplay/contract';
import {
  Sidebar,
  SidebarContent,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarMenuSub,
  SidebarMenuSubButton,
  SidebarMenuSubItem,
  SidebarRail,
  useSidebar,
} from '@/components/ui/sidebar';
import { isNavEntryActive } from './nav-active';
import { NAV_GROUPS, visibleNavGroups, type NavItem, type NavRole } from './nav-config';

type AppSidebarProps = {
  roles: readonly NavRole[];
  /** Where the server's mails go: admins find the Outbox only while mails are kept there. */
  mailDelivery?: MailDelivery | undefined;
};

/** The navigation sidebar: a group shows when the user holds one of its roles. */
export function AppSidebar({ roles, mailDelivery }: AppSidebarProps) {
  const { t } = useTranslation();
  const groups = visibleNavGroups(NAV_GROUPS, roles, mailDelivery);

  return (
    <Sidebar
      collapsible="icon"
      mobileTitle={t('nav.title')}
      mobileDescription={t('nav.description')}
    >
      {/* One landmark for the home link and the groups (axe: all content in landmarks). */}
      <nav aria-label={t('nav.label')} className="flex min-h-0 flex-1 flex-col">
        <SidebarHeader>
          <SidebarMenu>
            <SidebarMenuItem>
              <SidebarMenuButton asChild size="lg" tooltip={t('appName')}>
                <Link to="/" activeOptions={{ exact: true }}>
                  <img src="/logo.svg" alt="" className="size-8 shrink-0" />
                  <span className="text-base font-semibold">{t('appName')}</span>
                </Link>
              </SidebarMenuButton>
            </SidebarMenuItem>
          </SidebarMenu>
        </SidebarHeader>
        <SidebarContent>
          {groups.map((group) => (
            <SidebarGroup key={group.id} data-testid={`nav-group-${group.id}`}>
              <SidebarGroupLabel>{t(group.labelKey)}</SidebarGroupLabel>
              <SidebarMenu>
                {group.items.map((item) => (
                  <NavMenuItem key={item.to} item={item} />
                ))}
              </SidebarMenu>
            </SidebarGroup>
          ))}
        </SidebarContent>
      </nav>
      <SidebarRail label={t('header.toggleSidebar')} />
    </Sidebar>
  );
}

function NavMenuItem({ item }: { item: NavItem }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  const closeMobile = () => {
    if (isMobile) setOpenMobile(false);
  };
  const label = t(item.labelKey);
  const active = item.entries
    ? item.entries.some((entry) => isNavEntryActive(entry.kind, entry.to, pathname))
    : isNavEntryActive('browse', item.to, pathname);

  return (
    <SidebarMenuItem>
      <SidebarMenuButton
        asChild
        tooltip={label}
        isActive={active && !item.entries}
        className={item.entries && active ? 'font-medium' : undefined}
      >
        <Link to={item.to} onClick={closeMobile} activeOptions={{ exact: true }}>
          <item.icon aria-hidden="true" />
          <span>{label}</span>
        </Link>
      </SidebarMenuButton>
      {item.entries && (
        <SidebarMenuSub>
          {item.entries.map((entry) => {
            const entryActive = isNavEntryActive(entry.kind, entry.to, pathname);
            return (
              <SidebarMenuSubItem key={entry.to}>
                <SidebarMenuSubButton asChild isActive={entryActive}>
                  <Link to={entry.to} onClick={closeMobile} activeOptions={{ exact: true }}>
                    <span>{t(entry.labelKey)}</span>
                  </Link>
                </SidebarMenuSubButton>
              </SidebarMenuSubItem>
            );
          })}
        </SidebarMenuSub>
      )}
    </SidebarMenuItem>
  );
}
