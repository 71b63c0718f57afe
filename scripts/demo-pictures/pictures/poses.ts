import type { Limb, Pose } from './figure';

/**
 * The positions the scenes use. Targets are relative to the shoulder (arms) or the hip (legs), in
 * figure units: an adult's legs reach about 308, its arms 226, its shoulders sit 159 above the hips.
 */

const foot = (to: [number, number], bend: 1 | -1 = 1, angle?: number): Limb => ({ to, bend, foot: angle });
const hand = (to: [number, number], bend: 1 | -1 = -1): Limb => ({ to, bend });

/** Fist pulled back to the hip (hikite), as every basic technique has. */
const pulledBack = hand([-10, 150]);

/** Zenkutsu dachi, the front stance: front knee bent over the foot, back leg straight. */
const frontStance = { nearLeg: foot([125, 252]), farLeg: foot([-178, 252], 1, 70) };

export const POSES = {
  /** Oi-zuki: a lunge punch in front stance. */
  punch: { view: 'side', ...frontStance, nearArm: hand([226, 2]), farArm: pulledBack },
  /** Gedan barai: a downward block in front stance. */
  downBlock: { view: 'side', ...frontStance, nearArm: hand([165, 150]), farArm: pulledBack },
  /** Shuto uke: a knife-hand block in back stance, the weight on the bent back leg. */
  knifeHand: {
    view: 'side',
    nearLeg: foot([175, 268]),
    farLeg: foot([-95, 268], 1, 60),
    nearArm: hand([150, 30]),
    farArm: hand([55, 125]),
  },
  /** Mae geri: a front kick at stomach height, hands on guard. */
  frontKick: {
    view: 'side',
    lean: -8,
    farLeg: foot([-12, 302]),
    nearLeg: foot([285, -25], 1, 170),
    nearArm: hand([95, 70]),
    farArm: hand([40, 110]),
  },
  /** Yoko geri: a high side kick, the body leaning away from it. */
  sideKick: {
    view: 'side',
    lean: -32,
    farLeg: foot([-30, 300]),
    nearLeg: foot([300, -70], 1, 150),
    nearArm: hand([150, 40]),
    farArm: hand([-60, 130]),
  },
  /** Kamae: the sparring guard, light on the feet. */
  guard: {
    view: 'side',
    lean: 6,
    nearLeg: foot([112, 285]),
    farLeg: foot([-135, 282], 1, 70),
    nearArm: hand([135, 10]),
    farArm: hand([70, 70]),
  },
  /** Gyaku-zuki: the reverse punch that scores in sparring. */
  reversePunch: {
    view: 'side',
    lean: 14,
    nearLeg: foot([150, 250]),
    farLeg: foot([-205, 248], 1, 70),
    nearArm: hand([-5, 140]),
    farArm: hand([232, 0]),
  },
  /** Seiza: kneeling, sitting on the heels, hands on the thighs. */
  kneel: {
    view: 'side',
    nearLeg: foot([-14, 62], 1, -88),
    farLeg: foot([-22, 62], 1, -88),
    nearArm: hand([105, 205]),
    farArm: hand([92, 205]),
  },
  /** Rei: the standing bow. */
  bow: {
    view: 'side',
    lean: 28,
    nearLeg: foot([6, 306]),
    farLeg: foot([-6, 306]),
    nearArm: hand([8, 220], 1),
    farArm: hand([2, 220], 1),
  },
  /** Yoi: ready, facing the viewer, fists in front of the belt. */
  ready: {
    view: 'front',
    nearLeg: foot([42, 304], -1),
    farLeg: foot([-42, 304]),
    nearArm: hand([-30, 162], 1),
    farArm: hand([30, 162], -1),
  },
  /** Sitting at a table, facing the viewer, hands resting on it (the bent legs are hidden by the table). */
  seated: {
    view: 'front',
    nearLeg: foot([40, 110], -1),
    farLeg: foot([-40, 110]),
    nearArm: hand([-20, 100], 1),
    farArm: hand([20, 100], -1),
  },
  /** Standing at ease facing the viewer, arms by the sides: an instructor's portrait. */
  atEase: {
    view: 'front',
    nearLeg: foot([30, 300], -1),
    farLeg: foot([-30, 300]),
    nearArm: hand([34, 222], 1),
    farArm: hand([-34, 222], -1),
  },
} satisfies Record<string, Pose>;

export type PoseName = keyof typeof POSES;
