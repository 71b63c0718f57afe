// TypeBox's functions one by one, so the home page carries only the few it uses.
import * as Type from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { blog, contentKind, pictureProperties, service } from '@academy/contracts';

/** The home page's numbered slots (1-3) reuse the service and blog fields. */
const slotPosition = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]);
export const homeServiceSlot = contentKind(service.fields, { position: slotPosition });
export const homeBlogSlot = contentKind(blog.fields, { position: slotPosition });

/** One picture of the gallery, with its description (`imagePathAlt`), decorative choice and focal point. */
export const galleryImage = Type.Object({
  _id: Type.String(),
  imagePath: Type.String(),
  ...pictureProperties('imagePath'),
});

export type HomeServiceSlot = Static<typeof homeServiceSlot.record>;
export type HomeBlogSlot = Static<typeof homeBlogSlot.record>;
export type GalleryImage = Static<typeof galleryImage>;
