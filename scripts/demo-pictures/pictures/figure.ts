import { darker } from './colour';
import { GI, INK } from './palette';
import {
  type Point,
  add,
  circle,
  circleSegment,
  direction,
  el,
  group,
  lerp,
  polygon,
  scale,
  stroke,
} from './svg';

/**
 * A karateka in a white gi, drawn as a flat puppet: a jacket, limbs with sleeves and trousers,
 * a belt with its knot and tails, a head with hair. One drawing, posed by parameters (where each
 * hand and foot goes), so every scene's people look like the same family.
 *
 * Figure units: an adult stands about 600 tall; x grows forwards (the way the figure faces),
 * y grows downwards, the hips are at 0,0.
 */

export type HairStyle = 'short' | 'bun' | 'ponytail' | 'cropped';

export interface Appearance {
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  belt: string;
  /** A child: shorter limbs and a larger head. */
  child?: boolean;
  beard?: boolean;
  /** Sparring mitts: fists in this colour instead of bare hands. */
  mitts?: string;
  /** The whole figure in this one colour (but for the belt), without a face: a silhouette for the logo. */
  silhouette?: string;
}

/**
 * Where a hand or foot goes, relative to its shoulder or hip, and which way its elbow or knee
 * bends (+1 forwards for a knee, which for an arm stretched forward means upwards).
 */
export interface Limb {
  to: Point;
  bend: 1 | -1;
  /** The foot's angle, in degrees from straight down towards forward; 90 (flat, pointing forward) if omitted. */
  foot?: number;
}

export interface Pose {
  /** 'side' for a figure seen in profile (3/4, really); 'front' for one facing the viewer. */
  view: 'side' | 'front';
  /** Forward lean of the back, degrees. */
  lean?: number;
  /** In side view, `near` is the arm or leg on the viewer's side; in front view it is the figure's left (on the picture's right). */
  nearArm: Limb;
  farArm: Limb;
  nearLeg: Limb;
  farLeg: Limb;
}

export interface Placement {
  /** x of the hips, and y of the floor under the lowest foot or knee (or of the hips, when anchored there). */
  at: Point;
  anchor?: 'floor' | 'hips';
  scale: number;
  /** 1 faces right, -1 faces left. */
  facing?: 1 | -1;
}

const ADULT = { torso: 185, upperArm: 118, forearm: 108, thigh: 158, shin: 150, foot: 50, head: 40 };
const CHILD = { torso: 170, upperArm: 108, forearm: 98, thigh: 140, shin: 132, foot: 44, head: 50 };
type Body = typeof ADULT;

const WIDTH = { sleeve: 42, wrist: 20, fist: 17, mitt: 22, trousers: 54, ankle: 24, foot: 22, outline: 5 };
const TORSO_HALF_WIDTH = {
  front: { shoulder: 62, waist: 50, skirt: 56 },
  side: { shoulder: 50, waist: 40, skirt: 50 },
};
const SKIRT = 62;
const SLEEVE_COVERS = 0.72;
const TROUSERS_COVER = 0.86;

/** The colours one figure is painted in. */
interface Paint {
  cloth: string;
  clothFar: string;
  line: string;
  skin: string;
  skinFar: string;
  hair: string;
  belt: string;
  beltLine: string;
  fist: string;
  face: boolean;
}

function paintOf(appearance: Appearance): Paint {
  const one = appearance.silhouette;
  if (one) {
    return {
      cloth: one,
      clothFar: one,
      line: one,
      skin: one,
      skinFar: one,
      hair: one,
      belt: appearance.belt,
      beltLine: appearance.belt,
      fist: one,
      face: false,
    };
  }
  return {
    cloth: GI.cloth,
    clothFar: GI.shade,
    line: GI.line,
    skin: appearance.skin,
    skinFar: darker(appearance.skin, 0.1),
    hair: appearance.hair,
    belt: appearance.belt,
    beltLine: darker(appearance.belt, 0.35),
    fist: appearance.mitts ?? appearance.skin,
    face: true,
  };
}

/** Elbow or knee, and the hand or ankle, reaching from `root` by `offset` (clamped to the limb's reach). */
function reach(root: Point, offset: Point, first: number, second: number, bend: 1 | -1): [Point, Point] {
  const [dx, dy] = offset;
  const wanted = Math.hypot(dx, dy) || 1;
  const distance = Math.min(Math.max(wanted, Math.abs(first - second) + 1), first + second - 0.01);
  const end = add(root, scale([dx, dy], distance / wanted));
  const cosine = (first * first + distance * distance - second * second) / (2 * first * distance);
  const angle = Math.atan2(dy, dx) - bend * Math.acos(Math.min(1, Math.max(-1, cosine)));
  return [add(root, [Math.cos(angle) * first, Math.sin(angle) * first]), end];
}

/** A limb drawn twice: a slightly wider outline under the cloth keeps white on white readable. */
const outlined = (points: readonly Point[], width: number, colour: string, line: string) =>
  stroke(points, width + WIDTH.outline, line) + stroke(points, width, colour);

function arm(shoulder: Point, limb: Limb, body: Body, paint: Paint, far: boolean, mitts: boolean): string {
  const [elbow, hand] = reach(shoulder, limb.to, body.upperArm, body.forearm, limb.bend);
  const cuff = lerp(elbow, hand, SLEEVE_COVERS);
  const skin = far ? paint.skinFar : paint.skin;
  const fist = mitts ? paint.fist : skin;
  return [
    stroke([cuff, hand], WIDTH.wrist, skin),
    outlined([shoulder, elbow, cuff], WIDTH.sleeve, far ? paint.clothFar : paint.cloth, paint.line),
    circle(hand, mitts ? WIDTH.mitt : WIDTH.fist, fist),
  ].join('');
}

/** A foot seen from the side points where the pose says; seen from the front it is a short rounded shape. */
function footShape(ankle: Point, limb: Limb, body: Body, view: Pose['view'], skin: string): string {
  if (view === 'front') {
    const outwards = Math.sign(limb.to[0]) || 1;
    return el('ellipse', {
      cx: ankle[0] + outwards * 8,
      cy: ankle[1] + 6,
      rx: body.foot * 0.5,
      ry: WIDTH.foot * 0.6,
      fill: skin,
    });
  }
  const toes = add(ankle, scale(direction(limb.foot ?? 90), body.foot));
  const heel = add(ankle, scale(direction(limb.foot ?? 90), -6));
  return stroke([heel, toes], WIDTH.foot, skin);
}

function leg(hip: Point, limb: Limb, body: Body, paint: Paint, view: Pose['view'], far: boolean): string {
  const [knee, ankle] = reach(hip, limb.to, body.thigh, body.shin, limb.bend);
  const hem = lerp(knee, ankle, TROUSERS_COVER);
  const skin = far ? paint.skinFar : paint.skin;
  return [
    stroke([lerp(knee, ankle, 0.7), ankle], WIDTH.ankle, skin),
    footShape(ankle, limb, body, view, skin),
    outlined([hip, knee, hem], WIDTH.trousers, far ? paint.clothFar : paint.cloth, paint.line),
  ].join('');
}

/** The lowest point of the legs (ankles, feet, knees), which stands on the floor. */
function lowestPoint(pose: Pose, body: Body, hips: [Point, Point]): number {
  const points = [pose.nearLeg, pose.farLeg].flatMap((limb, i) => {
    const [knee, ankle] = reach(hips[i], limb.to, body.thigh, body.shin, limb.bend);
    const toes = add(ankle, scale(direction(limb.foot ?? 90), body.foot));
    return [knee[1] + WIDTH.trousers / 2, ankle[1] + WIDTH.foot / 2, toes[1] + WIDTH.foot / 2];
  });
  return Math.max(...points);
}

function jacket(up: Point, across: Point, pose: Pose, body: Body, paint: Paint): string {
  const half = TORSO_HALF_WIDTH[pose.view];
  const at = (along: number, side: number): Point => add(scale(up, along), scale(across, side));
  const shoulder = body.torso - 22;
  const waist = 24;
  // In profile the opening of the jacket and the knot sit towards the front.
  const front = pose.view === 'side' ? half.waist * 0.45 : 0;
  const outline = [
    at(body.torso, -18),
    at(shoulder, -half.shoulder),
    at(waist, -half.waist),
    at(-SKIRT, -half.skirt),
    at(-SKIRT, half.skirt),
    at(waist, half.waist),
    at(shoulder, half.shoulder),
    at(body.torso, 18),
  ];
  const round = { stroke: paint.cloth, 'stroke-width': 14, 'stroke-linejoin': 'round' };
  const neckOpening = [at(body.torso, front - 17), at(body.torso, front + 17), at(body.torso - 70, front)];
  const lapels = [
    stroke([at(body.torso, front + 19), at(waist + 8, front - half.waist * 0.55)], 9, paint.line, {
      'stroke-opacity': 0.55,
    }),
    stroke([at(body.torso, front - 19), at(body.torso - 72, front)], 7, paint.line, {
      'stroke-opacity': 0.45,
    }),
  ];
  const beltBand = [at(waist + 10, -half.waist - 4), at(waist + 10, half.waist + 4)];
  const knot = at(waist + 10, front);
  const tails = [
    [knot, add(knot, add(scale(up, -58), scale(across, -9)))],
    [knot, add(knot, add(scale(up, -52), scale(across, 12)))],
  ] as const;
  return [
    polygon(outline, paint.line, {
      stroke: paint.line,
      'stroke-width': 14 + WIDTH.outline,
      'stroke-linejoin': 'round',
    }),
    polygon(outline, paint.cloth, round),
    polygon(
      [
        at(shoulder, -half.shoulder),
        at(waist, -half.waist),
        at(-SKIRT, -half.skirt),
        at(-SKIRT, -half.skirt * 0.45),
        at(shoulder, -half.shoulder * 0.55),
      ],
      paint.clothFar,
      { 'fill-opacity': 0.8 },
    ),
    polygon(neckOpening, paint.skin),
    ...lapels,
    stroke(beltBand, 20 + 3, paint.beltLine),
    stroke(beltBand, 20, paint.belt),
    ...tails.map((tail) => stroke(tail, 14, paint.beltLine)),
    ...tails.map((tail) => stroke(tail, 11, paint.belt)),
    polygon(
      [add(knot, at(9, -12)), add(knot, at(9, 12)), add(knot, at(-9, 12)), add(knot, at(-9, -12))],
      paint.belt,
      { stroke: paint.beltLine, 'stroke-width': 3, 'stroke-linejoin': 'round' },
    ),
  ].join('');
}

/** Hair in head units (radius 1, x forwards): drawn behind (`back`) and over (`top`) the face. */
function hair(style: HairStyle, view: Pose['view']): { back: string[]; top: string[] } {
  const origin: Point = [0, 0];
  if (view === 'side') {
    const cap = circleSegment(origin, 1.06, -35, style === 'cropped' ? -185 : -205);
    return {
      back: [
        style === 'bun' ? el('circle', { cx: -0.95, cy: -0.55, r: 0.36 }) : '',
        style === 'ponytail'
          ? el('path', { d: 'M-0.7,-0.5 Q-1.55,-0.1 -1.35,1.05 Q-1.05,0.3 -0.55,0.05 Z' })
          : '',
      ],
      top: [el('path', { d: cap })],
    };
  }
  // Seen from the front, hair frames the face down to the ears, with a curved hairline.
  const hairline = style === 'cropped' ? -0.62 : -0.42;
  const cap =
    `M-1.04,0.15 A1.06,1.06 0 1 1 1.04,0.15 L0.9,0.05 Q0.84,${hairline - 0.12} 0,${hairline} ` +
    `Q-0.84,${hairline - 0.12} -0.9,0.05 Z`;
  return {
    back: [
      style === 'bun' ? el('circle', { cx: 0, cy: -1.12, r: 0.36 }) : '',
      style === 'ponytail' ? el('path', { d: 'M0.75,-0.55 Q1.45,0.2 1.05,1.1 Q0.95,0.3 0.55,-0.1 Z' }) : '',
    ],
    top: [el('path', { d: cap })],
  };
}

/** Along the jaw below the cheeks, leaving the mouth free. */
const FRONT_BEARD =
  'M0.94,0.36 A1.01,1.01 0 0 1 -0.94,0.36 L-0.78,0.37 Q-0.6,0.8 0,0.76 Q0.6,0.8 0.78,0.37 Z';

function head(centre: Point, radius: number, appearance: Appearance, paint: Paint, view: Pose['view']) {
  const style = hair(appearance.hairStyle, view);
  const hairGroup = (shapes: string[]) => group(shapes, { fill: paint.hair });
  const face: string[] = [];
  if (paint.face && view === 'front') {
    face.push(
      circle([-0.36, 0.08], 0.085, INK),
      circle([0.36, 0.08], 0.085, INK),
      el('path', {
        d: 'M-0.26,0.42 Q0,0.6 0.26,0.42',
        fill: 'none',
        stroke: INK,
        'stroke-width': 0.07,
        'stroke-linecap': 'round',
        'stroke-opacity': 0.7,
      }),
    );
  } else if (paint.face) {
    face.push(circle([0.6, 0.02], 0.085, INK));
  }
  const beard =
    appearance.beard && paint.face
      ? [
          el('path', {
            d: view === 'front' ? FRONT_BEARD : circleSegment([0, 0], 1.02, 5, 120),
            fill: paint.hair,
          }),
        ]
      : [];
  const ears =
    view === 'front'
      ? [circle([-0.98, 0.12], 0.2, paint.skinFar), circle([0.98, 0.12], 0.2, paint.skinFar)]
      : [];
  return group(
    [
      hairGroup(style.back),
      ...ears,
      circle([0, 0], 1, paint.skin),
      ...beard,
      hairGroup(style.top),
      view === 'side' && paint.face ? circle([-0.12, 0.12], 0.2, paint.skinFar) : '',
      ...face,
    ],
    { transform: `translate(${centre[0].toFixed(1)} ${centre[1].toFixed(1)}) scale(${radius})` },
  );
}

/** One karateka, posed and placed. */
export function figure(appearance: Appearance, pose: Pose, placement: Placement): string {
  const body = appearance.child ? CHILD : ADULT;
  const paint = paintOf(appearance);
  const lean = pose.lean ?? 0;
  const up = direction(180 - lean);
  const across = direction(90 - lean);
  const shoulder = TORSO_HALF_WIDTH[pose.view].shoulder;
  const shoulders: [Point, Point] =
    pose.view === 'front'
      ? [
          add(scale(up, body.torso - 26), scale(across, shoulder - 14)),
          add(scale(up, body.torso - 26), scale(across, -(shoulder - 14))),
        ]
      : [
          add(scale(up, body.torso - 26), scale(across, 4)),
          add(scale(up, body.torso - 26), scale(across, -8)),
        ];
  const hips: [Point, Point] =
    pose.view === 'front'
      ? [
          [24, 0],
          [-24, 0],
        ]
      : [
          [6, 0],
          [-6, 0],
        ];
  const neck = scale(up, body.torso);
  const headCentre = add(neck, scale(up, body.head * 0.95 + 10));
  const mitts = appearance.mitts !== undefined;

  const farLeg = leg(hips[1], pose.farLeg, body, paint, pose.view, pose.view === 'side');
  const nearLeg = leg(hips[0], pose.nearLeg, body, paint, pose.view, false);
  const farArm = arm(shoulders[1], pose.farArm, body, paint, pose.view === 'side', mitts);
  const nearArm = arm(shoulders[0], pose.nearArm, body, paint, false, mitts);
  const parts =
    pose.view === 'side'
      ? [
          farLeg,
          farArm,
          nearLeg,
          jacket(up, across, pose, body, paint),
          stroke([neck, headCentre], 30, paint.skin),
          head(headCentre, body.head, appearance, paint, 'side'),
          nearArm,
        ]
      : [
          farLeg,
          nearLeg,
          stroke([neck, headCentre], 30, paint.skin),
          jacket(up, across, pose, body, paint),
          head(headCentre, body.head, appearance, paint, 'front'),
          farArm,
          nearArm,
        ];

  const floor = placement.anchor === 'hips' ? 0 : lowestPoint(pose, body, hips);
  const [x, y] = placement.at;
  const facing = placement.facing ?? 1;
  const transform = `translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${(placement.scale * facing).toFixed(3)} ${placement.scale.toFixed(3)}) translate(0 ${(-floor).toFixed(1)})`;
  return group(parts, { transform });
}

/** The soft shadow under a figure's feet. */
export const floorShadow = (at: Point, width: number, opacity = 0.16) =>
  el('ellipse', { cx: at[0], cy: at[1], rx: width / 2, ry: width / 11, fill: INK, 'fill-opacity': opacity });
