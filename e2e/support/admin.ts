import { expect, type Locator } from '@playwright/test';
import { pngFile } from './images';

/** Adds a team member with a photo of this colour through the about screen's team list, as an administrator would. */
export async function addTeamMember(
  team: Locator,
  member: { name: string; description: string; photo: { file: string; color: string } },
): Promise<void> {
  await team.getByRole('button', { name: 'Add team member' }).click();
  await team.getByLabel('Name and title').fill(member.name);
  await team.getByLabel('Description').fill(member.description);
  await team.getByLabel('Photo').setInputFiles(await pngFile(member.photo.file, member.photo.color));
  await team.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(team.getByText('Team member added successfully')).toBeVisible();
}
