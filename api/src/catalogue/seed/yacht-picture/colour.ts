// Colours of the seed pictures: RGB arithmetic and the palette of each time of day.
import type { TimeOfDay } from '../yacht-pictures';

export type Rgb = [number, number, number];

export function rgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
export function css([r, g, b]: Rgb): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}
export function scale(c: Rgb, k: number): Rgb {
  return [c[0] * k, c[1] * k, c[2] * k];
}
export function tint(c: Rgb, light: Rgb): Rgb {
  return [(c[0] * light[0]) / 255, (c[1] * light[1]) / 255, (c[2] * light[2]) / 255];
}

export interface Palette {
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

export const PALETTES: Record<TimeOfDay, Palette> = {
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
