/** The dashboard's 'Pictures to describe' and its setting, in words. */
export const PICTURES_TEXTS = {
  heading: 'Pictures to describe',
  intro:
    'Published pictures that nobody described or marked decorative: visitors who cannot see them learn nothing from them. Open each one’s editor to describe it.',
  empty: 'Every published picture is described or marked decorative.',
  loadError: 'Failed to load the pictures to describe',
  describe: (where: string, label: string) => `Describe ${label} (${where})`,
  setting: 'Refuse pictures without a description',
  settingHint:
    'The server then refuses to save or publish a new picture that is neither described nor marked decorative, from the admin area and from the API.',
  settingLoadError: 'Failed to load the picture description setting',
  settingSaveError: 'Failed to save the picture description setting',
  turnedOn: 'Saved successfully: pictures without a description are now refused',
  turnedOff: 'Saved successfully: pictures without a description are accepted again',
} as const;
