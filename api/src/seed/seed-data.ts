// Seed content that makes a first start look like a real marketplace. Builders and model lines are real;
// dimensions and prices are believable list figures, not quotes.
import type { YachtType } from '@yachts/contracts/catalogue';

export interface NewYachtSeed {
  builder: string;
  model: string;
  type: YachtType;
  lengthM: number;
  beamM: number;
  draftM: number;
  cabins: number;
  berths: number;
  basePrice: number;
  currency: 'EUR' | 'USD' | 'GBP';
  description: string;
}

const y = (
  builder: string,
  model: string,
  type: YachtType,
  lengthM: number,
  beamM: number,
  draftM: number,
  cabins: number,
  berths: number,
  basePrice: number,
  currency: NewYachtSeed['currency'],
  description: string,
): NewYachtSeed => ({ builder, model, type, lengthM, beamM, draftM, cabins, berths, basePrice, currency, description });

export const NEW_YACHTS: NewYachtSeed[] = [
  y('Beneteau', 'Oceanis 40.1', 'sail', 11.98, 4.18, 2.17, 3, 6, 289000, 'EUR', 'A fast, easy cruiser with a walk-around deck, twin wheels and a bright saloon under a wide coachroof.'),
  y('Beneteau', 'Oceanis 46.1', 'sail', 14.6, 4.5, 2.3, 4, 8, 398000, 'EUR', 'Broad-shouldered bluewater cruiser with a chined hull, large cockpit table and owner’s cabin forward.'),
  y('Beneteau', 'Gran Turismo 41', 'motor', 12.8, 3.88, 1.06, 2, 4, 455000, 'EUR', 'Sport cruiser with twin Volvo IPS pods, a sun lounger aft and a full-beam lower saloon.'),
  y('Jeanneau', 'Sun Odyssey 410', 'sail', 12.37, 4.2, 2.1, 3, 6, 305000, 'EUR', 'Walk-around side decks, a fold-down swim platform and a galley laid out for life on board.'),
  y('Jeanneau', 'Sun Odyssey 490', 'sail', 14.96, 4.6, 2.35, 4, 8, 452000, 'EUR', 'Flagship of the Sun Odyssey range with a split cockpit and a forward owner’s suite.'),
  y('Jeanneau', 'Merry Fisher 1095', 'motor', 9.99, 3.37, 0.75, 2, 4, 189000, 'EUR', 'Outboard-powered weekender with a wheelhouse, asymmetric deck and two double cabins.'),
  y('Bavaria', 'C42', 'sail', 12.35, 4.29, 2.1, 3, 6, 268000, 'EUR', 'German-built performance cruiser with a hard chine, twin rudders and a tender garage.'),
  y('Bavaria', 'SR41', 'motor', 12.95, 4.2, 1.1, 2, 4, 429000, 'EUR', 'Sports cruiser with a sliding hardtop, wet bar and full-beam mid-cabin.'),
  y('Hanse', '460', 'sail', 14.0, 4.59, 2.3, 4, 8, 415000, 'EUR', 'Self-tacking jib, a clean deck and a loft-style interior with modular layouts.'),
  y('Dufour', '470', 'sail', 14.37, 4.73, 2.25, 4, 8, 398000, 'EUR', 'Spacious cruiser with a transom beach club and an outdoor galley behind the wheels.'),
  y('Hallberg-Rassy', '44', 'sail', 13.65, 4.2, 2.25, 3, 6, 910000, 'EUR', 'Swedish bluewater yacht with a centre cockpit, windscreen and hand-finished teak interior.'),
  y('Hallberg-Rassy', '57', 'sail', 17.45, 5.05, 2.5, 3, 7, 2150000, 'EUR', 'Long-distance cruiser built in Ellös with a protected cockpit and a vast engine room.'),
  y('X-Yachts', 'X4⁹', 'sail', 14.99, 4.55, 2.5, 3, 6, 875000, 'EUR', 'Danish performance cruiser with a galvanised steel frame and a deep T-keel.'),
  y('Grand Soleil', '48 Performance', 'sail', 14.9, 4.5, 2.95, 3, 6, 780000, 'EUR', 'Italian racer-cruiser from Cantiere del Pardo with carbon options and an open transom.'),
  y('Nautor Swan', 'Swan 48', 'sail', 15.0, 4.6, 2.4, 3, 6, 1550000, 'EUR', 'Frers-designed Swan with a twin-wheel cockpit and a sugar-scoop stern for swimming.'),
  y('Amel', '50', 'sail', 15.56, 4.8, 2.2, 3, 6, 1280000, 'EUR', 'French bluewater ketch built for short-handed ocean passages with an enclosed deck saloon.'),
  y('Lagoon', '42', 'catamaran', 12.8, 7.7, 1.25, 4, 10, 520000, 'EUR', 'Best-selling cruising catamaran with a flybridge, forward cockpit and four en-suite cabins.'),
  y('Lagoon', 'Sixty 5', 'catamaran', 19.95, 10.3, 1.65, 5, 12, 2950000, 'EUR', 'Large catamaran with a full-width flybridge and an owner’s suite across the bow.'),
  y('Fountaine Pajot', 'Tanna 47', 'catamaran', 14.3, 7.95, 1.3, 4, 10, 760000, 'EUR', 'Cruising cat with an aft cockpit that joins the saloon and a forward lounge.'),
  y('Bali', '4.6', 'catamaran', 13.96, 7.6, 1.2, 4, 10, 690000, 'EUR', 'Open-space catamaran with a tilting aft door and a forward cockpit instead of trampolines.'),
  y('Leopard', '50', 'catamaran', 15.4, 8.2, 1.55, 4, 10, 1150000, 'USD', 'South African-built catamaran with a forward cockpit and an expansive flybridge.'),
  y('Excess', '14', 'catamaran', 13.9, 7.6, 1.3, 4, 10, 720000, 'EUR', 'Sport catamaran with helm stations aft, pulpit seats and a lighter rig.'),
  y('Princess', 'F55', 'motor', 17.27, 4.67, 1.34, 3, 6, 1890000, 'GBP', 'Plymouth-built flybridge yacht with a hydraulic bathing platform and full-beam owner’s stateroom.'),
  y('Princess', 'Y72', 'motor', 22.49, 5.48, 1.62, 4, 8, 4200000, 'GBP', 'Motor yacht with an open flybridge, crew cabin and a Portofino-style cockpit.'),
  y('Sunseeker', 'Manhattan 68', 'motor', 21.45, 5.38, 1.55, 4, 8, 3950000, 'GBP', 'Flybridge yacht from Poole with a beach club, crew quarters and a full-beam master suite.'),
  y('Sunseeker', 'Predator 65', 'motor', 20.0, 5.0, 1.5, 3, 6, 3650000, 'GBP', 'Sports yacht with a sliding glass sunroof, garage for a jet tender and 34-knot top speed.'),
  y('Fairline', 'Squadron 58', 'motor', 18.1, 4.95, 1.3, 3, 6, 2350000, 'GBP', 'Flybridge with a wide walkaround flybridge, dinette and a choice of galley up or down.'),
  y('Azimut', 'Fly 68', 'motor', 20.9, 5.25, 1.7, 4, 8, 4100000, 'EUR', 'Carbon-topped flybridge yacht with interiors by Achille Salvagni.'),
  y('Azimut', 'Grande 27 Metri', 'superyacht', 26.78, 6.4, 2.1, 4, 8, 9800000, 'EUR', 'Raised-pilothouse yacht with a crew of three and a wide beach club.'),
  y('Ferretti', '720', 'motor', 22.0, 5.36, 1.72, 4, 8, 4650000, 'EUR', 'Flybridge yacht with a full-beam master suite and a crew cabin aft.'),
  y('Riva', '76 Perseo Super', 'motor', 23.3, 5.55, 1.65, 3, 6, 5800000, 'EUR', 'Coupé with a sliding roof, mahogany-and-steel interior and 38-knot pace.'),
  y('Pershing', 'GTX80', 'motor', 24.6, 5.78, 1.75, 4, 8, 7800000, 'EUR', 'Sporty gran turismo yacht with a folding terrace and surface drives.'),
  y('Sanlorenzo', 'SX88', 'motor', 26.7, 7.0, 2.0, 4, 8, 9500000, 'EUR', 'Crossover yacht with a side-opening beach club and an owner’s cabin forward.'),
  y('Benetti', 'Oasis 40M', 'superyacht', 40.8, 8.5, 2.3, 5, 12, 23500000, 'EUR', 'Superyacht with a fold-out aft deck pool and a beach club opening on three sides.'),
  y('Heesen', 'YN 20350', 'superyacht', 50.0, 9.3, 2.9, 6, 12, 39000000, 'EUR', 'Dutch fast-displacement superyacht with an aluminium hull and a main-deck owner’s suite.'),
  y('Sirena', '68', 'motor', 20.66, 5.56, 1.6, 4, 8, 3100000, 'USD', 'Long-range trawler-style yacht drawn by German Frers with a large flybridge.'),
  y('Grand Banks', '60 Skylounge', 'motor', 18.9, 5.13, 1.22, 3, 6, 4350000, 'USD', 'Long-range cruiser with a resin-infused hull and an enclosed skylounge.'),
  y('Axopar', '37 Sun-Top', 'motor', 11.5, 3.3, 0.8, 1, 2, 255000, 'EUR', 'Twin-outboard day boat with a stepped hull and a sun-top over the helm.'),
];

export interface TopicModuleSeed {
  slug: string;
  name: string;
  description: string;
  topics: string[];
}

export const TOPIC_MODULES: TopicModuleSeed[] = [
  {
    slug: 'cruising',
    name: 'Cruising',
    description: 'Passages, anchorages, provisioning and life aboard, from weekend hops to ocean crossings.',
    topics: ['Best anchorages between Split and Dubrovnik?', 'Provisioning for a 3-week Atlantic crossing', 'Night watches with a crew of two'],
  },
  {
    slug: 'buying-and-selling',
    name: 'Buying and selling',
    description: 'Surveys, sea trials, brokers, VAT status and everything else between an offer and the keys.',
    topics: ['What a pre-purchase survey really checks', 'Is a 15-year-old Oceanis still a good buy?', 'Selling privately vs through a broker'],
  },
  {
    slug: 'maintenance',
    name: 'Maintenance',
    description: 'Antifouling, engines, rigging, electrics and the winter lay-up list.',
    topics: ['Copper coat: worth it after five seasons?', 'Replacing standing rigging: when and how much', 'Lithium house bank conversion notes'],
  },
  {
    slug: 'racing',
    name: 'Racing',
    description: 'Club racing, offshore classics, crew wanted and sail trim.',
    topics: ['Crew wanted for the Fastnet', 'Asymmetric vs symmetric spinnaker on a 40-footer'],
  },
  {
    slug: 'destinations',
    name: 'Destinations',
    description: 'Marinas, cruising grounds and seasonal advice from people who have been there.',
    topics: ['Greek Ionian in May: what to expect', 'Wintering the boat in the Canaries', 'Caribbean hurricane-season options'],
  },
  {
    slug: 'motor-yachts',
    name: 'Motor yachts',
    description: 'Flybridges, sports cruisers, trawlers and the engines that move them.',
    topics: ['IPS pods vs shafts for a 50-footer', 'Fuel burn figures at cruising speed'],
  },
];
