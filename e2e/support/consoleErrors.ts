import type { Page } from '@playwright/test';

/**
 * Every console error (a failed load's 'Failed to load resource: 404' among them) and uncaught
 * error the page has from now on, each with the address it happened at: a spec expects none.
 */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}
