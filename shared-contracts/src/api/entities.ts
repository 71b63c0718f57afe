/**
 * The records of the content API. Field names are the spec's; every record carries a string `_id`.
 * Image fields hold either an absolute http(s) URL or a path relative to the API origin
 * (see `resolveImageUrl`).
 */

export interface AdminUser {
  _id: string;
  name: string;
  email: string;
}

export interface DashboardHero {
  name: string;
  logo: string;
}

export interface PrivacyPolicy {
  /** Sanitised HTML. */
  content: string;
}

export interface ContactInfo {
  address: string;
  phone: string;
  email: string;
  /** One allow-listed map `<iframe>`, or empty. */
  mapEmbed: string;
}

export interface SectionHero {
  _id: string;
  herotitle: string;
  herodescription: string;
  heroimg: string;
}

export interface ContactHero {
  _id: string;
  contacttitle: string;
  contactdescription: string;
  heroimg: string;
}

export interface AboutUs {
  _id: string;
  aboutustitle: string;
  aboutusdescription: string;
  aboutusimg: string;
}

export interface WhyChooseUs {
  _id: string;
  whychooseustitle: string;
  whychooseusdescription: string;
  whychooseusimg: string;
}

export type SlotPosition = 1 | 2 | 3;

export interface HomeServiceSlot {
  _id: string;
  position: SlotPosition;
  servicetitle: string;
  servicedescription: string;
  serviceimg: string;
}

export interface HomeBlogSlot {
  _id: string;
  position: SlotPosition;
  blogtitle: string;
  blogdescription: string;
  blogimg: string;
}

export interface GalleryImage {
  _id: string;
  imagePath: string;
}

export interface TeamMember {
  _id: string;
  teamtitle: string;
  teamdescription: string;
  teamimg: string;
}

export interface Service {
  _id: string;
  servicetitle: string;
  servicedescription: string;
  serviceimg: string;
}

export interface Blog {
  _id: string;
  blogtitle: string;
  blogdescription: string;
  blogimg: string;
  /** ISO 8601. */
  createdAt: string;
}

export interface BlogMedia {
  _id: string;
  /** 'image'; anything else is shown as a video. */
  type: string;
  url: string;
  caption: string;
  position: number;
}

export interface DetailedBlog {
  _id: string;
  blogId: string;
  subtitle: string;
  subDescription: string;
  /** Text; line breaks separate paragraphs. */
  content: string;
  media: BlogMedia[];
}

export interface ContactSubmission {
  _id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  /** ISO 8601. */
  createdAt: string;
  contacted: boolean;
}
