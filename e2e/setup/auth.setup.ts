// Once per run, before the specs (the 'setup' project): each demo account signs in through the
// real login page, and its browser's state is saved for the specs that start signed in
// (support/signed-in.ts; why this way: e2e/README.md).
import fs from 'node:fs';
import path from 'node:path';
import { expect, test as setup } from '@playwright/test';
import { admin, researcher } from '../support/demo-accounts.ts';
import { SIGNED_IN, type Role } from '../support/signed-in.ts';
import { signIn } from '../support/sign-in.ts';

/** The language i18next kept (cookie and localStorage): each test's comes from its locale. */
const isLanguage = (name: string) => name === 'i18next' || name === 'i18nextLng';

for (const [role, account] of [
  ['admin', admin],
  ['researcher', researcher],
] as [Role, typeof admin][]) {
  setup(`the ${role} signs in through the login page`, async ({ page, context }) => {
    await signIn(page, account);
    await expect(page.getByTestId('sign-out')).toBeVisible();
    // Cookies (the provider's session) and localStorage (the signed-in hint). The tab's
    // sessionStorage, with its tokens, stays behind: see e2e/README.md.
    const state = await context.storageState();
    fs.mkdirSync(path.dirname(SIGNED_IN[role]), { recursive: true });
    fs.writeFileSync(
      SIGNED_IN[role],
      JSON.stringify({
        cookies: state.cookies.filter((cookie) => !isLanguage(cookie.name)),
        origins: state.origins.map((origin) => ({
          ...origin,
          localStorage: origin.localStorage.filter((entry) => !isLanguage(entry.name)),
        })),
      }),
    );
  });
}
