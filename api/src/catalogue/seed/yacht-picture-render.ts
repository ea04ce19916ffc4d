// Draws the seed pictures (yacht-pictures.ts names them) and writes them into UPLOADS_DIR/seed/. About 1,800 lines that
// run once per start: the api's build bundles this file on its own (dist/seed-pictures.cjs), so the server bundle
// loads it only when the seed writes pictures.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { YachtType } from '@yachts/contracts/catalogue';
import { createRandom, hashString, type Random } from '../../seed/prng';
import { SEED_PICTURE_DIR } from '../../lib/upload-paths';
import {
  PICTURE_HEIGHT,
  PICTURE_WIDTH,
  SEED_PICTURES,
  type MotorStyle,
  type PictureScene,
  type PictureSpec,
  type TimeOfDay,
} from './yacht-pictures';

const gzip = promisify(zlib.gzip);
/** Each picture drawn once per process (an api process seeds once; a test process may build several apps). */
const drawings = new Map<string, string>();
function drawn(spec: PictureSpec): string {
  let svg = drawings.get(spec.name);
  if (svg === undefined) {
    svg = renderYachtPicture(spec);
    drawings.set(spec.name, svg);
  }
  return svg;
}

/**
 * Writes the pool into UPLOADS_DIR/seed/, each picture with a gzipped copy beside it (the uploads route serves that
 * to browsers that accept it). Files that already hold the same drawing are left alone: a restart, and every test
 * app that seeds, costs a read of each file rather than a write.
 */
export async function writeSeedPictures(uploadsDir: string): Promise<{ written: number; total: number }> {
  const dir = path.join(uploadsDir, SEED_PICTURE_DIR);
  await fs.mkdir(dir, { recursive: true });
  let written = 0;
  await Promise.all(
    SEED_PICTURES.map(async (spec) => {
      const file = path.join(dir, `${spec.name}.svg`);
      const svg = drawn(spec);
      const [existing, zipped] = await Promise.all([fs.readFile(file, 'utf8').catch(() => null), fs.stat(`${file}.gz`).catch(() => null)]);
      if (existing === svg && zipped) return;
      // Written beside and renamed, so a reader (or a second instance) never sees half a file.
      const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
      await fs.writeFile(temporary, svg);
      await fs.writeFile(`${temporary}.gz`, await gzip(svg, { level: 9 }));
      await fs.rename(`${temporary}.gz`, `${file}.gz`);
      await fs.rename(temporary, file);
      written += 1;
    }),
  );
  return { written, total: SEED_PICTURES.length };
}

// ---------------------------------------------------------------------------------------------------------------
// Colour

type Rgb = [number, number, number];

function rgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function css([r, g, b]: Rgb): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}
function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}
function scale(c: Rgb, k: number): Rgb {
  return [c[0] * k, c[1] * k, c[2] * k];
}
function tint(c: Rgb, light: Rgb): Rgb {
  return [(c[0] * light[0]) / 255, (c[1] * light[1]) / 255, (c[2] * light[2]) / 255];
}

interface Palette {
  skyTop: Rgb;
  skyMid: Rgb;
  skyHorizon: Rgb;
  sun: Rgb;
  sunGlow: Rgb;
  /** Sun height above the horizon, as a share of the horizon's height in the frame. */
  sunAltitude: number;
  sunRadius: number;
  cloud: Rgb;
  seaTop: Rgb;
  seaBottom: Rgb;
  hillFar: Rgb;
  hillNear: Rgb;
  /** The colour of the light on the boat. */
  light: Rgb;
  glitter: Rgb;
  /** Cabin lights on at dusk. */
  windowsLit: boolean;
}

const PALETTES: Record<TimeOfDay, Palette> = {
  morning: {
    skyTop: rgb('#6fa3d8'),
    skyMid: rgb('#b9d5ec'),
    skyHorizon: rgb('#f4e4cc'),
    sun: rgb('#fff6e0'),
    sunGlow: rgb('#ffe9bf'),
    sunAltitude: 0.42,
    sunRadius: 30,
    cloud: rgb('#ffffff'),
    seaTop: rgb('#b4c9d3'),
    seaBottom: rgb('#2b5d80'),
    hillFar: rgb('#9fb1c0'),
    hillNear: rgb('#64806f'),
    light: rgb('#fff8ee'),
    glitter: rgb('#fff4da'),
    windowsLit: false,
  },
  noon: {
    skyTop: rgb('#1c64b8'),
    skyMid: rgb('#5c9ee0'),
    skyHorizon: rgb('#d4e9f7'),
    sun: rgb('#ffffff'),
    sunGlow: rgb('#fdfbe8'),
    sunAltitude: 0.88,
    sunRadius: 34,
    cloud: rgb('#ffffff'),
    seaTop: rgb('#5fa2c6'),
    seaBottom: rgb('#0a4577'),
    hillFar: rgb('#8ea6ba'),
    hillNear: rgb('#4d6d52'),
    light: rgb('#ffffff'),
    glitter: rgb('#ffffff'),
    windowsLit: false,
  },
  golden: {
    skyTop: rgb('#3e5f97'),
    skyMid: rgb('#e6a36c'),
    skyHorizon: rgb('#ffd598'),
    sun: rgb('#fff0c2'),
    sunGlow: rgb('#ffc26b'),
    sunAltitude: 0.22,
    sunRadius: 36,
    cloud: rgb('#ffd9b0'),
    seaTop: rgb('#d9b083'),
    seaBottom: rgb('#23406a'),
    hillFar: rgb('#8f7f8a'),
    hillNear: rgb('#4c4a52'),
    light: rgb('#ffe2b8'),
    glitter: rgb('#ffe0a0'),
    windowsLit: false,
  },
  dusk: {
    skyTop: rgb('#141c46'),
    skyMid: rgb('#6d3f78'),
    skyHorizon: rgb('#f38b58'),
    sun: rgb('#ffd08a'),
    sunGlow: rgb('#ff9548'),
    sunAltitude: 0.04,
    sunRadius: 40,
    cloud: rgb('#c77d8c'),
    seaTop: rgb('#c8776a'),
    seaBottom: rgb('#111839'),
    hillFar: rgb('#51405d'),
    hillNear: rgb('#2a2338'),
    light: rgb('#d9b3b0'),
    glitter: rgb('#ffc788'),
    windowsLit: true,
  },
};

// ---------------------------------------------------------------------------------------------------------------
// The model: primitives in boat coordinates (metres; x from stern to bow, y up from the waterline, z to starboard)

type V3 = [number, number, number];

interface Face {
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
interface Line {
  kind: 'line';
  pts: V3[];
  /** Metres. */
  width: number;
  color: Rgb;
  opacity?: number;
}
type Prim = Face | Line;

const face = (pts: V3[], color: Rgb, more: Partial<Omit<Face, 'kind' | 'pts' | 'color'>> = {}): Face => ({
  kind: 'face',
  pts,
  color,
  ...more,
});
const line = (pts: V3[], width: number, color: Rgb, opacity?: number): Line => ({ kind: 'line', pts, width, color, opacity });

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

interface HullSpec {
  length: number;
  beam: number;
  /** Offset of the hull's centre line (catamarans). */
  z?: number;
  freeboardStern: number;
  freeboardBow: number;
  /** Where the waterline starts (transom) and ends (stem), as x. */
  waterlineStart: number;
  waterlineEnd: number;
  color: Rgb;
  deck: Rgb;
  /** Half-beam at the transom as a share of the greatest. */
  transomWidth?: number;
}

interface Hull {
  spec: HullSpec;
  /** Deck height at x. */
  sheer: (x: number) => number;
  /** Half-beam at the deck at x. */
  halfBeam: (x: number) => number;
  /** A point on the near (starboard) topside at x and height y. */
  side: (x: number, y: number) => V3;
  prims: Prim[];
  /** The near side's quad-like outline for bands: stern bottom, bow bottom, bow top, stern top. */
}

const STATIONS = 18;

function buildHull(
  spec: HullSpec,
  options: { windows?: 'none' | 'strip' | 'band' | 'portholes'; stripe?: Rgb; boot?: Rgb; glass: Rgb },
): Hull {
  const { length: L, beam, freeboardStern: fs, freeboardBow: fb, waterlineStart: ws, waterlineEnd: we } = spec;
  const zc = spec.z ?? 0;
  const transom = spec.transomWidth ?? 0.86;
  const sheer = (x: number) => {
    const t = Math.min(1, Math.max(0, x / L));
    return fs + (fb - fs) * Math.pow(t, 1.7);
  };
  const halfBeam = (x: number) => {
    const t = Math.min(1, Math.max(0, x / L));
    if (t <= 0.42) return (beam / 2) * (transom + (1 - transom) * Math.sin((t / 0.42) * (Math.PI / 2)));
    return (beam / 2) * Math.pow(Math.max(0, Math.cos(((t - 0.42) / 0.58) * (Math.PI / 2))), 0.75);
  };
  // The waterline is a little narrower than the deck (flare), and ends at the stem.
  const waterBeam = (x: number) => (x < ws || x > we ? 0 : halfBeam(x) * 0.86 * Math.min(1, (we - x) / (L * 0.08) + 0.15));
  const stemX = (y: number) => we + (L - we) * Math.min(1, y / sheer(L));
  const side = (x: number, y: number): V3 => {
    const top = sheer(x);
    const share = Math.min(1, Math.max(0, y / top));
    const limit = stemX(y);
    if (x >= limit) return [limit, y, zc];
    let z = waterBeam(x) + (halfBeam(x) - waterBeam(x)) * share;
    if (x > we) z = halfBeam(x) * Math.max(0, (limit - x) / Math.max(0.001, limit - we)) * share + 0;
    return [x, y, zc + z];
  };
  const xs = Array.from({ length: STATIONS + 1 }, (_, i) => (i / STATIONS) * L);
  const sheerPts = (sign: 1 | -1): V3[] => xs.map((x) => [x, sheer(x), zc + sign * halfBeam(x)]);
  const waterPts = (sign: 1 | -1): V3[] => xs.filter((x) => x >= ws && x <= we).map((x) => [x, 0, zc + sign * waterBeam(x)] as V3);
  const outline = (sign: 1 | -1): V3[] => [
    ...sheerPts(sign),
    [we, 0, zc],
    ...waterPts(sign).reverse(),
    [ws, 0, zc + sign * waterBeam(ws + 0.001)],
  ];

  const prims: Prim[] = [];
  const dark = scale(spec.color, 0.62);
  // Far side first: what shows of it past the bow is covered by the deck and the near side where it should be.
  prims.push(face(outline(-1), dark, { flat: true }));
  prims.push(
    face(
      [
        [0, sheer(0), zc + halfBeam(0)],
        [0, sheer(0), zc - halfBeam(0)],
        [ws, 0, zc - waterBeam(ws + 0.001)],
        [ws, 0, zc + waterBeam(ws + 0.001)],
      ],
      scale(spec.color, 0.9),
      { normal: [-1, 0.35, 0] },
    ),
  );
  prims.push(face([...sheerPts(1), ...sheerPts(-1).reverse()], spec.deck, { normal: [0, 1, 0] }));

  const near: Prim[] = [];
  const stripeAt = (y0: number, y1: number, color: Rgb, from = 0, to = L) => {
    const top: V3[] = [];
    const bottom: V3[] = [];
    for (const x of xs) {
      if (x < from || x > to) continue;
      top.push(side(x, Math.min(y1, sheer(x) - 0.02)));
      bottom.push(side(x, Math.min(y0, sheer(x) - 0.04)));
    }
    if (top.length > 1) near.push(face([...bottom, ...top.reverse()], color, { flat: true }));
  };
  if (options.boot) stripeAt(0.06, 0.06 + L * 0.012, options.boot, ws, we);
  if (options.stripe) stripeAt(fs * 0.72, fs * 0.8, options.stripe, 0, L * 0.9);
  const glass = options.glass;
  if (options.windows === 'strip' || options.windows === 'band') {
    const tall = options.windows === 'band' ? 0.16 : 0.07;
    const count = options.windows === 'band' ? 1 : 3;
    for (let i = 0; i < count; i += 1) {
      const x0 = L * (0.3 + i * 0.13);
      const x1 = x0 + L * (options.windows === 'band' ? 0.34 : 0.09);
      const y0 = fs * 0.46;
      const h = fs * tall * 2;
      near.push(face([side(x0, y0), side(x1, y0 + h * 0.15), side(x1 - L * 0.01, y0 + h), side(x0, y0 + h * 0.9)], glass, { flat: true }));
    }
  } else if (options.windows === 'portholes') {
    for (let i = 0; i < 7; i += 1) {
      const x = L * (0.32 + i * 0.055);
      const y = fs * 0.5;
      const r = L * 0.007;
      near.push(face([side(x - r, y - r), side(x + r, y - r), side(x + r, y + r), side(x - r, y + r)], glass, { flat: true }));
    }
  }
  // Toe rail / rubbing strake along the sheer.
  near.push(
    line(
      xs.map((x) => side(x, sheer(x) - 0.04)),
      Math.max(0.06, L * 0.004),
      scale(spec.color, 0.55),
      0.8,
    ),
  );
  prims.push(face(outline(1), spec.color, { normal: [0, 0, 1], bottom: scale(spec.color, 0.7), details: near }));

  return { spec, sheer, halfBeam, side, prims };
}

interface Cabin {
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

/** A deckhouse: a box with raked ends and tumblehome, its windows on the faces. */
function buildCabin(c: Cabin): Prim[] {
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
function buildRoof(
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

// ---------------------------------------------------------------------------------------------------------------
// Boats by type

interface Boat {
  length: number;
  prims: Prim[];
  /** Bow and stern waterline points (for the wake and bow wave). */
  waterlineStart: number;
  waterlineEnd: number;
  halfBeamAt: (x: number) => number;
  /** Near-side hull lines for foam and shadow. */
  nearWater: V3[];
  /** Sailing rigs heel under way. */
  heel: number;
  /** Where an anchor chain leaves the bow. */
  bow: V3;
}

const HULL_COLORS: readonly (readonly [string, number])[] = [
  ['#f7f7f4', 6],
  ['#1d2f4f', 2],
  ['#2a3a4a', 1],
  ['#b9c2c9', 1.2],
  ['#e9e4d8', 1],
];

function glassColor(palette: Palette): Rgb {
  return palette.windowsLit ? rgb('#f6c676') : mix(rgb('#101a24'), palette.skyMid, 0.18);
}

function nearWaterline(hull: Hull): V3[] {
  const { waterlineStart: ws, waterlineEnd: we } = hull.spec;
  return Array.from({ length: 13 }, (_, i) => hull.side(ws + ((we - ws) * i) / 12, 0.02));
}

function sailingYacht(r: Random, palette: Palette, underway: boolean): Boat {
  const L = r.range(12, 17);
  const hullColor = rgb(r.weighted(HULL_COLORS));
  const white = rgb('#f5f4ef');
  const glass = glassColor(palette);
  const teak = rgb('#c49a66');
  const hull = buildHull(
    {
      length: L,
      beam: L * r.range(0.29, 0.32),
      freeboardStern: L * 0.085,
      freeboardBow: L * 0.11,
      waterlineStart: L * 0.03,
      waterlineEnd: L * r.range(0.95, 0.99),
      color: hullColor,
      deck: r.chance(0.6) ? teak : rgb('#ecebe6'),
      transomWidth: 0.9,
    },
    {
      windows: r.chance(0.6) ? 'strip' : 'none',
      boot: hullColor[0] > 200 ? rgb('#1d3557') : rgb('#f0efe9'),
      stripe: r.chance(0.5) ? (hullColor[0] > 200 ? rgb('#274b7a') : rgb('#d9a441')) : undefined,
      glass,
    },
  );
  const deckAt = hull.sheer;
  const cabinX0 = L * 0.36;
  const cabinX1 = L * 0.72;
  const cabinH = L * 0.055;
  const prims: Prim[] = [...hull.prims];
  prims.push(
    ...buildCabin({
      x0: cabinX0,
      x1: cabinX1,
      yb0: deckAt(cabinX0) - 0.05,
      yb1: deckAt(cabinX1) - 0.05,
      height: cabinH,
      halfBack: hull.halfBeam(cabinX0) * 0.62,
      halfFront: hull.halfBeam(cabinX1) * 0.5,
      rakeFront: L * 0.07,
      rakeBack: L * 0.01,
      color: white,
      windows: [
        [0.18, 0.48, 0.35, 0.72, 0.02],
        [0.55, 0.82, 0.35, 0.7, 0.06],
      ],
      glass,
    }),
  );
  // Sprayhood over the companionway.
  const hoodColor = r.pick([rgb('#24364f'), rgb('#5b6670'), rgb('#d8d2c4')]);
  prims.push(
    ...buildCabin({
      x0: cabinX0 - L * 0.015,
      x1: cabinX0 + L * 0.06,
      yb0: deckAt(cabinX0) + cabinH - 0.05,
      yb1: deckAt(cabinX0) + cabinH - 0.05,
      height: L * 0.045,
      halfBack: hull.halfBeam(cabinX0) * 0.55,
      halfFront: hull.halfBeam(cabinX0) * 0.5,
      rakeFront: L * 0.045,
      rakeBack: 0.05,
      color: hoodColor,
      windows: [[0.55, 0.95, 0.35, 0.8, 0.2]],
      glass: mix(glass, hoodColor, 0.3),
    }),
  );
  // Lifelines and pulpit.
  const rail = rgb('#c9ced2');
  const railPts = Array.from({ length: 12 }, (_, i) => L * (0.06 + i * 0.075));
  for (const x of railPts) prims.push(line([hull.side(x, deckAt(x)), hull.side(x, deckAt(x) + 0.65)], 0.04, rail));
  prims.push(
    line(
      railPts.map((x) => hull.side(x, deckAt(x) + 0.65)),
      0.025,
      rail,
      0.9,
    ),
  );

  const mastX = L * 0.6;
  const mastFoot = deckAt(mastX) + cabinH;
  const mastTop = L * r.range(1.3, 1.45);
  const boomY = mastFoot + L * 0.075;
  const boomLength = L * 0.4;
  const boomAngle = underway ? -0.42 : 0;
  const clew: V3 = [mastX - boomLength * Math.cos(boomAngle), boomY, boomLength * Math.sin(boomAngle)];
  const spar = rgb('#dfe3e6');
  const sailColor = mix(rgb('#f7f5ee'), palette.light, 0.25);

  if (underway) {
    // Mainsail: luff on the mast, a rounded leech (roach) and a slight curve to leeward.
    const head: V3 = [mastX - 0.2, mastTop * 0.985, 0];
    const tack: V3 = [mastX - 0.1, boomY + 0.15, 0];
    const leech: V3[] = Array.from({ length: 9 }, (_, i) => {
      const s = i / 8;
      const roach = Math.sin(Math.PI * s) * L * 0.05;
      return [head[0] + (clew[0] - head[0]) * s - roach * 0.9, head[1] + (clew[1] + 0.1 - head[1]) * s, clew[2] * s - roach * 0.35] as V3;
    });
    const main = face([tack, head, ...leech], sailColor, { bottom: scale(sailColor, 0.82) });
    const battens: Prim[] = [0.2, 0.4, 0.6, 0.8].map((s) => {
      const y = head[1] + (boomY - head[1]) * (1 - s);
      const inner: V3 = [mastX - 0.15, y, 0];
      const outer = leech[Math.round((1 - s) * 8)]!;
      return line([inner, outer], 0.05, scale(sailColor, 0.75), 0.5);
    });
    main.details = battens;
    // Jib / genoa: from the stem to near the masthead, sheeted to leeward.
    const jibHead: V3 = [mastX + 0.3, mastTop * 0.86, 0];
    const jibTack: V3 = [L * 0.985, deckAt(L) + 0.3, 0];
    const jibClew: V3 = [mastX - L * 0.1, deckAt(mastX) + L * 0.07, -hull.halfBeam(mastX) * 0.85];
    const jibFoot: V3 = [(jibTack[0] + jibClew[0]) / 2, (jibTack[1] + jibClew[1]) / 2 - 0.25, jibClew[2] * 0.55];
    const jibLeech: V3 = [(jibHead[0] + jibClew[0]) / 2 - L * 0.03, (jibHead[1] + jibClew[1]) / 2, jibClew[2] * 0.6];
    const jib = face([jibTack, jibHead, jibLeech, jibClew, jibFoot], scale(sailColor, 0.96), { bottom: scale(sailColor, 0.8) });
    prims.push(
      line(
        [
          [mastX, mastFoot, 0],
          [mastX, mastTop, 0],
        ],
        0.2,
        spar,
      ),
      main,
      jib,
    );
  } else {
    prims.push(
      line(
        [
          [mastX, mastFoot, 0],
          [mastX, mastTop, 0],
        ],
        0.2,
        spar,
      ),
    );
    // Sail cover on the boom.
    const cover = rgb(r.pick(['#1f3f6b', '#2c4c3b', '#5a2f2f', '#24364f']));
    prims.push(
      ...buildCabin({
        x0: clew[0] + 0.3,
        x1: mastX - 0.15,
        yb0: boomY - 0.1,
        yb1: boomY - 0.1,
        height: 0.5,
        halfBack: 0.18,
        halfFront: 0.28,
        rakeFront: 0.05,
        rakeBack: 0.15,
        color: cover,
        glass: cover,
      }),
    );
  }
  prims.push(line([[mastX, boomY, 0], clew], 0.16, spar));
  // Standing rigging.
  const wire = rgb('#8d969c');
  prims.push(
    line(
      [
        [mastX, mastTop, 0],
        [L * 0.99, deckAt(L) + 0.1, 0],
      ],
      0.03,
      wire,
      0.8,
    ),
  );
  prims.push(
    line(
      [
        [mastX, mastTop, 0],
        [L * 0.02, deckAt(0) + 0.1, 0],
      ],
      0.03,
      wire,
      0.8,
    ),
  );
  prims.push(line([[mastX, mastTop * 0.78, 0], hull.side(mastX - 0.4, deckAt(mastX))], 0.03, wire, 0.8));
  prims.push(
    line(
      [
        [mastX, mastTop * 0.78, 0],
        [mastX - 0.4, deckAt(mastX), -hull.halfBeam(mastX)],
      ],
      0.03,
      wire,
      0.6,
    ),
  );

  return {
    length: L,
    prims,
    waterlineStart: hull.spec.waterlineStart,
    waterlineEnd: hull.spec.waterlineEnd,
    halfBeamAt: hull.halfBeam,
    nearWater: nearWaterline(hull),
    heel: underway ? -r.range(0.1, 0.2) : 0,
    bow: [L, deckAt(L) * 0.85, 0],
  };
}

function motorYacht(r: Random, palette: Palette, style: MotorStyle): Boat {
  const L = style === 'dayboat' ? r.range(10, 13) : r.range(16, 24);
  const glass = glassColor(palette);
  const white = rgb('#f6f6f3');
  const hullColor = style === 'dayboat' ? rgb(r.pick(['#5e676e', '#2b3338', '#e9ecec', '#3f5560'])) : rgb(r.weighted(HULL_COLORS));
  const high = style === 'trawler' ? 1.25 : style === 'sport' ? 0.85 : style === 'dayboat' ? 0.75 : 1;
  const hull = buildHull(
    {
      length: L,
      beam: L * (style === 'dayboat' ? 0.3 : 0.27),
      freeboardStern: L * 0.1 * high,
      freeboardBow: L * 0.145 * high,
      waterlineStart: L * 0.02,
      waterlineEnd: L * (style === 'trawler' ? 0.96 : r.range(0.86, 0.92)),
      color: hullColor,
      deck: style === 'dayboat' ? rgb('#d9d6cf') : rgb('#c29863'),
      transomWidth: 0.92,
    },
    {
      windows: style === 'dayboat' ? 'none' : r.pick(['band', 'strip', 'band']),
      boot: hullColor[0] > 200 ? rgb('#20262d') : undefined,
      stripe: style === 'trawler' ? rgb('#1f3c63') : undefined,
      glass,
    },
  );
  const deck = hull.sheer;
  const prims: Prim[] = [...hull.prims];
  // Bow rail on the foredeck.
  const railXs = Array.from({ length: 7 }, (_, i) => L * (0.64 + i * 0.055));
  const railColor = rgb('#d5dadd');
  for (const x of railXs) prims.push(line([hull.side(x, deck(x)), hull.side(x, deck(x) + 0.6)], 0.04, railColor));
  prims.push(
    line(
      railXs.map((x) => hull.side(x, deck(x) + 0.6)),
      0.04,
      railColor,
    ),
  );
  if (style === 'dayboat') {
    const consoleX = L * 0.45;
    prims.push(
      ...buildCabin({
        x0: consoleX - L * 0.08,
        x1: consoleX + L * 0.08,
        yb0: deck(consoleX) - 0.1,
        yb1: deck(consoleX) - 0.1,
        height: L * 0.085,
        halfBack: hull.halfBeam(consoleX) * 0.5,
        halfFront: hull.halfBeam(consoleX) * 0.45,
        rakeFront: L * 0.06,
        rakeBack: 0.05,
        color: white,
        windscreen: 0.55,
        glass,
      }),
      ...buildRoof(L * 0.3, L * 0.56, deck(consoleX) + L * 0.2, hull.halfBeam(consoleX) * 0.75, hullColor, [L * 0.33, L * 0.5], deck),
    );
    // Outboards on the transom.
    for (const z of [-0.45, 0.45]) {
      prims.push(
        ...buildCabin({
          x0: -0.75,
          x1: -0.05,
          yb0: 0.1,
          yb1: 0.1,
          height: L * 0.09,
          halfBack: 0.26,
          halfFront: 0.3,
          rakeFront: 0.05,
          rakeBack: 0.1,
          color: rgb('#20252a'),
          glass: rgb('#20252a'),
          z,
        }),
      );
    }
  } else {
    const x0 = L * (style === 'sport' ? 0.2 : 0.12);
    const x1 = L * (style === 'trawler' ? 0.7 : style === 'sport' ? 0.66 : 0.68);
    const h = L * (style === 'sport' ? 0.07 : style === 'trawler' ? 0.1 : 0.09);
    prims.push(
      ...buildCabin({
        x0,
        x1,
        yb0: deck(x0) - 0.05,
        yb1: deck(x1) - 0.05,
        height: h,
        halfBack: hull.halfBeam(x0) * 0.86,
        halfFront: hull.halfBeam(x1) * 0.7,
        rakeFront: L * (style === 'sport' ? 0.2 : style === 'trawler' ? 0.03 : 0.1),
        rakeBack: L * (style === 'sport' ? 0.05 : 0.01),
        color: white,
        windows:
          style === 'trawler'
            ? [0.12, 0.26, 0.4, 0.54, 0.68].map((u) => [u, u + 0.1, 0.35, 0.8, 0] as [number, number, number, number, number])
            : [[0.06, style === 'sport' ? 0.8 : 0.86, 0.3, 0.86, style === 'sport' ? 0.18 : 0.08]],
        windscreen: 0.2,
        glass,
      }),
    );
    if (style === 'flybridge' || style === 'trawler') {
      const fx0 = L * (style === 'trawler' ? 0.36 : 0.16);
      const fx1 = L * (style === 'trawler' ? 0.62 : 0.55);
      const base = deck(x0) + h - 0.1;
      prims.push(
        ...buildCabin({
          x0: fx0,
          x1: fx1,
          yb0: base,
          yb1: base + (deck(fx1) - deck(fx0)),
          height: L * (style === 'trawler' ? 0.07 : 0.035),
          halfBack: hull.halfBeam(fx0) * 0.8,
          halfFront: hull.halfBeam(fx1) * 0.72,
          rakeFront: L * (style === 'trawler' ? 0.03 : 0.05),
          rakeBack: 0.05,
          color: white,
          windows: style === 'trawler' ? [[0.5, 0.95, 0.35, 0.85, 0.03]] : undefined,
          windscreen: style === 'trawler' ? 0.3 : undefined,
          glass,
        }),
      );
      if (style === 'flybridge') {
        prims.push(
          ...buildRoof(
            L * 0.12,
            L * 0.4,
            base + L * 0.11,
            hull.halfBeam(L * 0.3) * 0.82,
            white,
            [L * 0.14, L * 0.36],
            () => base + L * 0.035,
          ),
        );
      }
      // Radar mast.
      const mx = L * (style === 'trawler' ? 0.48 : 0.3);
      const top = base + L * (style === 'trawler' ? 0.16 : 0.15);
      prims.push(
        line(
          [
            [mx, base + L * 0.05, 0],
            [mx, top, 0],
          ],
          0.12,
          rgb('#d8dcdf'),
        ),
      );
      prims.push(
        line(
          [
            [mx - 0.5, top - 0.1, 0],
            [mx + 0.5, top - 0.1, 0],
          ],
          0.22,
          rgb('#eeeeee'),
        ),
      );
    } else {
      // Sport: a hardtop over the aft end of the saloon.
      const top = deck(x0) + h;
      prims.push(
        ...buildCabin({
          x0: L * 0.13,
          x1: L * 0.3,
          yb0: top - 0.15,
          yb1: top - 0.15,
          height: 0.15,
          halfBack: hull.halfBeam(x0) * 0.8,
          halfFront: hull.halfBeam(x0) * 0.84,
          rakeFront: 0,
          rakeBack: 0.2,
          color: white,
          glass,
        }),
      );
    }
  }
  return {
    length: L,
    prims,
    waterlineStart: hull.spec.waterlineStart,
    waterlineEnd: hull.spec.waterlineEnd,
    halfBeamAt: hull.halfBeam,
    nearWater: nearWaterline(hull),
    heel: 0,
    bow: [L * 0.99, deck(L) * 0.8, 0],
  };
}

function superyacht(r: Random, palette: Palette): Boat {
  const L = r.range(42, 62);
  const glass = glassColor(palette);
  const white = rgb('#f7f7f5');
  const hullColor = rgb(
    r.weighted([
      ['#f7f7f4', 3],
      ['#17243a', 2],
      ['#3b4650', 1.2],
      ['#8e9aa3', 1],
    ]),
  );
  const hull = buildHull(
    {
      length: L,
      beam: L * 0.19,
      freeboardStern: L * 0.065,
      freeboardBow: L * 0.1,
      waterlineStart: L * 0.02,
      waterlineEnd: L * r.range(0.9, 0.98),
      color: hullColor,
      deck: rgb('#c29863'),
      transomWidth: 0.93,
    },
    { windows: r.pick(['portholes', 'band'] as const), boot: hullColor[0] > 200 ? rgb('#263241') : rgb('#f2f2ee'), glass },
  );
  const deck = hull.sheer;
  const prims: Prim[] = [...hull.prims];
  const decks = r.int(3, 4);
  let base = deck(L * 0.1) - 0.05;
  const deckH = L * 0.058;
  const plumb = r.chance(0.5);
  for (let i = 0; i < decks; i += 1) {
    const x0 = L * (0.08 + i * 0.07 + (i === decks - 1 ? 0.05 : 0));
    const x1 = L * (0.8 - i * 0.085 - (i === decks - 1 ? 0.08 : 0));
    const last = i === decks - 1;
    prims.push(
      ...buildCabin({
        x0,
        x1,
        yb0: base,
        yb1: base + (i === 0 ? deck(x1) - deck(x0) : 0),
        height: last ? deckH * 0.55 : deckH,
        halfBack: hull.halfBeam(x0) * (0.96 - i * 0.08),
        halfFront: hull.halfBeam(x1) * (0.9 - i * 0.1),
        rakeFront: plumb ? L * 0.012 : L * (0.045 + i * 0.01),
        rakeBack: L * 0.008,
        color: white,
        windows: last ? undefined : [[0.04, 0.94, 0.28, 0.82, plumb ? 0.01 : 0.05]],
        windscreen: last ? undefined : 0.28,
        glass,
      }),
    );
    base += last ? deckH * 0.55 : i === 0 ? deckH + (deck(x1) - deck(x0)) * 0.35 : deckH;
  }
  // Radar mast with domes on the top deck.
  const mx = L * 0.42;
  prims.push(
    line(
      [
        [mx, base, 0],
        [mx, base + L * 0.07, 0],
      ],
      0.35,
      rgb('#e6e8ea'),
    ),
  );
  prims.push(
    line(
      [
        [mx - 1.6, base + L * 0.055, 0],
        [mx + 1.2, base + L * 0.06, 0],
      ],
      0.3,
      rgb('#e6e8ea'),
    ),
  );
  for (const dx of [-1.2, 0.9]) {
    prims.push(
      ...buildCabin({
        x0: mx + dx - 0.55,
        x1: mx + dx + 0.55,
        yb0: base + L * 0.062,
        yb1: base + L * 0.062,
        height: 1,
        halfBack: 0.5,
        halfFront: 0.5,
        rakeFront: 0.3,
        rakeBack: 0.3,
        color: white,
        glass,
      }),
    );
  }
  // Swim platform.
  prims.push(
    ...buildCabin({
      x0: -L * 0.035,
      x1: L * 0.02,
      yb0: 0.3,
      yb1: 0.3,
      height: 0.3,
      halfBack: hull.halfBeam(0) * 0.92,
      halfFront: hull.halfBeam(0) * 0.92,
      rakeFront: 0,
      rakeBack: 0,
      color: rgb('#c29863'),
      glass,
    }),
  );
  return {
    length: L,
    prims,
    waterlineStart: hull.spec.waterlineStart,
    waterlineEnd: hull.spec.waterlineEnd,
    halfBeamAt: hull.halfBeam,
    nearWater: nearWaterline(hull),
    heel: 0,
    bow: [L * 0.99, deck(L) * 0.8, 0],
  };
}

function catamaran(r: Random, palette: Palette, underway: boolean): Boat {
  const L = r.range(12, 18);
  const beam = L * r.range(0.52, 0.58);
  const hullBeam = L * 0.12;
  const glass = glassColor(palette);
  const white = rgb('#f6f6f2');
  const hullColor = rgb(
    r.weighted([
      ['#f7f7f4', 6],
      ['#cfd5d9', 1],
      ['#24324a', 1],
    ]),
  );
  const spec = (z: number): HullSpec => ({
    length: L,
    beam: hullBeam,
    z,
    freeboardStern: L * 0.1,
    freeboardBow: L * 0.115,
    waterlineStart: L * 0.01,
    waterlineEnd: L * 0.985,
    color: hullColor,
    deck: rgb('#e9e8e2'),
    transomWidth: 0.75,
  });
  const zOut = beam / 2 - hullBeam / 2;
  const far = buildHull(spec(-zOut), { windows: 'strip', glass });
  const near = buildHull(spec(zOut), { windows: 'strip', glass, boot: hullColor[0] > 200 ? rgb('#27364d') : undefined });
  const deck = near.sheer;
  const prims: Prim[] = [...far.prims];
  // Bridgedeck between the hulls, with its clearance above the water.
  const bx0 = L * 0.12;
  const bx1 = L * 0.74;
  prims.push(
    ...buildCabin({
      x0: bx0,
      x1: bx1,
      yb0: deck(bx0) * 0.5,
      yb1: deck(bx1) * 0.58,
      height: deck(bx0) * 0.5,
      halfBack: zOut,
      halfFront: zOut,
      rakeFront: -L * 0.02,
      rakeBack: 0,
      color: hullColor,
      top: rgb('#e9e8e2'),
      glass,
    }),
  );
  // Trampoline forward.
  const ty = deck(L * 0.85) - 0.1;
  prims.push(
    face(
      [
        [bx1, ty, -zOut + hullBeam * 0.3],
        [L * 0.97, ty + 0.1, -zOut + hullBeam * 0.3],
        [L * 0.97, ty + 0.1, zOut - hullBeam * 0.3],
        [bx1, ty, zOut - hullBeam * 0.3],
      ],
      rgb('#2b3036'),
      { normal: [0, 1, 0], opacity: 0.75 },
    ),
  );
  prims.push(
    line(
      [
        [L * 0.97, ty + 0.15, -zOut],
        [L * 0.97, ty + 0.15, zOut],
      ],
      0.18,
      hullColor,
    ),
  );
  prims.push(...near.prims);
  // Saloon with wrap-around glass, and the roof that shades the cockpit.
  const sx0 = L * 0.3;
  const sx1 = L * 0.7;
  const sy = deck(sx0) - 0.05;
  const saloonH = L * 0.085;
  prims.push(
    ...buildCabin({
      x0: sx0,
      x1: sx1,
      yb0: sy,
      yb1: deck(sx1) - 0.05,
      height: saloonH,
      halfBack: zOut + hullBeam * 0.2,
      halfFront: zOut + hullBeam * 0.05,
      rakeFront: L * 0.05,
      rakeBack: 0,
      color: white,
      windows: [[0.04, 0.92, 0.3, 0.85, 0.06]],
      windscreen: 0.25,
      glass,
    }),
  );
  const roofY = sy + saloonH;
  prims.push(...buildRoof(L * 0.08, sx0 + L * 0.05, roofY, zOut + hullBeam * 0.1, white, [L * 0.1], (x) => deck(x)));

  const mastX = L * 0.62;
  const mastTop = L * r.range(1.35, 1.5);
  const boomY = roofY + L * 0.07;
  const spar = rgb('#e1e4e6');
  const sailColor = mix(rgb('#f5f3ec'), palette.light, 0.25);
  const clew: V3 = [L * 0.06, boomY, underway ? -L * 0.08 : 0];
  prims.push(
    line(
      [
        [mastX, roofY, 0],
        [mastX, mastTop, 0],
      ],
      0.24,
      spar,
    ),
  );
  if (underway) {
    const head: V3 = [mastX - 0.3, mastTop * 0.985, 0];
    const gaff: V3 = [mastX - L * 0.1, mastTop * 0.97, clew[2] * 0.1];
    const leech: V3[] = Array.from({ length: 7 }, (_, i) => {
      const s = i / 6;
      const roach = Math.sin(Math.PI * s) * L * 0.045;
      return [gaff[0] + (clew[0] - gaff[0]) * s - roach, gaff[1] + (clew[1] + 0.1 - gaff[1]) * s, clew[2] * s] as V3;
    });
    const main = face([[mastX - 0.1, boomY + 0.15, 0], head, ...leech], sailColor, { bottom: scale(sailColor, 0.8) });
    main.details = [0.25, 0.5, 0.75].map((s) =>
      line([[mastX - 0.15, head[1] + (boomY - head[1]) * s, 0], leech[Math.round(s * 6)]!], 0.06, scale(sailColor, 0.72), 0.5),
    );
    const jibHead: V3 = [mastX + 0.2, mastTop * 0.82, 0];
    const jibTack: V3 = [L * 0.97, ty + 0.5, 0];
    const jibClew: V3 = [mastX - L * 0.02, roofY + 0.3, -zOut * 0.6];
    const jib = face(
      [jibTack, jibHead, [(jibHead[0] + jibClew[0]) / 2 - 0.4, (jibHead[1] + jibClew[1]) / 2, jibClew[2] * 0.5], jibClew],
      scale(sailColor, 0.95),
      {
        bottom: scale(sailColor, 0.8),
      },
    );
    prims.push(main, jib);
  } else {
    const cover = rgb(r.pick(['#2b3f5c', '#3a3f44', '#d9d4c7']));
    prims.push(
      ...buildCabin({
        x0: clew[0] + 0.4,
        x1: mastX - 0.2,
        yb0: boomY - 0.1,
        yb1: boomY - 0.1,
        height: 0.55,
        halfBack: 0.25,
        halfFront: 0.32,
        rakeFront: 0.05,
        rakeBack: 0.2,
        color: cover,
        glass: cover,
      }),
    );
  }
  prims.push(line([[mastX, boomY, 0], clew], 0.18, spar));
  const wire = rgb('#8d969c');
  prims.push(
    line(
      [
        [mastX, mastTop, 0],
        [L * 0.97, ty + 0.2, 0],
      ],
      0.035,
      wire,
      0.8,
    ),
  );
  prims.push(
    line(
      [
        [mastX, mastTop * 0.97, 0],
        [mastX - 0.6, deck(mastX), zOut],
      ],
      0.035,
      wire,
      0.8,
    ),
  );
  prims.push(
    line(
      [
        [mastX, mastTop * 0.97, 0],
        [mastX - 0.6, deck(mastX), -zOut],
      ],
      0.035,
      wire,
      0.6,
    ),
  );

  const nearWater = nearWaterline(near);
  return {
    length: L,
    prims,
    waterlineStart: near.spec.waterlineStart,
    waterlineEnd: near.spec.waterlineEnd,
    halfBeamAt: (x) => zOut + near.halfBeam(x),
    nearWater,
    heel: 0,
    bow: [L, deck(L) * 0.8, zOut],
  };
}

/** A tender (inflatable with an outboard) lying off the yacht at anchor. */
function tender(color: Rgb, at: V3): Prim[] {
  const hull = buildHull(
    {
      length: 3.6,
      beam: 1.7,
      freeboardStern: 0.5,
      freeboardBow: 0.62,
      waterlineStart: 0.1,
      waterlineEnd: 3.2,
      color,
      deck: rgb('#c9cdd1'),
      transomWidth: 0.95,
    },
    { glass: color },
  );
  const engine = buildCabin({
    x0: -0.45,
    x1: 0.05,
    yb0: 0.1,
    yb1: 0.1,
    height: 0.75,
    halfBack: 0.18,
    halfFront: 0.2,
    rakeFront: 0.1,
    rakeBack: 0.05,
    color: rgb('#2b2f33'),
    glass: color,
  });
  const move = (p: V3): V3 => [p[0] + at[0], p[1] + at[1], p[2] + at[2]];
  const moved = (prim: Prim): Prim =>
    ({ ...prim, pts: prim.pts.map(move), ...(prim.kind === 'face' && prim.details ? { details: prim.details.map(moved) } : {}) }) as Prim;
  return [...hull.prims, ...engine].map(moved);
}

// ---------------------------------------------------------------------------------------------------------------
// Camera and drawing

interface Camera {
  length: number;
  distance: number;
  height: number;
  yaw: number;
  roll: number;
  facing: 1 | -1;
  f: number;
  cx: number;
  horizon: number;
}

function rotate(p: V3, cam: Camera, centre: boolean): V3 {
  let [x, y, z] = p;
  if (centre) x -= cam.length / 2;
  const cr = Math.cos(cam.roll);
  const sr = Math.sin(cam.roll);
  [y, z] = [y * cr - z * sr, y * sr + z * cr];
  const cy = Math.cos(cam.yaw);
  const sy = Math.sin(cam.yaw);
  [x, z] = [x * cy + z * sy, -x * sy + z * cy];
  return [x * cam.facing, y, z];
}

function toWorld(p: V3, cam: Camera, mirror: boolean): V3 {
  const [x, y, z] = rotate(p, cam, true);
  return [x, mirror ? -y : y, cam.distance - z];
}

function project(w: V3, cam: Camera): [number, number] {
  const depth = Math.max(w[2], cam.length * 0.05);
  return [cam.cx + (cam.f * w[0]) / depth, cam.horizon + (cam.f * (cam.height - w[1])) / depth];
}

const fmt = (n: number) => (Math.round(n * 10) / 10).toString();
/** Whole pixels for the many small strokes of sea and shore: a third less file for no visible difference. */
const px = (n: number) => Math.round(n).toString();

class Drawing {
  private defs: string[] = [];
  private ids = 0;
  constructor(private readonly prefix: string) {}

  id(kind: string): string {
    this.ids += 1;
    return `${this.prefix}${kind}${this.ids}`;
  }

  def(markup: string) {
    this.defs.push(markup);
  }

  verticalGradient(stops: [number, Rgb, number?][]): string {
    const id = this.id('g');
    const body = stops
      .map(
        ([offset, color, opacity]) =>
          `<stop offset="${fmt(offset * 100)}%" stop-color="${css(color)}"${opacity === undefined ? '' : ` stop-opacity="${fmt(opacity)}"`}/>`,
      )
      .join('');
    this.def(`<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${body}</linearGradient>`);
    return id;
  }

  defsMarkup(): string {
    return `<defs>${this.defs.join('')}</defs>`;
  }
}

interface Light {
  direction: V3;
  ambient: number;
  color: Rgb;
}

function shade(color: Rgb, normal: V3 | undefined, light: Light): Rgb {
  if (!normal) return tint(color, light.color);
  const len = Math.hypot(normal[0], normal[1], normal[2]) || 1;
  const d = (normal[0] * light.direction[0] + normal[1] * light.direction[1] + normal[2] * light.direction[2]) / len;
  const k = light.ambient + (1 - light.ambient) * Math.max(0, d);
  return tint(scale(color, k), light.color);
}

function pathOf(points: [number, number][], close: boolean): string {
  return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${fmt(x)} ${fmt(y)}`).join('') + (close ? 'Z' : '');
}

function drawPrims(prims: Prim[], cam: Camera, drawing: Drawing, light: Light, mirror: boolean): string {
  const out: string[] = [];
  const camera: V3 = [0, cam.height, 0];
  for (const prim of prims) {
    const world = prim.pts.map((p) => toWorld(p, cam, mirror));
    if (prim.kind === 'line') {
      const mid = world[Math.floor(world.length / 2)]!;
      const width = Math.max(0.5, (prim.width * cam.f) / Math.max(mid[2], 1));
      out.push(
        `<path d="${pathOf(
          world.map((w) => project(w, cam)),
          false,
        )}" fill="none" stroke="${css(tint(prim.color, light.color))}" stroke-width="${fmt(width)}" stroke-linecap="round" stroke-linejoin="round"${prim.opacity === undefined ? '' : ` stroke-opacity="${fmt(prim.opacity)}"`}/>`,
      );
      continue;
    }
    let normal: V3 | undefined;
    if (prim.normal) {
      const n = rotate(prim.normal, cam, false);
      normal = [n[0], mirror ? -n[1] : n[1], -n[2]];
      const p = world[0]!;
      const toCamera: V3 = [camera[0] - p[0], camera[1] - p[1], camera[2] - p[2]];
      if (normal[0] * toCamera[0] + normal[1] * toCamera[1] + normal[2] * toCamera[2] <= 0) continue;
    }
    const color = prim.flat ? tint(prim.color, mix(light.color, rgb('#ffffff'), 0.5)) : shade(prim.color, normal, light);
    let fill = css(color);
    if (prim.bottom) {
      const bottom = prim.flat ? prim.bottom : shade(prim.bottom, normal, light);
      fill = `url(#${drawing.verticalGradient([
        [0, color],
        [1, bottom],
      ])})`;
    }
    out.push(
      `<path d="${pathOf(
        world.map((w) => project(w, cam)),
        true,
      )}" fill="${fill}"${prim.opacity === undefined ? '' : ` fill-opacity="${fmt(prim.opacity)}"`}/>`,
    );
    if (prim.details) out.push(drawPrims(prim.details, cam, drawing, light, mirror));
  }
  return out.join('');
}

/** Every point of the boat, for framing. */
function allPoints(prims: Prim[]): V3[] {
  return prims.flatMap((prim) => [...prim.pts, ...(prim.kind === 'face' && prim.details ? allPoints(prim.details) : [])]);
}

// ---------------------------------------------------------------------------------------------------------------
// The scene

function ridge(r: Random, x0: number, x1: number, base: number, height: number, roughness: number): [number, number][] {
  const points: [number, number][] = [[x0, base]];
  const phases = [r.range(0, 6.28), r.range(0, 6.28), r.range(0, 6.28)];
  const n = 48;
  for (let i = 0; i <= n; i += 1) {
    const t = i / n;
    const envelope = Math.pow(Math.sin(Math.PI * t), 0.6);
    const wobble =
      0.6 +
      0.25 * Math.sin(t * 5 + phases[0]!) +
      0.15 * Math.sin(t * 13 + phases[1]!) * roughness +
      0.08 * Math.sin(t * 31 + phases[2]!) * roughness;
    points.push([x0 + (x1 - x0) * t, base - height * envelope * wobble]);
  }
  points.push([x1, base]);
  return points;
}

function sky(drawing: Drawing, palette: Palette, r: Random, horizon: number, sunX: number): string {
  const W = PICTURE_WIDTH;
  const out: string[] = [];
  const skyId = drawing.verticalGradient([
    [0, palette.skyTop],
    [0.55, palette.skyMid],
    [1, palette.skyHorizon],
  ]);
  out.push(`<rect width="${W}" height="${fmt(horizon + 2)}" fill="url(#${skyId})"/>`);
  const sunY = horizon - horizon * palette.sunAltitude;
  const glowId = drawing.id('sun');
  drawing.def(
    `<radialGradient id="${glowId}"><stop offset="0%" stop-color="${css(palette.sunGlow)}" stop-opacity="0.9"/><stop offset="35%" stop-color="${css(palette.sunGlow)}" stop-opacity="0.35"/><stop offset="100%" stop-color="${css(palette.sunGlow)}" stop-opacity="0"/></radialGradient>`,
  );
  out.push(`<circle cx="${fmt(sunX)}" cy="${fmt(sunY)}" r="${fmt(palette.sunRadius * 7)}" fill="url(#${glowId})"/>`);
  out.push(`<circle cx="${fmt(sunX)}" cy="${fmt(sunY)}" r="${fmt(palette.sunRadius)}" fill="${css(palette.sun)}"/>`);
  // Clouds: soft clusters, blurred.
  const blurId = drawing.id('blur');
  drawing.def(`<filter id="${blurId}" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="7"/></filter>`);
  const clouds: string[] = [];
  const cloudCount = r.int(3, 6);
  for (let c = 0; c < cloudCount; c += 1) {
    const cx = r.range(-50, W + 50);
    const cy = r.range(horizon * 0.12, horizon * 0.75);
    const size = r.range(50, 140) * (0.6 + cy / horizon);
    for (let p = 0; p < 5; p += 1) {
      clouds.push(
        `<ellipse cx="${fmt(cx + r.range(-size, size))}" cy="${fmt(cy + r.range(-size * 0.12, size * 0.12))}" rx="${fmt(size * r.range(0.5, 1))}" ry="${fmt(size * r.range(0.12, 0.22))}"/>`,
      );
    }
  }
  out.push(`<g fill="${css(palette.cloud)}" fill-opacity="0.55" filter="url(#${blurId})">${clouds.join('')}</g>`);
  return out.join('');
}

function coast(drawing: Drawing, palette: Palette, r: Random, horizon: number, near: boolean): string {
  const W = PICTURE_WIDTH;
  const out: string[] = [];
  const far = mix(palette.skyHorizon, palette.hillFar, 0.55);
  // Distant islands along the horizon.
  const islands = r.int(1, 3);
  for (let i = 0; i < islands; i += 1) {
    const x0 = r.range(-100, W * 0.8);
    const width = r.range(180, 520);
    out.push(`<path d="${pathOf(ridge(r, x0, x0 + width, horizon + 1, r.range(10, 34), 1), true)}" fill="${css(far)}"/>`);
  }
  if (near) {
    // A nearer headland on one side, with pines and a village at its foot.
    const left = r.chance(0.5);
    const width = r.range(W * 0.45, W * 0.7);
    const x0 = left ? -W * 0.15 : W - width + W * 0.15;
    const height = r.range(80, 150);
    const hill = mix(palette.hillNear, palette.skyHorizon, 0.22);
    const ridgePts = ridge(r, x0, x0 + width, horizon + 2, height, 1.4);
    const hillId = drawing.verticalGradient([
      [0, hill],
      [1, mix(hill, palette.skyHorizon, 0.3)],
    ]);
    out.push(`<path d="${pathOf(ridgePts, true)}" fill="url(#${hillId})"/>`);
    const trees: string[] = [];
    const treeColor = css(scale(hill, 0.72));
    for (let i = 0; i < 70; i += 1) {
      const at = ridgePts[r.int(3, ridgePts.length - 4)]!;
      const y = at[1] + r.range(4, Math.max(6, horizon - at[1] - 4));
      trees.push(`<ellipse cx="${px(at[0] + r.range(-8, 8))}" cy="${px(y)}" rx="${px(r.range(3, 7))}" ry="${px(r.range(2, 4))}"/>`);
    }
    out.push(`<g fill="${treeColor}" fill-opacity="0.75">${trees.join('')}</g>`);
    const houses: string[] = [];
    const villageX = x0 + width * r.range(0.3, 0.6);
    const walls = [rgb('#f4efe6'), rgb('#efe0c4'), rgb('#f2d9b5'), rgb('#ffffff')];
    for (let i = 0; i < 26; i += 1) {
      const hx = villageX + r.range(-90, 90);
      const w = r.range(6, 13);
      const h = r.range(5, 10);
      const hy = horizon - r.range(2, 26) * (1 - Math.abs(hx - villageX) / 120);
      const wall = css(tint(r.pick(walls), palette.light));
      houses.push(`<rect x="${px(hx)}" y="${px(hy - h)}" width="${px(w)}" height="${px(h)}" fill="${wall}"/>`);
      houses.push(
        `<path d="M${px(hx - 1)} ${px(hy - h)}L${px(hx + w / 2)} ${px(hy - h - 3)}L${px(hx + w + 1)} ${px(hy - h)}Z" fill="${css(tint(rgb('#b5563a'), palette.light))}"/>`,
      );
    }
    out.push(`<g opacity="0.9">${houses.join('')}</g>`);
  }
  // Haze where sea meets sky.
  const hazeId = drawing.verticalGradient([
    [0, palette.skyHorizon, 0],
    [0.7, palette.skyHorizon, 0.55],
    [1, palette.skyHorizon, 0],
  ]);
  out.push(`<rect y="${fmt(horizon - 40)}" width="${W}" height="52" fill="url(#${hazeId})"/>`);
  return out.join('');
}

function sea(drawing: Drawing, palette: Palette, r: Random, horizon: number, sunX: number): string {
  const W = PICTURE_WIDTH;
  const H = PICTURE_HEIGHT;
  const out: string[] = [];
  const seaId = drawing.verticalGradient([
    [0, palette.seaTop],
    [0.25, mix(palette.seaTop, palette.seaBottom, 0.5)],
    [1, palette.seaBottom],
  ]);
  out.push(`<rect y="${fmt(horizon)}" width="${W}" height="${fmt(H - horizon)}" fill="url(#${seaId})"/>`);
  // Waves: short arcs, longer and thicker toward the viewer.
  const light: string[] = [];
  const dark: string[] = [];
  const rows = 36;
  for (let row = 0; row < rows; row += 1) {
    const t = Math.pow((row + 0.5) / rows, 1.7);
    const y0 = horizon + 3 + (H - horizon) * t;
    const count = 7 + Math.floor(r.range(0, 6));
    for (let i = 0; i < count; i += 1) {
      const x = r.range(-40, W + 20);
      const y = y0 + r.range(-4, 4) * t;
      const len = 10 + 110 * t * r.range(0.5, 1.3);
      const amp = 1 + 5 * t;
      const d = `M${px(x)} ${px(y)}q${px(len / 2)} ${px(-amp)} ${px(len)} 0`;
      (r.chance(0.55) ? light : dark).push(`<path d="${d}" stroke-width="${px(0.6 + 3 * t)}"/>`);
    }
  }
  out.push(
    `<g fill="none" stroke="${css(mix(palette.skyHorizon, palette.seaTop, 0.2))}" stroke-opacity="0.35" stroke-linecap="round">${light.join('')}</g>`,
  );
  out.push(
    `<g fill="none" stroke="${css(scale(palette.seaBottom, 0.7))}" stroke-opacity="0.35" stroke-linecap="round">${dark.join('')}</g>`,
  );
  // Glitter under the sun, widening toward the viewer.
  const glitter: string[] = [];
  for (let i = 0; i < 160; i += 1) {
    const t = Math.pow(r.next(), 1.4);
    const y = horizon + 2 + (H - horizon) * t;
    const spread = 20 + 260 * t;
    const x = sunX + r.range(-spread, spread) * r.range(0.3, 1);
    const len = 4 + 40 * t * r.range(0.4, 1);
    glitter.push(
      `<path d="M${px(x - len / 2)} ${px(y)}h${px(len)}" stroke-width="${px(0.8 + 2.2 * t)}" stroke-opacity="${px(r.range(0.25, 0.85) * (1 - 0.5 * t))}"/>`,
    );
  }
  out.push(`<g stroke="${css(palette.glitter)}" stroke-linecap="round">${glitter.join('')}</g>`);
  return out.join('');
}

interface SceneSetup {
  yaw: number;
  distance: number;
  height: number;
  widthShare: number;
  horizonShare: number;
  anchor: boolean;
  wake: boolean;
  nearCoast: boolean;
}

function setupFor(scene: PictureScene, type: YachtType, r: Random): SceneSetup {
  const tall = type === 'sail' || type === 'catamaran';
  switch (scene) {
    case 'profile':
      return {
        yaw: r.range(-0.08, 0.08),
        distance: 4.2,
        height: 0.14,
        widthShare: r.range(0.66, 0.74),
        horizonShare: tall ? 0.66 : 0.5,
        anchor: false,
        wake: false,
        nearCoast: r.chance(0.4),
      };
    case 'three-quarter':
      return {
        yaw: r.pick([1, -1]) * r.range(0.6, 0.85),
        distance: 2.4,
        height: 0.42,
        widthShare: r.range(0.62, 0.7),
        horizonShare: tall ? 0.58 : 0.42,
        anchor: false,
        wake: false,
        nearCoast: r.chance(0.3),
      };
    case 'anchor':
      return {
        yaw: r.range(-0.45, 0.3),
        distance: 3.2,
        height: 0.22,
        widthShare: r.range(0.5, 0.6),
        horizonShare: tall ? 0.62 : 0.5,
        anchor: true,
        wake: false,
        nearCoast: true,
      };
    case 'underway':
      return {
        yaw: r.range(0.35, 0.6),
        distance: 2.8,
        height: 0.26,
        widthShare: r.range(0.55, 0.65),
        horizonShare: tall ? 0.62 : 0.45,
        anchor: false,
        wake: true,
        nearCoast: r.chance(0.25),
      };
  }
}

function wakePrims(boat: Boat, sailing: boolean): { foam: Prim[]; bowWave: Prim[] } {
  const L = boat.length;
  const ws = boat.waterlineStart;
  const half = boat.halfBeamAt(ws + 0.5);
  const spread = sailing ? 0.18 : 0.32;
  const foamColor = rgb('#ffffff');
  const foam: Prim[] = [];
  const segments = [
    [0, 0.35, 0.75],
    [0.35, 0.8, 0.45],
    [0.8, 1.5, 0.22],
  ] as const;
  for (const [a, b, opacity] of segments) {
    const w = (s: number) => half * (sailing ? 0.7 : 1) + L * spread * s * 0.6;
    foam.push(
      face(
        [
          [ws - L * a, 0.02, w(a)],
          [ws - L * b, 0.02, w(b)],
          [ws - L * b, 0.02, -w(b)],
          [ws - L * a, 0.02, -w(a)],
        ],
        foamColor,
        { flat: true, opacity: opacity * (sailing ? 0.6 : 1) },
      ),
    );
  }
  // The two arms of the V, spreading out and fading.
  for (const sign of [1, -1]) {
    const at = (s: number): V3 => [ws + L * 0.5 - L * 1.5 * s, 0.02, sign * (half + L * spread * s)];
    const fades = [0.6, 0.35, 0.15];
    fades.forEach((opacity, i) => {
      const pts = Array.from({ length: 4 }, (_, k) => at((i + k / 3) / fades.length));
      foam.push(line(pts, L * (sailing ? 0.01 : 0.016) * (1 + i * 0.5), foamColor, opacity));
    });
  }
  const bowWave: Prim[] = [];
  const we = boat.waterlineEnd;
  const near = boat.nearWater;
  const front = near.filter((p) => p[0] > we - L * 0.35);
  if (front.length > 1) {
    const rise = sailing ? 0.25 : 0.45;
    bowWave.push(
      face(
        [
          ...front.map((p) => [p[0], -0.05, p[2] + 0.1] as V3),
          ...front.map((p, i) => [p[0], rise * (0.3 + 0.7 * (i / front.length)), p[2] + 0.08] as V3).reverse(),
        ],
        foamColor,
        { flat: true, opacity: 0.8 },
      ),
    );
  }
  return { foam, bowWave };
}

/** Draws one picture of the pool. */
export function renderYachtPicture(spec: PictureSpec): string {
  const W = PICTURE_WIDTH;
  const H = PICTURE_HEIGHT;
  const r = createRandom(`picture:${spec.name}`);
  // The boat comes from its set's own sequence, so each scene of the set draws the same boat.
  const build = createRandom(`boat:${spec.set}`);
  const palette = PALETTES[spec.time];
  const setup = setupFor(spec.scene, spec.type, r);
  const underway = spec.scene === 'underway' || (spec.scene === 'three-quarter' && r.chance(0.5));
  const boat =
    spec.type === 'sail'
      ? sailingYacht(build, palette, underway)
      : spec.type === 'catamaran'
        ? catamaran(build, palette, underway)
        : spec.type === 'superyacht'
          ? superyacht(build, palette)
          : motorYacht(build, palette, spec.style ?? 'flybridge');
  const L = boat.length;
  const cam: Camera = {
    length: L,
    distance: setup.distance * L,
    height: setup.height * L,
    yaw: -setup.yaw,
    roll: boat.heel,
    facing: r.chance(0.5) ? 1 : -1,
    f: 1,
    cx: 0,
    horizon: 0,
  };
  // Frame the boat: measure it with a unit camera, then choose the focal length, the horizon and the centre.
  // A bare mast may leave the top of the frame, as in a photograph from the quay; sails in use stay whole.
  const bareMast = (spec.type === 'sail' || spec.type === 'catamaran') && !underway;
  const pts = allPoints(boat.prims)
    .filter((p) => !bareMast || p[1] < L * 0.5)
    .map((p) => toWorld(p, cam, false));
  const us = pts.map((w) => w[0] / Math.max(w[2], 0.1));
  const vs = pts.map((w) => (cam.height - w[1]) / Math.max(w[2], 0.1));
  const uMin = Math.min(...us);
  const uMax = Math.max(...us);
  const vMin = Math.min(...vs);
  const vMax = Math.max(...vs);
  // As large as the width share allows and the height fits (masts are tall), then the horizon where the scene
  // wants it, moved only as far as needed to keep the whole boat and its waterline in the frame.
  const topMargin = H * 0.05;
  const bottomLimit = H * 0.86;
  const f = Math.min((setup.widthShare * W) / (uMax - uMin), (bottomLimit - topMargin) / (vMax - vMin));
  const horizon = Math.min(Math.max(H * setup.horizonShare, topMargin - f * vMin), bottomLimit - f * vMax);
  cam.f = f;
  cam.horizon = horizon;
  const thirds = r.pick([0.44, 0.5, 0.56]);
  cam.cx = W * thirds - (f * (uMin + uMax)) / 2;

  const sunX = W * (spec.time === 'noon' ? r.range(0.15, 0.85) : r.pick([r.range(0.12, 0.3), r.range(0.7, 0.88)]));
  const light: Light = {
    direction: normalise([sunX < W / 2 ? -0.45 : 0.45, 0.75, -0.55]),
    ambient: spec.time === 'dusk' ? 0.55 : 0.62,
    color: palette.light,
  };
  const drawing = new Drawing(`${spec.type[0]}${hashString(spec.name).toString(36)}`);
  const body: string[] = [];
  body.push(sky(drawing, palette, r, horizon, sunX));
  body.push(coast(drawing, palette, r, horizon, setup.nearCoast));
  body.push(sea(drawing, palette, r, horizon, sunX));

  // The reflection: the mirrored model, faded and blurred, broken up by ripples.
  const reflectionBlur = drawing.id('rb');
  drawing.def(
    `<filter id="${reflectionBlur}" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="1.2 2.5"/></filter>`,
  );
  const waterY = project(toWorld([L / 2, 0, 0], cam, false), cam)[1];
  const fadeId = drawing.verticalGradient([
    [0, rgb('#ffffff'), 0.55],
    [1, rgb('#ffffff'), 0],
  ]);
  const maskId = drawing.id('m');
  const reflectionDepth = Math.min(H - waterY + 10, f * (vMax - vMin) * 0.8);
  drawing.def(
    `<mask id="${maskId}"><rect x="0" y="${fmt(waterY - 30)}" width="${W}" height="${fmt(reflectionDepth + 30)}" fill="url(#${fadeId})"/></mask>`,
  );
  const mirrored = drawPrims(boat.prims, cam, drawing, { ...light, ambient: light.ambient * 0.85 }, true);
  body.push(`<g mask="url(#${maskId})" filter="url(#${reflectionBlur})">${mirrored}</g>`);
  const ripples: string[] = [];
  for (let i = 0; i < 40; i += 1) {
    const y = waterY + r.range(0, reflectionDepth);
    const x = W * thirds + r.range(-0.4, 0.4) * f * (uMax - uMin);
    ripples.push(`<path d="M${px(x)} ${px(y)}h${px(r.range(20, 90))}" stroke-width="${px(r.range(1, 3))}"/>`);
  }
  body.push(
    `<g stroke="${css(mix(palette.seaTop, palette.seaBottom, 0.5))}" stroke-opacity="0.55" stroke-linecap="round">${ripples.join('')}</g>`,
  );

  // Shadow and foam along the waterline, the wake, then the boat.
  const shadow = face(
    [
      ...boat.nearWater.map((p) => [p[0], 0.01, p[2] + 0.05] as V3),
      ...boat.nearWater.map((p) => [p[0], 0.01, p[2] + L * 0.03] as V3).reverse(),
    ],
    scale(palette.seaBottom, 0.6),
    { flat: true, opacity: 0.35 },
  );
  const waterline = line(boat.nearWater, L * 0.006, rgb('#ffffff'), 0.55);
  const wake = setup.wake ? wakePrims(boat, spec.type === 'sail' || spec.type === 'catamaran') : { foam: [], bowWave: [] };
  body.push(drawPrims([shadow, ...wake.foam], cam, drawing, light, false));
  body.push(drawPrims(boat.prims, cam, drawing, light, false));
  body.push(drawPrims([waterline, ...wake.bowWave], cam, drawing, light, false));
  if (setup.anchor) {
    const chainEnd: V3 = [boat.bow[0] + L * 0.12, 0, boat.bow[2] + L * 0.02];
    body.push(
      drawPrims(
        [line([boat.bow, [boat.bow[0] + L * 0.07, boat.bow[1] * 0.35, boat.bow[2] + L * 0.01], chainEnd], 0.05, rgb('#4a4f55'), 0.9)],
        cam,
        drawing,
        light,
        false,
      ),
    );
    if (spec.type !== 'superyacht' && r.chance(0.6)) {
      const dinghy = tender(rgb(r.pick(['#5b6670', '#3b4a57', '#7c8a93'])), [-L * 0.18, 0, boat.halfBeamAt(L * 0.2) + 2.5]);
      body.push(drawPrims(dinghy, cam, drawing, light, false));
    }
  }
  // A soft vignette, as a lens gives.
  const vignetteId = drawing.id('v');
  drawing.def(
    `<radialGradient id="${vignetteId}" cx="50%" cy="50%" r="75%"><stop offset="60%" stop-color="#000" stop-opacity="0"/><stop offset="100%" stop-color="#000" stop-opacity="0.28"/></radialGradient>`,
  );
  body.push(`<rect width="${W}" height="${H}" fill="url(#${vignetteId})"/>`);

  const title = `${spec.type === 'sail' ? 'Sailing yacht' : spec.type === 'catamaran' ? 'Catamaran' : spec.type === 'superyacht' ? 'Superyacht' : 'Motor yacht'} ${
    spec.scene === 'anchor'
      ? 'at anchor'
      : spec.scene === 'underway'
        ? 'under way'
        : spec.scene === 'profile'
          ? 'in profile'
          : 'seen from three-quarters'
  }, ${spec.time === 'golden' ? 'golden hour' : spec.time}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${title}"><title>${title}</title>${drawing.defsMarkup()}${body.join('')}</svg>\n`;
}

function normalise(v: V3): V3 {
  const len = Math.hypot(v[0], v[1], v[2]) || 1;
  return [v[0] / len, v[1] / len, v[2] / len];
}
