// Shapes the catalogue api returns and the catalogue area renders.

export type YachtType = 'motor' | 'sail' | 'catamaran' | 'superyacht';

export interface NewYachtSummary {
  id: number;
  slug: string;
  builder: string;
  model: string;
  type: YachtType;
  lengthM: number;
  cabins: number;
  basePrice: number;
  currency: string;
  imageUrl: string | null;
}

export const FEET_PER_METRE = 3.28084;
