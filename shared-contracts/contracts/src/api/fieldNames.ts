/**
 * The spec's names of each kind of record's title, description and image fields. The schemas
 * (shared-contracts/schemas) and the editors both read them here, so a name is written once.
 */
export const FIELD_NAMES = {
  sectionHero: { title: 'herotitle', description: 'herodescription', image: 'heroimg' },
  contactHero: { title: 'contacttitle', description: 'contactdescription', image: 'heroimg' },
  aboutUs: { title: 'aboutustitle', description: 'aboutusdescription', image: 'aboutusimg' },
  whyChooseUs: { title: 'whychooseustitle', description: 'whychooseusdescription', image: 'whychooseusimg' },
  teamMember: { title: 'teamtitle', description: 'teamdescription', image: 'teamimg' },
  service: { title: 'servicetitle', description: 'servicedescription', image: 'serviceimg' },
  blog: { title: 'blogtitle', description: 'blogdescription', image: 'blogimg' },
} as const;

/**
 * The multipart fields of a blog's detailed content besides its texts: the repeated media files,
 * and the JSON text of the media's new positions and captions.
 */
export const DETAILED_BLOG_FIELDS = { media: 'media', mediaUpdates: 'mediaUpdates' } as const;
