// A sailing yacht: a sloop with a coachroof and sprayhood, lifelines, and a masthead rig, its sails set under way or
// the main under its cover at rest.
import type { Random } from '../../../seed/prng';
import { mix, rgb, scale, type Palette, type Rgb } from './colour';
import { buildHull, glassColor, HULL_COLORS, monohull, type Boat, type Hull } from './hull';
import { buildCabin, buildSailCover, face, line, type Prim, type SailCoverFit, type V3 } from './model';

function sailingHull(r: Random, L: number, glass: Rgb): Hull {
  const hullColor = rgb(r.weighted(HULL_COLORS));
  const teak = rgb('#c49a66');
  return buildHull(
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
}

/** The coachroof, the sprayhood over the companionway, and the lifelines with their pulpit. */
function sailingDeck(r: Random, hull: Hull, glass: Rgb, cabinH: number): Prim[] {
  const L = hull.spec.length;
  const deckAt = hull.sheer;
  const white = rgb('#f5f4ef');
  const cabinX0 = L * 0.36;
  const cabinX1 = L * 0.72;
  const prims: Prim[] = buildCabin({
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
  });
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
  return prims;
}

/** Where the rig's parts are. */
interface Rig {
  mastX: number;
  mastTop: number;
  boomY: number;
  clew: V3;
  sailColor: Rgb;
}

/** The mainsail with its battens and the jib, set and drawing. */
function setSails(hull: Hull, { mastX, mastTop, boomY, clew, sailColor }: Rig): Prim[] {
  const L = hull.spec.length;
  const deckAt = hull.sheer;
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
  return [main, jib];
}

/** The mainsail furled on the boom under its cover, in one of the cover colours. */
const COVER_COLORS = ['#1f3f6b', '#2c4c3b', '#5a2f2f', '#24364f'];
const COVER_FIT: SailCoverFit = { fromClew: 0.3, fromMast: 0.15, height: 0.5, halfBack: 0.18, halfFront: 0.28, rakeBack: 0.15 };
const sailCover = (r: Random, rig: Rig): Prim[] => buildSailCover(rgb(r.pick(COVER_COLORS)), rig, COVER_FIT);

/** Forestay, backstay and the shrouds on either side. */
function standingRigging(hull: Hull, { mastX, mastTop }: Rig): Prim[] {
  const L = hull.spec.length;
  const deckAt = hull.sheer;
  const wire = rgb('#8d969c');
  return [
    line(
      [
        [mastX, mastTop, 0],
        [L * 0.99, deckAt(L) + 0.1, 0],
      ],
      0.03,
      wire,
      0.8,
    ),
    line(
      [
        [mastX, mastTop, 0],
        [L * 0.02, deckAt(0) + 0.1, 0],
      ],
      0.03,
      wire,
      0.8,
    ),
    line([[mastX, mastTop * 0.78, 0], hull.side(mastX - 0.4, deckAt(mastX))], 0.03, wire, 0.8),
    line(
      [
        [mastX, mastTop * 0.78, 0],
        [mastX - 0.4, deckAt(mastX), -hull.halfBeam(mastX)],
      ],
      0.03,
      wire,
      0.6,
    ),
  ];
}

export function sailingYacht(r: Random, palette: Palette, underway: boolean): Boat {
  const L = r.range(12, 17);
  const glass = glassColor(palette);
  const hull = sailingHull(r, L, glass);
  const deckAt = hull.sheer;
  const cabinH = L * 0.055;
  const prims: Prim[] = [...hull.prims, ...sailingDeck(r, hull, glass, cabinH)];

  const mastX = L * 0.6;
  const mastFoot = deckAt(mastX) + cabinH;
  const mastTop = L * r.range(1.3, 1.45);
  const boomY = mastFoot + L * 0.075;
  const boomLength = L * 0.4;
  const boomAngle = underway ? -0.42 : 0;
  const clew: V3 = [mastX - boomLength * Math.cos(boomAngle), boomY, boomLength * Math.sin(boomAngle)];
  const spar = rgb('#dfe3e6');
  const rig: Rig = { mastX, mastTop, boomY, clew, sailColor: mix(rgb('#f7f5ee'), palette.light, 0.25) };
  const mast = line(
    [
      [mastX, mastFoot, 0],
      [mastX, mastTop, 0],
    ],
    0.2,
    spar,
  );
  prims.push(mast, ...(underway ? setSails(hull, rig) : sailCover(r, rig)));
  prims.push(line([[mastX, boomY, 0], clew], 0.16, spar));
  prims.push(...standingRigging(hull, rig));
  return monohull(hull, prims, underway ? -r.range(0.1, 0.2) : 0, [L, deckAt(L) * 0.85, 0]);
}
