import { expect, type Locator, type Page } from '@playwright/test';
import { pngFile } from './images';

/**
 * Adds a team member with a photo of this colour, described as staff would (the editor saves no
 * undescribed picture), through the about screen's team list, as an administrator would.
 */
export async function addTeamMember(
  team: Locator,
  member: { name: string; description: string; photo: { file: string; color: string; alt: string } },
): Promise<void> {
  await team.getByRole('button', { name: 'Add team member' }).click();
  await team.getByLabel('Name and title').fill(member.name);
  await team.getByLabel('Description').fill(member.description);
  await team
    .getByLabel('Photo', { exact: true })
    .setInputFiles(await pngFile(member.photo.file, member.photo.color));
  await team.getByLabel('Description of Photo').fill(member.photo.alt);
  await team.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(team.getByText('Team member added successfully')).toBeVisible();
}

/** Opens the first editor of an admin screen (its first 'Edit …' or 'Add …' button); false when it has none. */
export async function openFirstEditor(page: Page): Promise<boolean> {
  const opener = page
    .getByRole('main')
    .getByRole('button', { name: /^(Edit|Add) / })
    .first();
  if (!(await opener.count())) return false;
  await opener.click();
  return true;
}
