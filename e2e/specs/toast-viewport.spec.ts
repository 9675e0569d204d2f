// Toasts are where a person can read them: inside the screen on a phone as on a desktop.
import { expect, openSignedIn, SIGNED_IN, test } from '../support/signed-in.ts';

test.use({ storageState: SIGNED_IN.admin });

for (const width of [390, 1440]) {
  test(`an error toast lies inside the screen at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await openSignedIn(page, '/admin/research-institutes/create');
    await page.getByLabel('Institute name').fill('   ');
    await page.getByRole('button', { name: 'Create Institute' }).click();
    // The toast itself, in the notifications list; its screen-reader announcement is a copy.
    const toast = page
      .getByRole('region', { name: /^Notifications/ })
      .getByRole('listitem')
      .filter({ hasText: 'Institute name is required' });
    await expect(toast).toBeVisible();
    await expect(toast).toBeInViewport({ ratio: 1 });
    const box = await toast.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  });
}
