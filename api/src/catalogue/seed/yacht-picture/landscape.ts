// The scene around the boat: the sky with its sun and clouds, the islands and a headland with its village, and the
// sea with its waves and the glitter under the sun.
import type { Random } from '../../../seed/prng';
import { PICTURE_HEIGHT, PICTURE_WIDTH } from '../yacht-pictures';
import { css, mix, rgb, scale, tint, type Palette } from './colour';
import { fmt, pathOf, px, type Drawing } from './camera';

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

export function sky(drawing: Drawing, palette: Palette, r: Random, horizon: number, sunX: number): string {
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

export function coast(drawing: Drawing, palette: Palette, r: Random, horizon: number, near: boolean): string {
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

export function sea(drawing: Drawing, palette: Palette, r: Random, horizon: number, sunX: number): string {
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
