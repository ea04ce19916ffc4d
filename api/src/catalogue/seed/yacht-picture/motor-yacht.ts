// A motor yacht in one of four styles: a dayboat with a console and outboards, a sport cruiser with a hardtop, a
// flybridge yacht, or a trawler with its high wheelhouse.
import type { Random } from '../../../seed/prng';
import type { MotorStyle } from '../yacht-pictures';
import { rgb, type Palette, type Rgb } from './colour';
import { buildHull, glassColor, HULL_COLORS, monohull, type Boat, type Hull } from './hull';
import { buildCabin, buildRoof, line, type Prim } from './model';

type Window = [number, number, number, number, number];

function motorHull(r: Random, L: number, style: MotorStyle, glass: Rgb): Hull {
  const hullColor = style === 'dayboat' ? rgb(r.pick(['#5e676e', '#2b3338', '#e9ecec', '#3f5560'])) : rgb(r.weighted(HULL_COLORS));
  const high = style === 'trawler' ? 1.25 : style === 'sport' ? 0.85 : style === 'dayboat' ? 0.75 : 1;
  return buildHull(
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
}

/** The rail around the foredeck. */
function bowRail(hull: Hull): Prim[] {
  const L = hull.spec.length;
  const deck = hull.sheer;
  const railXs = Array.from({ length: 7 }, (_, i) => L * (0.64 + i * 0.055));
  const railColor = rgb('#d5dadd');
  const prims: Prim[] = railXs.map((x) => line([hull.side(x, deck(x)), hull.side(x, deck(x) + 0.6)], 0.04, railColor));
  prims.push(
    line(
      railXs.map((x) => hull.side(x, deck(x) + 0.6)),
      0.04,
      railColor,
    ),
  );
  return prims;
}

/** A dayboat's centre console under a T-top, and the outboards on its transom. */
function dayboatDeck(hull: Hull, glass: Rgb, white: Rgb): Prim[] {
  const L = hull.spec.length;
  const deck = hull.sheer;
  const consoleX = L * 0.45;
  const prims: Prim[] = [
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
    ...buildRoof(L * 0.3, L * 0.56, deck(consoleX) + L * 0.2, hull.halfBeam(consoleX) * 0.75, hull.spec.color, [L * 0.33, L * 0.5], deck),
  ];
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
  return prims;
}

/** The saloon of a cruising motor yacht: its length, height and windows by style. */
function saloon(hull: Hull, style: MotorStyle, glass: Rgb, white: Rgb, { x0, h }: { x0: number; h: number }): Prim[] {
  const L = hull.spec.length;
  const deck = hull.sheer;
  const x1 = L * (style === 'trawler' ? 0.7 : style === 'sport' ? 0.66 : 0.68);
  return buildCabin({
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
        ? [0.12, 0.26, 0.4, 0.54, 0.68].map((u) => [u, u + 0.1, 0.35, 0.8, 0] as Window)
        : [[0.06, style === 'sport' ? 0.8 : 0.86, 0.3, 0.86, style === 'sport' ? 0.18 : 0.08]],
    windscreen: 0.2,
    glass,
  });
}

/** The deck above the saloon: a flybridge under its hardtop, or a trawler's wheelhouse; and the radar mast. */
function upperDeck(hull: Hull, style: 'flybridge' | 'trawler', glass: Rgb, white: Rgb, base: number): Prim[] {
  const L = hull.spec.length;
  const deck = hull.sheer;
  const fx0 = L * (style === 'trawler' ? 0.36 : 0.16);
  const fx1 = L * (style === 'trawler' ? 0.62 : 0.55);
  const prims: Prim[] = buildCabin({
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
  });
  if (style === 'flybridge') {
    prims.push(
      ...buildRoof(L * 0.12, L * 0.4, base + L * 0.11, hull.halfBeam(L * 0.3) * 0.82, white, [L * 0.14, L * 0.36], () => base + L * 0.035),
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
  return prims;
}

/** Sport: a hardtop over the aft end of the saloon. */
function hardtop(hull: Hull, glass: Rgb, white: Rgb, { x0, h }: { x0: number; h: number }): Prim[] {
  const L = hull.spec.length;
  const top = hull.sheer(x0) + h;
  return buildCabin({
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
  });
}

/** Everything above the deck of a cruising motor yacht. */
function cruiserDeck(hull: Hull, style: Exclude<MotorStyle, 'dayboat'>, glass: Rgb, white: Rgb): Prim[] {
  const L = hull.spec.length;
  const at = {
    x0: L * (style === 'sport' ? 0.2 : 0.12),
    h: L * (style === 'sport' ? 0.07 : style === 'trawler' ? 0.1 : 0.09),
  };
  const prims = saloon(hull, style, glass, white, at);
  if (style === 'sport') prims.push(...hardtop(hull, glass, white, at));
  else prims.push(...upperDeck(hull, style, glass, white, hull.sheer(at.x0) + at.h - 0.1));
  return prims;
}

export function motorYacht(r: Random, palette: Palette, style: MotorStyle): Boat {
  const L = style === 'dayboat' ? r.range(10, 13) : r.range(16, 24);
  const glass = glassColor(palette);
  const white = rgb('#f6f6f3');
  const hull = motorHull(r, L, style, glass);
  const prims: Prim[] = [...hull.prims, ...bowRail(hull)];
  prims.push(...(style === 'dayboat' ? dayboatDeck(hull, glass, white) : cruiserDeck(hull, style, glass, white)));
  return monohull(hull, prims, 0, [L * 0.99, hull.sheer(L) * 0.8, 0]);
}
