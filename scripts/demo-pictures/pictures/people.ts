import type { Appearance, HairStyle } from './figure';
import { HAIR_COLOURS, SKIN_TONES, pick } from './palette';

const HAIR_STYLES: HairStyle[] = ['short', 'ponytail', 'cropped', 'bun'];

/**
 * The `index`-th person of a picture drawn with `variant`: neighbouring people and neighbouring
 * variants get different skin, hair and hair styles (the strides are prime to each list's length).
 */
export function person(
  variant: number,
  index: number,
  belt: string,
  extra: Partial<Appearance> = {},
): Appearance {
  const hairStyle = pick(HAIR_STYLES, variant + index * 3);
  return {
    skin: pick(SKIN_TONES, variant * 3 + index * 2),
    hair: pick(HAIR_COLOURS, variant * 5 + index),
    hairStyle,
    belt,
    beard: !extra.child && hairStyle === 'cropped' && (variant + index) % 2 === 0,
    ...extra,
  };
}
