import { expect, test } from '@playwright/test';
import { seriousViolations, settled } from '../support/accessibility';
import { openFirstEditor } from '../support/admin';
import { signIn } from '../support/auth';
import { consoleErrors } from '../support/consoleErrors';
import { ADMIN_SCREEN_PATHS } from '../support/sitePages';

// Every admin screen, opened as staff open it and then with its first editor open, is checked in
// one visit for what would fail anyone using it: a console error (what is normal says none: a
// record without a draft, an empty list, a screen just opened) and a serious or critical
// accessibility violation. The public pages are held to the same in accessibility/axe.spec.ts and
// server-rendering/server-html.spec.ts.
for (const path of ADMIN_SCREEN_PATHS) {
  test(`admin screen ${path} logs no console error and has no serious or critical accessibility violation, with an editor open`, async ({
    page,
  }) => {
    await signIn(page);
    const errors = consoleErrors(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    if (await openFirstEditor(page)) {
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    }
    expect(errors).toEqual([]);
  });
}
