// The camera and the drawing: the boat's primitives seen through a perspective camera (and mirrored in the water),
// shaded by the light, and written as SVG paths; the gradients and filters they use are gathered as defs.
import { css, mix, rgb, scale, tint, type Rgb } from './colour';
import type { Prim, V3 } from './model';

export interface Camera {
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

export function toWorld(p: V3, cam: Camera, mirror: boolean): V3 {
  const [x, y, z] = rotate(p, cam, true);
  return [x, mirror ? -y : y, cam.distance - z];
}

export function project(w: V3, cam: Camera): [number, number] {
  const depth = Math.max(w[2], cam.length * 0.05);
  return [cam.cx + (cam.f * w[0]) / depth, cam.horizon + (cam.f * (cam.height - w[1])) / depth];
}

export const fmt = (n: number) => (Math.round(n * 10) / 10).toString();
/** Whole pixels for the many small strokes of sea and shore: a third less file for no visible difference. */
export const px = (n: number) => Math.round(n).toString();

export class Drawing {
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

export interface Light {
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

export function pathOf(points: [number, number][], close: boolean): string {
  return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${fmt(x)} ${fmt(y)}`).join('') + (close ? 'Z' : '');
}

export function drawPrims(prims: Prim[], cam: Camera, drawing: Drawing, light: Light, mirror: boolean): string {
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
export function allPoints(prims: Prim[]): V3[] {
  return prims.flatMap((prim) => [...prim.pts, ...(prim.kind === 'face' && prim.details ? allPoints(prim.details) : [])]);
}

export function normalise(v: V3): V3 {
  const len = Math.hypot(v[0], v[1], v[2]) || 1;
  return [v[0] / len, v[1] / len, v[2] / len];
}
