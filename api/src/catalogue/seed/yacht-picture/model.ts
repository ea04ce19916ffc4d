// The model: primitives in boat coordinates (metres; x from stern to bow, y up from the waterline, z to starboard),
// and the deckhouses and roofs every boat is built from.
import { scale, type Rgb } from './colour';

export type V3 = [number, number, number];

export interface Face {
  kind: 'face';
  pts: V3[];
  /** Outward normal; a face turned away from the camera is not drawn. Absent: always drawn. */
  normal?: V3;
  color: Rgb;
  /** A vertical gradient from `color` (top) to this (bottom). */
  bottom?: Rgb;
  opacity?: number;
  /** Shaded by the light (default) or drawn in its own colour (glass, lights, foam). */
  flat?: boolean;
  /** Drawn on the face when the face is drawn. */
  details?: Prim[];
}
export interface Line {
  kind: 'line';
  pts: V3[];
  /** Metres. */
  width: number;
  color: Rgb;
  opacity?: number;
}
export type Prim = Face | Line;

export const face = (pts: V3[], color: Rgb, more: Partial<Omit<Face, 'kind' | 'pts' | 'color'>> = {}): Face => ({
  kind: 'face',
  pts,
  color,
  ...more,
});
export const line = (pts: V3[], width: number, color: Rgb, opacity?: number): Line => ({ kind: 'line', pts, width, color, opacity });

/** A point in a quad (a, b, c, d: bottom-back, bottom-front, top-front, top-back) at (u along, v up). */
function bilinear(q: V3[], u: number, v: number): V3 {
  const [a, b, c, d] = q as [V3, V3, V3, V3];
  const bottom: V3 = [a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u, a[2] + (b[2] - a[2]) * u];
  const top: V3 = [d[0] + (c[0] - d[0]) * u, d[1] + (c[1] - d[1]) * u, d[2] + (c[2] - d[2]) * u];
  return [bottom[0] + (top[0] - bottom[0]) * v, bottom[1] + (top[1] - bottom[1]) * v, bottom[2] + (top[2] - bottom[2]) * v];
}

/** A window (or band) inside a quad face: u0-u1 along, v0-v1 up, the front edge raked by `slant` (share of u). */
function pane(q: V3[], u0: number, u1: number, v0: number, v1: number, color: Rgb, slant = 0, opacity?: number): Face {
  return face([bilinear(q, u0, v0), bilinear(q, u1, v0), bilinear(q, u1 - slant, v1), bilinear(q, u0 + slant * 0.3, v1)], color, {
    flat: true,
    opacity,
  });
}

export interface Cabin {
  x0: number;
  x1: number;
  /** Base height at the back and front (it sits on a rising deck). */
  yb0: number;
  yb1: number;
  height: number;
  halfBack: number;
  halfFront: number;
  rakeFront: number;
  rakeBack: number;
  color: Rgb;
  top?: Rgb;
  /** Windows on the side: [u0, u1, v0, v1, slant]. */
  windows?: [number, number, number, number, number][];
  /** The front is glass (windscreen) from this height share up. */
  windscreen?: number;
  glass: Rgb;
  z?: number;
}

/** How a sail cover sits on the boom: its ends short of the clew and the mast, its height, half-widths and aft rake. */
export interface SailCoverFit {
  fromClew: number;
  fromMast: number;
  height: number;
  halfBack: number;
  halfFront: number;
  rakeBack: number;
}

/** The mainsail furled on the boom under its cover, drawn as a low cabin of one colour between clew and mast. */
export function buildSailCover(color: Rgb, rig: { mastX: number; boomY: number; clew: V3 }, fit: SailCoverFit): Prim[] {
  return buildCabin({
    x0: rig.clew[0] + fit.fromClew,
    x1: rig.mastX - fit.fromMast,
    yb0: rig.boomY - 0.1,
    yb1: rig.boomY - 0.1,
    height: fit.height,
    halfBack: fit.halfBack,
    halfFront: fit.halfFront,
    rakeFront: 0.05,
    rakeBack: fit.rakeBack,
    color,
    glass: color,
  });
}

/** A deckhouse: a box with raked ends and tumblehome, its windows on the faces. */
export function buildCabin(c: Cabin): Prim[] {
  const zc = c.z ?? 0;
  const inset = 0.93;
  const a: V3 = [c.x0, c.yb0, zc + c.halfBack];
  const b: V3 = [c.x1, c.yb1, zc + c.halfFront];
  const cc: V3 = [c.x1 - c.rakeFront, c.yb1 + c.height, zc + c.halfFront * inset];
  const d: V3 = [c.x0 + c.rakeBack, c.yb0 + c.height, zc + c.halfBack * inset];
  const mirrorZ = (p: V3): V3 => [p[0], p[1], 2 * zc - p[2]];
  const nearQuad = [a, b, cc, d];
  const farQuad = [mirrorZ(a), mirrorZ(b), mirrorZ(cc), mirrorZ(d)];
  const front: V3[] = [b, mirrorZ(b), mirrorZ(cc), cc];
  const back: V3[] = [mirrorZ(a), a, d, mirrorZ(d)];
  const topFace: V3[] = [d, cc, mirrorZ(cc), mirrorZ(d)];
  const glass = c.glass;
  const sideWindows = (q: V3[]) => (c.windows ?? []).map(([u0, u1, v0, v1, slant]) => pane(q, u0, u1, v0, v1, glass, slant));
  const frontGlass: Prim[] =
    c.windscreen === undefined ? [] : [pane([mirrorZ(b), b, cc, mirrorZ(cc)], 0.04, 0.96, c.windscreen, 0.94, glass)];
  const backGlass: Prim[] = c.windscreen === undefined ? [] : [pane([a, mirrorZ(a), mirrorZ(d), d], 0.15, 0.85, 0.1, 0.85, glass, 0, 0.9)];
  return [
    face(farQuad, scale(c.color, 0.8), { normal: [0, 0.1, -1] }),
    face(back, scale(c.color, 0.92), { normal: [-c.height, c.rakeBack, 0], details: backGlass }),
    face(front, c.color, { normal: [c.height, c.rakeFront, 0], details: frontGlass }),
    face(topFace, c.top ?? c.color, { normal: [0, 1, 0] }),
    face(nearQuad, c.color, { normal: [0, 0.1, 1], details: sideWindows(nearQuad) }),
  ];
}

/** A thin roof on posts (hardtop, T-top, bimini). */
export function buildRoof(
  x0: number,
  x1: number,
  y: number,
  half: number,
  color: Rgb,
  posts: number[],
  baseY: (x: number) => number,
  zc = 0,
): Prim[] {
  const t = 0.12;
  const prims: Prim[] = posts.map((x) =>
    line(
      [
        [x, baseY(x), zc + half * 0.9],
        [x, y, zc + half * 0.9],
      ],
      0.09,
      scale(color, 0.8),
    ),
  );
  prims.push(
    ...buildCabin({
      x0,
      x1,
      yb0: y,
      yb1: y,
      height: t,
      halfBack: half,
      halfFront: half * 0.85,
      rakeFront: 0.2,
      rakeBack: 0.05,
      color,
      glass: color,
      z: zc,
    }),
  );
  return prims;
}
