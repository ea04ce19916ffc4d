// A superyacht: a long hull with portholes or a band of glass, three or four stepped decks, a radar mast with its
// domes, and a swim platform.
import type { Random } from '../../../seed/prng';
import { rgb, type Palette, type Rgb } from './colour';
import { buildHull, glassColor, monohull, type Boat, type Hull } from './hull';
import { buildCabin, line, type Prim } from './model';

function superyachtHull(r: Random, L: number, glass: Rgb): Hull {
  const hullColor = rgb(
    r.weighted([
      ['#f7f7f4', 3],
      ['#17243a', 2],
      ['#3b4650', 1.2],
      ['#8e9aa3', 1],
    ]),
  );
  return buildHull(
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
}

/** The decks stacked on the hull, each shorter than the one below; returns them and the height of the top. */
function stackedDecks(r: Random, hull: Hull, glass: Rgb, white: Rgb): { prims: Prim[]; base: number } {
  const L = hull.spec.length;
  const deck = hull.sheer;
  const prims: Prim[] = [];
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
  return { prims, base };
}

/** Radar mast with domes on the top deck. */
function radarMast(L: number, base: number, glass: Rgb, white: Rgb): Prim[] {
  const mx = L * 0.42;
  const prims: Prim[] = [
    line(
      [
        [mx, base, 0],
        [mx, base + L * 0.07, 0],
      ],
      0.35,
      rgb('#e6e8ea'),
    ),
    line(
      [
        [mx - 1.6, base + L * 0.055, 0],
        [mx + 1.2, base + L * 0.06, 0],
      ],
      0.3,
      rgb('#e6e8ea'),
    ),
  ];
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
  return prims;
}

export function superyacht(r: Random, palette: Palette): Boat {
  const L = r.range(42, 62);
  const glass = glassColor(palette);
  const white = rgb('#f7f7f5');
  const hull = superyachtHull(r, L, glass);
  const decks = stackedDecks(r, hull, glass, white);
  const prims: Prim[] = [...hull.prims, ...decks.prims, ...radarMast(L, decks.base, glass, white)];
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
  return monohull(hull, prims, 0, [L * 0.99, hull.sheer(L) * 0.8, 0]);
}
