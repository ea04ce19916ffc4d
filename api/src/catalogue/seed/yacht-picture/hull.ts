// Hulls: the shape of a hull from its few measures (sheer, beam, waterline, stem), its faces, and the bands,
// windows and rail on its near side; and what every boat type hands to the scene.
import { mix, rgb, scale, type Palette, type Rgb } from './colour';
import { face, line, type Prim, type V3 } from './model';

export interface HullSpec {
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

export interface Hull {
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

interface HullOptions {
  windows?: 'none' | 'strip' | 'band' | 'portholes';
  stripe?: Rgb;
  boot?: Rgb;
  glass: Rgb;
}

/** The hull's lines as functions of x (and y), and the stations its outlines are drawn through. */
interface HullShape {
  sheer: (x: number) => number;
  halfBeam: (x: number) => number;
  waterBeam: (x: number) => number;
  side: (x: number, y: number) => V3;
  xs: number[];
  zc: number;
}

const STATIONS = 18;

function hullShape(spec: HullSpec): HullShape {
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
  return { sheer, halfBeam, waterBeam, side, xs, zc };
}

/** The glass along the topside: a few strips, one long band, or a row of portholes. */
function hullWindows(spec: HullSpec, { side }: HullShape, options: HullOptions): Prim[] {
  const { length: L, freeboardStern: fs } = spec;
  const glass = options.glass;
  const near: Prim[] = [];
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
  return near;
}

/** What is drawn on the near topside: boot top, stripe, windows, and the toe rail along the sheer. */
function nearSideDetails(spec: HullSpec, shape: HullShape, options: HullOptions): Prim[] {
  const { length: L, freeboardStern: fs, waterlineStart: ws, waterlineEnd: we } = spec;
  const { sheer, side, xs } = shape;
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
  near.push(...hullWindows(spec, shape, options));
  // Toe rail / rubbing strake along the sheer.
  near.push(
    line(
      xs.map((x) => side(x, sheer(x) - 0.04)),
      Math.max(0.06, L * 0.004),
      scale(spec.color, 0.55),
      0.8,
    ),
  );
  return near;
}

export function buildHull(spec: HullSpec, options: HullOptions): Hull {
  const { waterlineStart: ws, waterlineEnd: we } = spec;
  const shape = hullShape(spec);
  const { sheer, halfBeam, waterBeam, side, xs, zc } = shape;
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
  const near = nearSideDetails(spec, shape, options);
  prims.push(face(outline(1), spec.color, { normal: [0, 0, 1], bottom: scale(spec.color, 0.7), details: near }));

  return { spec, sheer, halfBeam, side, prims };
}

// ---------------------------------------------------------------------------------------------------------------
// What a boat of any type hands to the scene

export interface Boat {
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

export const HULL_COLORS: readonly (readonly [string, number])[] = [
  ['#f7f7f4', 6],
  ['#1d2f4f', 2],
  ['#2a3a4a', 1],
  ['#b9c2c9', 1.2],
  ['#e9e4d8', 1],
];

export function glassColor(palette: Palette): Rgb {
  return palette.windowsLit ? rgb('#f6c676') : mix(rgb('#101a24'), palette.skyMid, 0.18);
}

export function nearWaterline(hull: Hull): V3[] {
  const { waterlineStart: ws, waterlineEnd: we } = hull.spec;
  return Array.from({ length: 13 }, (_, i) => hull.side(ws + ((we - ws) * i) / 12, 0.02));
}

/** A one-hulled boat as the scene sees it. */
export function monohull(hull: Hull, prims: Prim[], heel: number, bow: V3): Boat {
  return {
    length: hull.spec.length,
    prims,
    waterlineStart: hull.spec.waterlineStart,
    waterlineEnd: hull.spec.waterlineEnd,
    halfBeamAt: hull.halfBeam,
    nearWater: nearWaterline(hull),
    heel,
    bow,
  };
}
