// Pictures for the seed catalogue, drawn by yacht-picture-render.ts rather than downloaded (the catalogue work asked for pictures that look
// like yachts at sea, not grey boxes, with nothing downloaded). Each picture is an SVG scene: a sky by time of day, sun
// and haze, a coastline or islands, a sea with waves and glitter, and a yacht of the listing's type built as a small
// 3-D model (hull, decks, superstructure, rig) seen through a perspective camera, with its reflection and, under way,
// its wake. Everything is derived from the picture's name, so the pool is the same on every machine.
//
// This file holds what the seed data needs at run time (the pool and which pictures a yacht gets); the drawing itself
// is yacht-picture-render.ts, which the api's build makes a file of its own, loaded only when the seed writes the
// pictures.
import type { YachtType } from '@yachts/contracts/catalogue';
import { createRandom } from '../../seed/prng';
import { SEED_PICTURE_DIR } from '../../lib/upload-paths';

export const PICTURE_WIDTH = 1200;
export const PICTURE_HEIGHT = 800;

export const SCENES = ['profile', 'three-quarter', 'anchor', 'underway'] as const;
export type PictureScene = (typeof SCENES)[number];
export const TIMES_OF_DAY = ['morning', 'noon', 'golden', 'dusk'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

export type MotorStyle = 'flybridge' | 'sport' | 'trawler' | 'dayboat';

/** One boat, drawn in several scenes: a yacht's gallery comes from one set, so it shows one boat. */
interface BoatSet {
  id: string;
  type: YachtType;
  style?: MotorStyle;
}

const BOAT_SETS: readonly BoatSet[] = [
  { id: 'motor-flybridge', type: 'motor', style: 'flybridge' },
  { id: 'motor-sport', type: 'motor', style: 'sport' },
  { id: 'motor-trawler', type: 'motor', style: 'trawler' },
  { id: 'motor-dayboat', type: 'motor', style: 'dayboat' },
  { id: 'sail-1', type: 'sail' },
  { id: 'sail-2', type: 'sail' },
  { id: 'sail-3', type: 'sail' },
  { id: 'catamaran-1', type: 'catamaran' },
  { id: 'catamaran-2', type: 'catamaran' },
  { id: 'superyacht-1', type: 'superyacht' },
  { id: 'superyacht-2', type: 'superyacht' },
  { id: 'superyacht-3', type: 'superyacht' },
];

export interface PictureSpec {
  /** File name without extension, e.g. "sail-2-underway-golden". */
  name: string;
  /** The boat drawn (BOAT_SETS). */
  set: string;
  type: YachtType;
  style?: MotorStyle;
  scene: PictureScene;
  time: TimeOfDay;
}

/** The scenes of a set, the first (the cover) a three-quarter view, the last a second one in other light. */
const SET_SCENES: readonly PictureScene[] = ['three-quarter', 'profile', 'anchor', 'underway', 'three-quarter'];

/** The pool: 60 pictures, five of each of twelve boats, in every light. */
export const SEED_PICTURES: readonly PictureSpec[] = BOAT_SETS.flatMap((set, k) =>
  SET_SCENES.map((scene, i) => {
    const time = TIMES_OF_DAY[(k + i + (i === SET_SCENES.length - 1 ? 1 : 0)) % TIMES_OF_DAY.length]!;
    return { name: `${set.id}-${scene}-${time}`, set: set.id, type: set.type, style: set.style, scene, time };
  }),
);

export function seedPictureUrl(name: string): string {
  return `/uploads/${SEED_PICTURE_DIR}/${name}.svg`;
}

/** Which kind of motor boat a model is, from its size, fuel and name, so its pictures show a boat like it. */
export function motorStyleFor(yacht: { builder?: string; model: string; modelLine?: string; lengthM: number; fuel?: string }): MotorStyle {
  const name = `${yacht.builder ?? ''} ${yacht.model} ${yacht.modelLine ?? ''}`.toLowerCase();
  // Outboard and small boats are day boats, whatever their name.
  if (yacht.lengthM < 13.5 || (yacht.fuel === 'petrol' && yacht.lengthM < 16)) return 'dayboat';
  if (/trawler|navetta|grand banks|sirena|skylounge|explorer|linssen|sturdy/.test(name)) return 'trawler';
  if (/sport|predator|targa|coup|gt|turismo|perseo|rivale|rivarama|open|pershing|portofino|atlantis|v class/.test(name)) return 'sport';
  return 'flybridge';
}

/**
 * The gallery of one yacht: 4 or 5 pictures of one boat of its type (for a motor yacht, one of its style), chosen
 * by the key (a slug), so the same yacht always gets the same pictures; the first is the cover.
 */
export function picturesForYacht(type: YachtType, key: string, options: { style?: MotorStyle; count?: number } = {}): string[] {
  const random = createRandom(`gallery:${key}`);
  const sets = BOAT_SETS.filter((set) => set.type === type && (type !== 'motor' || !options.style || set.style === options.style));
  const set = random.pick(sets);
  const pictures = SEED_PICTURES.filter((picture) => picture.set === set.id);
  const count = Math.min(pictures.length, options.count ?? random.int(4, pictures.length));
  const [cover, ...rest] = pictures;
  return [cover!, ...random.sample(rest, count - 1)].map((picture) => seedPictureUrl(picture.name));
}
