// A tender (inflatable with an outboard) lying off the yacht at anchor.
import { rgb, type Rgb } from './colour';
import { buildHull } from './hull';
import { buildCabin, type Prim, type V3 } from './model';

export function tender(color: Rgb, at: V3): Prim[] {
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
  const moved = (prim: Prim): Prim => ({
    ...prim,
    pts: prim.pts.map(move),
    ...(prim.kind === 'face' && prim.details ? { details: prim.details.map(moved) } : {}),
  });
  return [...hull.prims, ...engine].map(moved);
}
