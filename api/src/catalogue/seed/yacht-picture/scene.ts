// The picture as a whole: how each scene places the camera, the wake of a boat under way, and the composition of sky,
// coast, sea, reflection, boat and vignette into one SVG.
import type { YachtType } from '@yachts/contracts/catalogue';
import { createRandom, hashString, type Random } from '../../../seed/prng';
import { PICTURE_HEIGHT, PICTURE_WIDTH, type PictureScene, type PictureSpec } from '../yacht-pictures';
import { PALETTES, css, mix, rgb, scale, type Palette } from './colour';
import { allPoints, Drawing, drawPrims, fmt, normalise, project, px, toWorld, type Camera, type Light } from './camera';
import { catamaran } from './catamaran';
import type { Boat } from './hull';
import { coast, sea, sky } from './landscape';
import { face, line, type Prim, type V3 } from './model';
import { motorYacht } from './motor-yacht';
import { sailingYacht } from './sailing-yacht';
import { superyacht } from './superyacht';
import { tender } from './tender';

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

/** The boat of the picture's set; it comes from the set's own sequence, so each scene of the set draws the same boat. */
function boatFor(spec: PictureSpec, palette: Palette, underway: boolean): Boat {
  const build = createRandom(`boat:${spec.set}`);
  if (spec.type === 'sail') return sailingYacht(build, palette, underway);
  if (spec.type === 'catamaran') return catamaran(build, palette, underway);
  if (spec.type === 'superyacht') return superyacht(build, palette);
  return motorYacht(build, palette, spec.style ?? 'flybridge');
}

/** The camera, framed on the boat, and the boat's extent in the frame. */
interface Framing {
  cam: Camera;
  f: number;
  horizon: number;
  /** The boat's extent per unit of focal length: across (u) and down (v). */
  uMin: number;
  uMax: number;
  vMin: number;
  vMax: number;
  /** Where across the frame the boat is centred, as a share of the width. */
  thirds: number;
}

/**
 * Frames the boat: measures it with a unit camera, then chooses the focal length, the horizon and the centre.
 * A bare mast may leave the top of the frame, as in a photograph from the quay; sails in use stay whole.
 */
function frame(spec: PictureSpec, boat: Boat, setup: SceneSetup, underway: boolean, r: Random): Framing {
  const W = PICTURE_WIDTH;
  const H = PICTURE_HEIGHT;
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
  return { cam, f, horizon, uMin, uMax, vMin, vMax, thirds };
}

/** The reflection: the mirrored model, faded and blurred, broken up by ripples. */
function reflection(boat: Boat, framing: Framing, drawing: Drawing, light: Light, palette: Palette, r: Random): string {
  const W = PICTURE_WIDTH;
  const H = PICTURE_HEIGHT;
  const { cam, f, uMin, uMax, vMin, vMax, thirds } = framing;
  const L = boat.length;
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
  const ripples: string[] = [];
  for (let i = 0; i < 40; i += 1) {
    const y = waterY + r.range(0, reflectionDepth);
    const x = W * thirds + r.range(-0.4, 0.4) * f * (uMax - uMin);
    ripples.push(`<path d="M${px(x)} ${px(y)}h${px(r.range(20, 90))}" stroke-width="${px(r.range(1, 3))}"/>`);
  }
  return (
    `<g mask="url(#${maskId})" filter="url(#${reflectionBlur})">${mirrored}</g>` +
    `<g stroke="${css(mix(palette.seaTop, palette.seaBottom, 0.5))}" stroke-opacity="0.55" stroke-linecap="round">${ripples.join('')}</g>`
  );
}

/** Shadow and foam along the waterline, the wake, then the boat; at anchor, its chain and perhaps a tender. */
function boatOnWater(
  spec: PictureSpec,
  boat: Boat,
  setup: SceneSetup,
  view: { cam: Camera; drawing: Drawing; light: Light },
  palette: Palette,
  r: Random,
): string[] {
  const { cam, drawing, light } = view;
  const L = boat.length;
  const body: string[] = [];
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
  return body;
}

/** What the picture shows, in words (its title and accessible name). */
function titleOf(spec: PictureSpec): string {
  return `${spec.type === 'sail' ? 'Sailing yacht' : spec.type === 'catamaran' ? 'Catamaran' : spec.type === 'superyacht' ? 'Superyacht' : 'Motor yacht'} ${
    spec.scene === 'anchor'
      ? 'at anchor'
      : spec.scene === 'underway'
        ? 'under way'
        : spec.scene === 'profile'
          ? 'in profile'
          : 'seen from three-quarters'
  }, ${spec.time === 'golden' ? 'golden hour' : spec.time}`;
}

/** Draws one picture of the pool. */
export function renderYachtPicture(spec: PictureSpec): string {
  const W = PICTURE_WIDTH;
  const H = PICTURE_HEIGHT;
  const r = createRandom(`picture:${spec.name}`);
  const palette = PALETTES[spec.time];
  const setup = setupFor(spec.scene, spec.type, r);
  const underway = spec.scene === 'underway' || (spec.scene === 'three-quarter' && r.chance(0.5));
  const boat = boatFor(spec, palette, underway);
  const framing = frame(spec, boat, setup, underway, r);
  const { cam, horizon } = framing;

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
  body.push(reflection(boat, framing, drawing, light, palette, r));
  body.push(...boatOnWater(spec, boat, setup, { cam, drawing, light }, palette, r));
  // A soft vignette, as a lens gives.
  const vignetteId = drawing.id('v');
  drawing.def(
    `<radialGradient id="${vignetteId}" cx="50%" cy="50%" r="75%"><stop offset="60%" stop-color="#000" stop-opacity="0"/><stop offset="100%" stop-color="#000" stop-opacity="0.28"/></radialGradient>`,
  );
  body.push(`<rect width="${W}" height="${H}" fill="url(#${vignetteId})"/>`);

  const title = titleOf(spec);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${title}"><title>${title}</title>${drawing.defsMarkup()}${body.join('')}</svg>\n`;
}
