// A sailing catamaran: two hulls joined by a bridgedeck with a trampoline forward, a saloon with wrap-around glass
// under a roof that shades the cockpit, and a tall rig.
import type { Random } from '../../../seed/prng';
import { mix, rgb, scale, type Palette, type Rgb } from './colour';
import { buildHull, glassColor, nearWaterline, type Boat, type Hull, type HullSpec } from './hull';
import { buildCabin, buildRoof, buildSailCover, face, line, type Prim, type SailCoverFit, type V3 } from './model';

/** The two hulls and the measures the rest of the boat is placed by. */
interface Hulls {
  far: Hull;
  near: Hull;
  L: number;
  /** Offset of each hull's centre line. */
  zOut: number;
  hullBeam: number;
  hullColor: Rgb;
  glass: Rgb;
}

function catamaranHulls(r: Random, palette: Palette): Hulls {
  const L = r.range(12, 18);
  const beam = L * r.range(0.52, 0.58);
  const hullBeam = L * 0.12;
  const glass = glassColor(palette);
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
  return { far, near, L, zOut, hullBeam, hullColor, glass };
}

/** Bridgedeck between the hulls, with its clearance above the water, and the trampoline forward of it. */
function bridgedeck({ near, L, zOut, hullBeam, hullColor, glass }: Hulls, ty: number): Prim[] {
  const deck = near.sheer;
  const bx0 = L * 0.12;
  const bx1 = L * 0.74;
  return [
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
    line(
      [
        [L * 0.97, ty + 0.15, -zOut],
        [L * 0.97, ty + 0.15, zOut],
      ],
      0.18,
      hullColor,
    ),
  ];
}

/** Saloon with wrap-around glass, and the roof that shades the cockpit; returns them and the roof's height. */
function saloonAndRoof({ near, L, zOut, hullBeam, glass }: Hulls): { prims: Prim[]; roofY: number } {
  const deck = near.sheer;
  const white = rgb('#f6f6f2');
  const sx0 = L * 0.3;
  const sx1 = L * 0.7;
  const sy = deck(sx0) - 0.05;
  const saloonH = L * 0.085;
  const roofY = sy + saloonH;
  const prims = buildCabin({
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
  });
  prims.push(...buildRoof(L * 0.08, sx0 + L * 0.05, roofY, zOut + hullBeam * 0.1, white, [L * 0.1], (x) => deck(x)));
  return { prims, roofY };
}

/** Where the rig's parts are. */
interface Rig {
  mastX: number;
  mastTop: number;
  boomY: number;
  roofY: number;
  ty: number;
  clew: V3;
}

/** A square-top mainsail with its battens and the jib, set and drawing. */
function setSails({ L, zOut }: Hulls, { mastX, mastTop, boomY, roofY, ty, clew }: Rig, palette: Palette): Prim[] {
  const sailColor = mix(rgb('#f5f3ec'), palette.light, 0.25);
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
  return [main, jib];
}

/** The mainsail furled on the boom under its cover, in one of the cover colours. */
const COVER_COLORS = ['#2b3f5c', '#3a3f44', '#d9d4c7'];
const COVER_FIT: SailCoverFit = { fromClew: 0.4, fromMast: 0.2, height: 0.55, halfBack: 0.25, halfFront: 0.32, rakeBack: 0.2 };
const sailCover = (r: Random, rig: Rig): Prim[] => buildSailCover(rgb(r.pick(COVER_COLORS)), rig, COVER_FIT);

/** Forestay to the trampoline's beam, and a shroud to each hull. */
function standingRigging({ near, L, zOut }: Hulls, { mastX, mastTop, ty }: Rig): Prim[] {
  const deck = near.sheer;
  const wire = rgb('#8d969c');
  return [
    line(
      [
        [mastX, mastTop, 0],
        [L * 0.97, ty + 0.2, 0],
      ],
      0.035,
      wire,
      0.8,
    ),
    line(
      [
        [mastX, mastTop * 0.97, 0],
        [mastX - 0.6, deck(mastX), zOut],
      ],
      0.035,
      wire,
      0.8,
    ),
    line(
      [
        [mastX, mastTop * 0.97, 0],
        [mastX - 0.6, deck(mastX), -zOut],
      ],
      0.035,
      wire,
      0.6,
    ),
  ];
}

export function catamaran(r: Random, palette: Palette, underway: boolean): Boat {
  const hulls = catamaranHulls(r, palette);
  const { far, near, L, zOut } = hulls;
  const deck = near.sheer;
  const ty = deck(L * 0.85) - 0.1;
  const prims: Prim[] = [...far.prims, ...bridgedeck(hulls, ty), ...near.prims];
  const saloon = saloonAndRoof(hulls);
  prims.push(...saloon.prims);
  const roofY = saloon.roofY;

  const mastX = L * 0.62;
  const mastTop = L * r.range(1.35, 1.5);
  const boomY = roofY + L * 0.07;
  const spar = rgb('#e1e4e6');
  const rig: Rig = { mastX, mastTop, boomY, roofY, ty, clew: [L * 0.06, boomY, underway ? -L * 0.08 : 0] };
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
  prims.push(...(underway ? setSails(hulls, rig, palette) : sailCover(r, rig)));
  prims.push(line([[mastX, boomY, 0], rig.clew], 0.18, spar));
  prims.push(...standingRigging(hulls, rig));
  return {
    length: L,
    prims,
    waterlineStart: near.spec.waterlineStart,
    waterlineEnd: near.spec.waterlineEnd,
    halfBeamAt: (x) => zOut + near.halfBeam(x),
    nearWater: nearWaterline(near),
    heel: 0,
    bow: [L, deck(L) * 0.8, zOut],
  };
}
