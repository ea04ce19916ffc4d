// The seed catalogue's raw material: real builders and model lines with believable specifications and list prices
// (published figures rounded, not quotes), the dealers and brokers who sell them (invented companies), private
// sellers (invented people), and real ports. Tables are written as text, one model a line, and checked when the
// module loads: a typo in a type, fuel or currency stops the api at start rather than seeding a wrong catalogue.
import {
  CURRENCIES,
  FUELS,
  HULL_MATERIALS,
  YACHT_TYPES,
  type Currency,
  type Fuel,
  type HullMaterial,
  type YachtType,
} from '@yachts/contracts/catalogue';

export interface ModelSpec {
  builder: string;
  model: string;
  modelLine: string;
  type: YachtType;
  lengthM: number;
  beamM: number;
  draftM: number;
  cabins: number;
  berths: number;
  engines: string;
  fuel: Fuel;
  hullMaterial: HullMaterial;
  topSpeedKn: number | null;
  cruiseSpeedKn: number | null;
}

/** A current model, listed new by a dealer. */
export interface NewModel extends ModelSpec {
  basePrice: number;
  currency: Currency;
  /** A key of SELLERS. */
  seller: string;
  location: string;
  country: string;
  description: string;
}

/** A model no longer built, found only on the used market. */
export interface OlderModel extends ModelSpec {
  builtFrom: number;
  builtTo: number;
  /** What she cost new, in today's euros: the base the asking prices depreciate from. */
  newPriceEur: number;
  note: string;
}

export type SellerCategory = 'builder' | 'dealer' | 'broker';

export interface SellerSeed {
  key: string;
  company: string;
  contact: string;
  category: SellerCategory;
  email: string;
  city: string;
  country: string;
  website: string;
  about: string;
  joinedDaysAgo: number;
}

/** Invented companies (any likeness to a real business is chance); their sites use the reserved .example domain. */
export const SELLERS: readonly SellerSeed[] = [
  {
    key: 'azure',
    company: 'Azure Coast Yachting',
    contact: 'Camille Laurent',
    category: 'dealer',
    email: 'sales@azure-coast.sellers.yacht-harbour.local',
    city: 'Antibes',
    country: 'FR',
    website: 'https://www.azure-coast-yachting.example',
    about: 'Dealer for French production yards on the Côte d’Azur and the Atlantic coast, with a brokerage desk in Antibes.',
    joinedDaysAgo: 900,
  },
  {
    key: 'baltic',
    company: 'Baltic Keel Yachts',
    contact: 'Jonas Petersen',
    category: 'dealer',
    email: 'info@baltic-keel.sellers.yacht-harbour.local',
    city: 'Kiel',
    country: 'DE',
    website: 'https://www.baltic-keel-yachts.example',
    about: 'Northern European dealer for German and Scandinavian builders, with showrooms in Kiel and Gothenburg.',
    joinedDaysAgo: 860,
  },
  {
    key: 'solent',
    company: 'Solent Horizon Yacht Sales',
    contact: 'Oliver Grant',
    category: 'dealer',
    email: 'sales@solent-horizon.sellers.yacht-harbour.local',
    city: 'Hamble',
    country: 'GB',
    website: 'https://www.solent-horizon.example',
    about: 'British motor and sailing yacht dealer on the Hamble River, selling new and brokerage boats since 1998.',
    joinedDaysAgo: 820,
  },
  {
    key: 'riviera',
    company: 'Riviera Nautica Group',
    contact: 'Giulia Conti',
    category: 'dealer',
    email: 'vendite@riviera-nautica.sellers.yacht-harbour.local',
    city: 'Genoa',
    country: 'IT',
    website: 'https://www.riviera-nautica.example',
    about: 'Italian dealer for the great Italian yards, from Liguria to Tuscany, with a superyacht brokerage team.',
    joinedDaysAgo: 780,
  },
  {
    key: 'atlantic',
    company: 'Atlantic Quay Yacht Brokers',
    contact: 'Daniel Reyes',
    category: 'broker',
    email: 'brokerage@atlantic-quay.sellers.yacht-harbour.local',
    city: 'Fort Lauderdale',
    country: 'US',
    website: 'https://www.atlantic-quay.example',
    about: 'Florida brokerage and dealer for American builders and cruising catamarans, from Fort Lauderdale to Newport.',
    joinedDaysAgo: 740,
  },
  {
    key: 'northsea',
    company: 'North Sea Superyacht Partners',
    contact: 'Maarten de Vries',
    category: 'broker',
    email: 'office@northsea-superyachts.sellers.yacht-harbour.local',
    city: 'Amsterdam',
    country: 'NL',
    website: 'https://www.northsea-superyachts.example',
    about: 'Superyacht sales and new construction from Dutch yards, with central agents in Amsterdam and Monaco.',
    joinedDaysAgo: 700,
  },
  {
    key: 'adriatic',
    company: 'Adriatic Bluewater Brokers',
    contact: 'Ivana Horvat',
    category: 'broker',
    email: 'sales@adriatic-bluewater.sellers.yacht-harbour.local',
    city: 'Split',
    country: 'HR',
    website: 'https://www.adriatic-bluewater.example',
    about: 'Brokerage for Croatian and Slovenian waters, many ex-charter boats with full service histories.',
    joinedDaysAgo: 640,
  },
  {
    key: 'balearic',
    company: 'Balearic Yacht Exchange',
    contact: 'Javier Morales',
    category: 'broker',
    email: 'hola@balearic-exchange.sellers.yacht-harbour.local',
    city: 'Palma de Mallorca',
    country: 'ES',
    website: 'https://www.balearic-yacht-exchange.example',
    about: 'Brokerage in Palma covering the Balearics, mainland Spain and Portugal.',
    joinedDaysAgo: 600,
  },
  {
    key: 'aegean',
    company: 'Aegean Sail & Power',
    contact: 'Eleni Georgiou',
    category: 'broker',
    email: 'info@aegean-sail-power.sellers.yacht-harbour.local',
    city: 'Lavrion',
    country: 'GR',
    website: 'https://www.aegean-sail-power.example',
    about: 'Greek and Turkish coast brokerage, from the Saronic Gulf to the Ionian and the Turquoise Coast.',
    joinedDaysAgo: 560,
  },
];

export interface PrivateSellerSeed {
  key: string;
  name: string;
  email: string;
  country: string;
  joinedDaysAgo: number;
}

/** Members who sell their own boats (invented people). */
/** What a dealer's page shows beyond its entry: the office, a phone number, the languages spoken (invented). */
export const DEALER_DETAILS: Record<string, { address: string; phone: string; languages: string[] }> = {
  azure: {
    address: 'Port Vauban, Quai des Pêcheurs, 06600 Antibes',
    phone: '+33 4 93 00 10 20',
    languages: ['English', 'French', 'Italian'],
  },
  baltic: { address: 'Kiellinie 72, 24105 Kiel', phone: '+49 431 000 4410', languages: ['English', 'German', 'Danish', 'Swedish'] },
  solent: { address: 'Mercury Yacht Harbour, Satchell Lane, Hamble SO31 4HQ', phone: '+44 23 8000 0123', languages: ['English'] },
  riviera: {
    address: 'Marina Porto Antico, Calata Molo Vecchio 15, 16128 Genova',
    phone: '+39 010 000 2233',
    languages: ['English', 'Italian', 'French'],
  },
  atlantic: { address: '1600 SE 17th Street, Fort Lauderdale, FL 33316', phone: '+1 954 555 0142', languages: ['English', 'Spanish'] },
  northsea: { address: 'Westerdoksdijk 40, 1013 AE Amsterdam', phone: '+31 20 000 5566', languages: ['English', 'Dutch', 'German'] },
  adriatic: { address: 'Uvala Baluni 8, 21000 Split', phone: '+385 21 000 778', languages: ['English', 'Croatian', 'German', 'Italian'] },
  balearic: {
    address: 'Moll Vell, Paseo Marítimo, 07012 Palma de Mallorca',
    phone: '+34 971 000 321',
    languages: ['English', 'Spanish', 'German'],
  },
  aegean: { address: 'Olympic Marine, 19500 Lavrion', phone: '+30 22920 00 456', languages: ['English', 'Greek'] },
};

/** Each dealer's trade register entry (as an operator checked it, decision 045) and opening hours (invented). */
export const DEALER_TRADE: Record<string, { tradeRegister: string; openingHours: string }> = {
  azure: { tradeRegister: 'RCS Antibes 812 345 678', openingHours: 'Monday to Friday 9:00-18:00\nSaturday 10:00-13:00' },
  baltic: { tradeRegister: 'Amtsgericht Kiel HRB 24410 KI', openingHours: 'Monday to Friday 8:30-17:30\nSaturday by appointment' },
  solent: { tradeRegister: 'Companies House 09123456', openingHours: 'Monday to Saturday 9:00-17:30\nSunday 10:00-16:00 in summer' },
  riviera: { tradeRegister: 'Registro Imprese Genova GE-512233', openingHours: 'Monday to Friday 9:00-13:00, 14:30-18:30' },
  atlantic: {
    tradeRegister: 'Florida Division of Corporations L19000123456',
    openingHours: 'Monday to Friday 9:00-17:00\nSaturday 10:00-15:00',
  },
  northsea: { tradeRegister: 'KvK 71234567', openingHours: 'Tuesday to Saturday 10:00-17:00' },
  adriatic: {
    tradeRegister: 'Sudski registar Split MBS 060123456',
    openingHours: 'Every day 8:00-20:00 from April to October\nMonday to Friday 9:00-16:00 in winter',
  },
  balearic: { tradeRegister: 'Registro Mercantil de Palma, B-07123456', openingHours: 'Monday to Friday 9:30-14:00, 16:00-19:00' },
  aegean: { tradeRegister: 'GEMI 123456701000', openingHours: 'Monday to Friday 9:00-17:00\nSaturday 10:00-14:00' },
};

export const PRIVATE_SELLERS: readonly PrivateSellerSeed[] = [
  { key: 'pieter', name: 'Pieter van Dam', email: 'pieter.vandam@members.yacht-harbour.local', country: 'NL', joinedDaysAgo: 520 },
  { key: 'claire', name: 'Claire Dubois', email: 'claire.dubois@members.yacht-harbour.local', country: 'FR', joinedDaysAgo: 480 },
  { key: 'james', name: 'James Whitfield', email: 'james.whitfield@members.yacht-harbour.local', country: 'GB', joinedDaysAgo: 450 },
  { key: 'sofia', name: 'Sofia Andersson', email: 'sofia.andersson@members.yacht-harbour.local', country: 'SE', joinedDaysAgo: 390 },
  { key: 'nikos', name: 'Nikos Papadakis', email: 'nikos.papadakis@members.yacht-harbour.local', country: 'GR', joinedDaysAgo: 330 },
  { key: 'marco', name: 'Marco Bellini', email: 'marco.bellini@members.yacht-harbour.local', country: 'IT', joinedDaysAgo: 280 },
  { key: 'emily', name: 'Emily Carter', email: 'emily.carter@members.yacht-harbour.local', country: 'US', joinedDaysAgo: 240 },
];

export interface Port {
  name: string;
  country: string;
  weight: number;
  /** Deep enough, and grand enough, for superyachts. */
  superyacht: boolean;
}

const port = (name: string, country: string, weight: number, superyacht = false): Port => ({ name, country, weight, superyacht });

/** Real ports and marinas where yachts for sale lie. */
export const PORTS: readonly Port[] = [
  port('Palma de Mallorca', 'ES', 6, true),
  port('Ibiza', 'ES', 3, true),
  port('Barcelona', 'ES', 3, true),
  port('Alicante', 'ES', 1),
  port('Las Palmas de Gran Canaria', 'ES', 1),
  port('Antibes', 'FR', 4, true),
  port('Cannes', 'FR', 2, true),
  port('Port Grimaud', 'FR', 2),
  port('Saint-Tropez', 'FR', 1, true),
  port('La Rochelle', 'FR', 3),
  port('Lorient', 'FR', 1),
  port('Monaco', 'MC', 2, true),
  port('Genoa', 'IT', 3, true),
  port('La Spezia', 'IT', 2, true),
  port('Naples', 'IT', 1),
  port('Olbia', 'IT', 1, true),
  port('Split', 'HR', 3),
  port('Sukošan', 'HR', 2),
  port('Pula', 'HR', 1),
  port('Dubrovnik', 'HR', 1, true),
  port('Izola', 'SI', 1),
  port('Lefkas', 'GR', 3),
  port('Lavrion', 'GR', 3),
  port('Alimos', 'GR', 2),
  port('Corfu', 'GR', 1),
  port('Göcek', 'TR', 2),
  port('Marmaris', 'TR', 2),
  port('Bodrum', 'TR', 1, true),
  port('Valletta', 'MT', 1, true),
  port('Lagos', 'PT', 1),
  port('Lisbon', 'PT', 1),
  port('Hamble', 'GB', 3),
  port('Lymington', 'GB', 3),
  port('Southampton', 'GB', 2, true),
  port('Falmouth', 'GB', 1),
  port('Plymouth', 'GB', 1),
  port('Amsterdam', 'NL', 1, true),
  port('Kiel', 'DE', 2),
  port('Hamburg', 'DE', 1),
  port('Copenhagen', 'DK', 1),
  port('Stockholm', 'SE', 1),
  port('Gothenburg', 'SE', 1),
  port('Oslo', 'NO', 1),
  port('Fort Lauderdale', 'US', 4, true),
  port('Miami', 'US', 2, true),
  port('Newport, RI', 'US', 2, true),
  port('Annapolis', 'US', 2),
  port('San Diego', 'US', 1),
  port('English Harbour', 'AG', 1, true),
  port('Le Marin', 'MQ', 1),
];

/** The currency a listing in this country is offered in. */
export function currencyOf(country: string): Currency {
  if (country === 'US' || country === 'AG') return 'USD';
  if (country === 'GB') return 'GBP';
  return 'EUR';
}

/** The broker who handles used yachts lying in a country. */
export const BROKER_BY_COUNTRY: Readonly<Record<string, string>> = {
  ES: 'balearic',
  PT: 'balearic',
  MT: 'balearic',
  FR: 'azure',
  MC: 'azure',
  IT: 'riviera',
  HR: 'adriatic',
  SI: 'adriatic',
  GR: 'aegean',
  TR: 'aegean',
  GB: 'solent',
  NL: 'northsea',
  DE: 'baltic',
  DK: 'baltic',
  SE: 'baltic',
  NO: 'baltic',
  US: 'atlantic',
  AG: 'atlantic',
  MQ: 'atlantic',
};

// builder | model | line | type | length m | beam m | draft m | cabins | berths | engines | fuel | hull | top kn | cruise kn | price | currency | seller | location | country | description
const NEW_MODELS_TABLE = `
Beneteau | Oceanis 40.1 | Oceanis | sail | 11.98 | 4.18 | 2.17 | 3 | 6 | Yanmar 4JH45 (33 kW) | diesel | grp | 8.5 | 7 | 289000 | EUR | azure | Antibes | FR | A fast, easy cruiser with a walk-around deck, twin wheels and a bright saloon under a wide coachroof.
Beneteau | Oceanis 46.1 | Oceanis | sail | 14.6 | 4.5 | 2.3 | 4 | 8 | Yanmar 4JH57 (42 kW) | diesel | grp | 9 | 7.5 | 398000 | EUR | azure | La Rochelle | FR | Broad-shouldered bluewater cruiser with a chined hull, large cockpit table and owner’s cabin forward.
Beneteau | Oceanis 30.1 | Oceanis | sail | 9.42 | 3.38 | 1.78 | 2 | 4 | Yanmar 3YM20 (15 kW) | diesel | grp | 7 | 6 | 139000 | EUR | azure | Port Grimaud | FR | A compact cruiser with a lifting-keel option, a full-width cockpit and the headroom of a bigger boat.
Beneteau | Oceanis Yacht 60 | Oceanis Yacht | sail | 18.24 | 5.24 | 2.8 | 4 | 8 | Yanmar 4JH110 (81 kW) | diesel | grp | 10 | 8.5 | 1390000 | EUR | azure | Cannes | FR | Owner’s version with raised helms, a protected cockpit and a crew cabin in the stern.
Beneteau | Gran Turismo 41 | Gran Turismo | motor | 12.8 | 3.88 | 1.06 | 2 | 4 | 2 x Volvo Penta IPS 600 (2 x 320 kW) | diesel | grp | 34 | 27 | 455000 | EUR | azure | Antibes | FR | Sport cruiser with twin Volvo IPS pods, a sun lounger aft and a full-beam lower saloon.
Beneteau | Swift Trawler 41 | Swift Trawler | motor | 12.74 | 4.2 | 1.05 | 2 | 4 | 2 x Cummins QSB 6.7 (2 x 313 kW) | diesel | grp | 24 | 18 | 629000 | EUR | azure | La Rochelle | FR | Semi-displacement trawler with walk-around side decks, an upper helm and a deep aft cockpit.
Jeanneau | Sun Odyssey 410 | Sun Odyssey | sail | 12.37 | 4.2 | 2.1 | 3 | 6 | Yanmar 3JH40 (29 kW) | diesel | grp | 8.5 | 7 | 305000 | EUR | azure | Antibes | FR | Walk-around side decks, a fold-down swim platform and a galley laid out for life on board.
Jeanneau | Sun Odyssey 490 | Sun Odyssey | sail | 14.96 | 4.6 | 2.35 | 4 | 8 | Yanmar 4JH57 (42 kW) | diesel | grp | 9 | 7.5 | 452000 | EUR | azure | Port Grimaud | FR | Flagship of the Sun Odyssey range with a split cockpit and a forward owner’s suite.
Jeanneau | Sun Odyssey 350 | Sun Odyssey | sail | 10.34 | 3.68 | 1.98 | 2 | 4 | Yanmar 3YM30 (21 kW) | diesel | grp | 8 | 6.5 | 172000 | EUR | azure | La Rochelle | FR | Easy-handling family cruiser with a self-tacking jib and a cockpit that seats six.
Jeanneau | 60 | Jeanneau Yachts | sail | 18.29 | 5.2 | 2.6 | 4 | 8 | Yanmar 4JH110 (81 kW) | diesel | grp | 10 | 8.5 | 1180000 | EUR | azure | Cannes | FR | Philippe Briand design with a deck saloon, a tender garage and a crew cabin aft.
Jeanneau | Merry Fisher 1095 | Merry Fisher | motor | 9.99 | 3.37 | 0.75 | 2 | 4 | 2 x Yamaha F200 (2 x 147 kW) | petrol | grp | 38 | 26 | 189000 | EUR | azure | La Rochelle | FR | Outboard-powered weekender with a wheelhouse, asymmetric deck and two double cabins.
Bavaria | C42 | C-Line | sail | 12.35 | 4.29 | 2.1 | 3 | 6 | Volvo Penta D2-50 (37 kW) | diesel | grp | 8.5 | 7 | 268000 | EUR | baltic | Kiel | DE | German-built performance cruiser with a hard chine, twin rudders and a tender garage.
Bavaria | C38 | C-Line | sail | 11.3 | 3.99 | 1.95 | 3 | 6 | Volvo Penta D1-30 (21 kW) | diesel | grp | 8 | 6.5 | 199000 | EUR | baltic | Kiel | DE | Three cabins in under twelve metres, a wide transom and a sail plan a couple can handle.
Bavaria | SR41 | SR | motor | 12.95 | 4.2 | 1.1 | 2 | 4 | 2 x Volvo Penta D6-400 (2 x 294 kW) | diesel | grp | 36 | 28 | 429000 | EUR | baltic | Kiel | DE | Sports cruiser with a sliding hardtop, wet bar and full-beam mid-cabin.
Hanse | 460 | Hanse | sail | 14.0 | 4.59 | 2.3 | 4 | 8 | Volvo Penta D2-60 (44 kW) | diesel | grp | 9 | 7.5 | 415000 | EUR | baltic | Greifswald | DE | Self-tacking jib, a clean deck and a loft-style interior with modular layouts.
Hanse | 510 | Hanse | sail | 15.07 | 4.91 | 2.5 | 4 | 8 | Volvo Penta D2-75 (55 kW) | diesel | grp | 9 | 7.5 | 599000 | EUR | baltic | Greifswald | DE | Flush-decked cruiser with a fold-down bathing platform and a galley along the saloon.
Dufour | 470 | Grand Large | sail | 14.37 | 4.73 | 2.25 | 4 | 8 | Volvo Penta D2-60 (44 kW) | diesel | grp | 9 | 7.5 | 398000 | EUR | azure | La Rochelle | FR | Spacious cruiser with a transom beach club and an outdoor galley behind the wheels.
Dufour | 390 | Grand Large | sail | 11.25 | 3.98 | 1.95 | 3 | 6 | Volvo Penta D1-30 (21 kW) | diesel | grp | 8 | 6.5 | 229000 | EUR | azure | La Rochelle | FR | Compact Grand Large with an outdoor kitchen at the transom and a bright, open saloon.
Hallberg-Rassy | 44 | Hallberg-Rassy | sail | 13.65 | 4.2 | 2.25 | 3 | 6 | Volvo Penta D2-75 (55 kW) | diesel | grp | 9 | 7.5 | 910000 | EUR | baltic | Ellös | SE | Swedish bluewater yacht with a centre cockpit, windscreen and hand-finished teak interior.
Hallberg-Rassy | 57 | Hallberg-Rassy | sail | 17.45 | 5.05 | 2.5 | 3 | 7 | Volvo Penta D3-150 (110 kW) | diesel | grp | 10 | 8.5 | 2150000 | EUR | baltic | Ellös | SE | Long-distance cruiser built in Ellös with a protected cockpit and a vast engine room.
Hallberg-Rassy | 40C | Hallberg-Rassy | sail | 12.18 | 3.78 | 1.99 | 2 | 5 | Volvo Penta D2-60 (44 kW) | diesel | grp | 8.5 | 7 | 720000 | EUR | baltic | Ellös | SE | Centre-cockpit cruiser with the classic blue stripe, a fixed windscreen and a twin-wheel option.
X-Yachts | X4⁹ | X4 | sail | 14.99 | 4.55 | 2.5 | 3 | 6 | Yanmar 4JH57 (42 kW) | diesel | grp | 9 | 7.5 | 875000 | EUR | baltic | Haderslev | DK | Danish performance cruiser with a galvanised steel frame and a deep T-keel.
X-Yachts | X40 | Pure X | sail | 12.2 | 3.85 | 2.2 | 3 | 6 | Yanmar 3JH40 (29 kW) | diesel | grp | 8.5 | 7 | 545000 | EUR | baltic | Haderslev | DK | Single-handed-friendly performance cruiser with push-button sail handling and a lifting bowsprit.
Grand Soleil | 48 Performance | Performance | sail | 14.9 | 4.5 | 2.95 | 3 | 6 | Volvo Penta D2-75 (55 kW) | diesel | grp | 9.5 | 8 | 780000 | EUR | riviera | Genoa | IT | Italian racer-cruiser from Cantiere del Pardo with carbon options and an open transom.
Grand Soleil | 44 Performance | Performance | sail | 13.6 | 4.2 | 2.6 | 3 | 6 | Volvo Penta D2-50 (37 kW) | diesel | grp | 9 | 7.5 | 590000 | EUR | riviera | Genoa | IT | Matteo Polli design that races under ORC and cruises with a proper galley and two heads.
Nautor Swan | Swan 48 | Swan | sail | 15.0 | 4.6 | 2.4 | 3 | 6 | Yanmar 4JH80 (59 kW) | diesel | grp | 9.5 | 8 | 1550000 | EUR | riviera | Pietarsaari | FI | Frers-designed Swan with a twin-wheel cockpit and a sugar-scoop stern for swimming.
Nautor Swan | Swan 55 | Swan | sail | 16.8 | 4.98 | 2.8 | 3 | 7 | Volvo Penta D3-110 (81 kW) | diesel | grp | 9.5 | 8 | 2650000 | EUR | riviera | Pietarsaari | FI | Fast, finely built cruiser with a long cockpit, a fold-down transom and a choice of interiors.
Nautor Swan | Swan 65 | Swan | sail | 20.1 | 5.5 | 3.2 | 3 | 7 | Volvo Penta D4-175 (129 kW) | diesel | grp | 10.5 | 9 | 4750000 | EUR | riviera | Pietarsaari | FI | Blue-water Swan with a deck saloon option, crew quarters forward and a garage for the tender.
Amel | 50 | Amel | sail | 15.56 | 4.8 | 2.2 | 3 | 6 | Volvo Penta D3-110 (81 kW) | diesel | grp | 9 | 8 | 1280000 | EUR | azure | La Rochelle | FR | French bluewater ketch built for short-handed ocean passages with an enclosed deck saloon.
Oyster | 495 | Oyster | sail | 15.5 | 4.7 | 2.25 | 3 | 6 | Volvo Penta D3-110 (81 kW) | diesel | grp | 9 | 8 | 1650000 | GBP | solent | Southampton | GB | Deck-saloon bluewater yacht with a raised saloon, an owner’s cabin aft and the Oyster seaview windows.
Oyster | 565 | Oyster | sail | 17.7 | 5.0 | 2.3 | 3 | 7 | Volvo Penta D3-150 (110 kW) | diesel | grp | 10 | 8.5 | 2450000 | GBP | solent | Southampton | GB | Rob Humphreys design built in Southampton for world cruising in comfort, with a crew cabin forward.
Najad | 395 CC | Najad | sail | 12.14 | 3.88 | 1.9 | 2 | 5 | Volvo Penta D2-50 (37 kW) | diesel | grp | 8.5 | 7 | 590000 | EUR | baltic | Orust | SE | Swedish centre-cockpit cruiser with a teak-laid deck and joinery made on Orust.
Lagoon | 42 | Lagoon | catamaran | 12.8 | 7.7 | 1.25 | 4 | 10 | 2 x Yanmar 4JH57 (2 x 42 kW) | diesel | grp | 9 | 7.5 | 520000 | EUR | azure | Canet-en-Roussillon | FR | Best-selling cruising catamaran with a flybridge, forward cockpit and four en-suite cabins.
Lagoon | Sixty 5 | Lagoon | catamaran | 19.95 | 10.3 | 1.65 | 5 | 12 | 2 x Volvo Penta D4-175 (2 x 129 kW) | diesel | grp | 11 | 9 | 2950000 | EUR | azure | Cannes | FR | Large catamaran with a full-width flybridge and an owner’s suite across the bow.
Lagoon | 46 | Lagoon | catamaran | 13.99 | 7.96 | 1.35 | 4 | 10 | 2 x Yanmar 4JH57 (2 x 42 kW) | diesel | grp | 9 | 8 | 690000 | EUR | azure | Antibes | FR | Mast moved aft for a smaller mainsail, a flybridge helm and a galley that opens to the cockpit.
Fountaine Pajot | Tanna 47 | Fountaine Pajot | catamaran | 14.3 | 7.95 | 1.3 | 4 | 10 | 2 x Volvo Penta D2-60 (2 x 44 kW) | diesel | grp | 9.5 | 8 | 760000 | EUR | azure | La Rochelle | FR | Cruising cat with an aft cockpit that joins the saloon and a forward lounge.
Fountaine Pajot | Aura 51 | Fountaine Pajot | catamaran | 15.6 | 8.3 | 1.35 | 4 | 12 | 2 x Volvo Penta D2-75 (2 x 55 kW) | diesel | grp | 10 | 8.5 | 950000 | EUR | azure | La Rochelle | FR | Solar panels on the hardtop, a walk-around flybridge and a cockpit galley.
Fountaine Pajot | Isla 40 | Fountaine Pajot | catamaran | 11.93 | 6.63 | 1.2 | 3 | 8 | 2 x Volvo Penta D1-30 (2 x 21 kW) | diesel | grp | 8 | 7 | 420000 | EUR | azure | La Rochelle | FR | Compact catamaran with a bright saloon and a helm station raised to starboard.
Bali | 4.6 | Bali | catamaran | 13.96 | 7.6 | 1.2 | 4 | 10 | 2 x Yanmar 4JH57 (2 x 42 kW) | diesel | grp | 9 | 7.5 | 690000 | EUR | balearic | Palma de Mallorca | ES | Open-space catamaran with a tilting aft door and a forward cockpit instead of trampolines.
Bali | 4.4 | Bali | catamaran | 13.1 | 7.35 | 1.1 | 4 | 10 | 2 x Yanmar 4JH57 (2 x 42 kW) | diesel | grp | 9 | 7.5 | 560000 | EUR | balearic | Palma de Mallorca | ES | Bali’s open-plan layout in a size a couple can sail, with a rigid foredeck and a flybridge lounge.
Leopard | 50 | Leopard | catamaran | 15.4 | 8.2 | 1.55 | 4 | 10 | 2 x Yanmar 4JH80 (2 x 59 kW) | diesel | grp | 10 | 8.5 | 1150000 | USD | atlantic | Fort Lauderdale | US | South African-built catamaran with a forward cockpit and an expansive flybridge.
Leopard | 45 | Leopard | catamaran | 13.7 | 7.35 | 1.36 | 4 | 10 | 2 x Yanmar 4JH57 (2 x 42 kW) | diesel | grp | 9.5 | 8 | 790000 | USD | atlantic | Fort Lauderdale | US | Cruising cat from Cape Town with a forward cockpit, hardtop bimini and bow lockers for toys.
Leopard | 53 Powercat | Leopard | catamaran | 16.3 | 7.6 | 1.0 | 4 | 10 | 2 x Cummins QSB 6.7 (2 x 316 kW) | diesel | grp | 26 | 20 | 1650000 | USD | atlantic | Miami | US | Power catamaran with a flybridge helm, a big aft deck and long range at a steady cruise.
Excess | 14 | Excess | catamaran | 13.9 | 7.6 | 1.3 | 4 | 10 | 2 x Yanmar 4JH57 (2 x 42 kW) | diesel | grp | 10 | 8.5 | 720000 | EUR | azure | Canet-en-Roussillon | FR | Sport catamaran with helm stations aft, pulpit seats and a lighter rig.
Nautitech | 44 Open | Nautitech | catamaran | 13.5 | 7.4 | 1.35 | 3 | 8 | 2 x Volvo Penta D2-50 (2 x 37 kW) | diesel | grp | 9 | 8 | 560000 | EUR | azure | Rochefort | FR | Open-plan cat with twin helms aft by the sheets, sailed like a monohull.
Silent Yachts | Silent 60 | Silent | catamaran | 18.3 | 9.1 | 1.3 | 4 | 8 | 2 x 250 kW electric motors, 30 kWp solar | electric | grp | 20 | 8 | 3100000 | EUR | balearic | Palma de Mallorca | ES | Solar-electric catamaran that cruises silently on sunshine, with a range extender for long passages.
Princess | F55 | F Class | motor | 17.27 | 4.67 | 1.34 | 3 | 6 | 2 x Volvo Penta D11-725 (2 x 533 kW) | diesel | grp | 32 | 26 | 1890000 | GBP | solent | Plymouth | GB | Plymouth-built flybridge yacht with a hydraulic bathing platform and full-beam owner’s stateroom.
Princess | Y72 | Y Class | motor | 22.49 | 5.48 | 1.62 | 4 | 8 | 2 x MAN V12-1400 (2 x 1029 kW) | diesel | grp | 35 | 28 | 4200000 | GBP | solent | Plymouth | GB | Motor yacht with an open flybridge, crew cabin and a Portofino-style cockpit.
Princess | X80 | X Class | motor | 24.8 | 6.2 | 1.8 | 4 | 8 | 2 x MAN V12-1900 (2 x 1397 kW) | diesel | grp | 26 | 22 | 7450000 | GBP | solent | Southampton | GB | Superfly with a flybridge running almost the full length and the volume of a much bigger yacht.
Sunseeker | Manhattan 68 | Manhattan | motor | 21.45 | 5.38 | 1.55 | 4 | 8 | 2 x MAN V12-1550 (2 x 1140 kW) | diesel | grp | 30 | 25 | 3950000 | GBP | solent | Poole | GB | Flybridge yacht from Poole with a beach club, crew quarters and a full-beam master suite.
Sunseeker | Predator 65 | Predator | motor | 20.0 | 5.0 | 1.5 | 3 | 6 | 2 x MAN V12-1800 (2 x 1324 kW) | diesel | grp | 34 | 28 | 3650000 | GBP | solent | Poole | GB | Sports yacht with a sliding glass sunroof, garage for a jet tender and 34-knot top speed.
Sunseeker | 88 Yacht | Yacht | superyacht | 27.1 | 6.4 | 1.9 | 4 | 8 | 2 x MTU 12V 2000 M96L (2 x 1432 kW) | diesel | grp | 26 | 20 | 9750000 | GBP | solent | Poole | GB | Four-stateroom yacht with a beach club, a skylounge and crew for three.
Fairline | Squadron 58 | Squadron | motor | 18.1 | 4.95 | 1.3 | 3 | 6 | 2 x Volvo Penta IPS 1200 (2 x 662 kW) | diesel | grp | 32 | 26 | 2350000 | GBP | solent | Hamble | GB | Flybridge with a wide walkaround flybridge, dinette and a choice of galley up or down.
Fairline | Targa 45 GT | Targa | motor | 14.4 | 4.05 | 1.1 | 2 | 4 | 2 x Volvo Penta IPS 650 (2 x 353 kW) | diesel | grp | 34 | 28 | 1150000 | GBP | solent | Hamble | GB | Gran turismo with an opening roof, a wet bar and a full-beam owner’s cabin.
Fairline | Phantom 65 | Phantom | motor | 20.2 | 5.2 | 1.5 | 4 | 8 | 2 x Volvo Penta D13-1000 (2 x 735 kW) | diesel | grp | 30 | 25 | 3250000 | GBP | solent | Southampton | GB | Alberto Mancini design with a huge flybridge and a saloon that opens to the aft deck.
Azimut | Fly 68 | Flybridge | motor | 20.9 | 5.25 | 1.7 | 4 | 8 | 2 x MAN V12-1400 (2 x 1029 kW) | diesel | grp | 31 | 25 | 4100000 | EUR | riviera | Viareggio | IT | Carbon-topped flybridge yacht with interiors by Achille Salvagni.
Azimut | Grande 27 Metri | Grande | superyacht | 26.78 | 6.4 | 2.1 | 4 | 8 | 2 x MTU 16V 2000 M86 (2 x 1818 kW) | diesel | grp | 28 | 24 | 9800000 | EUR | riviera | Viareggio | IT | Raised-pilothouse yacht with a crew of three and a wide beach club.
Azimut | Seadeck 6 | Seadeck | motor | 19.7 | 5.2 | 1.6 | 3 | 6 | 3 x Volvo Penta IPS 1350, hybrid (3 x 735 kW) | hybrid | grp | 30 | 24 | 3150000 | EUR | riviera | Viareggio | IT | Hybrid flybridge that can leave the marina on electric power, with a large open foredeck.
Azimut | Verve 48 | Verve | motor | 14.5 | 4.2 | 0.9 | 1 | 2 | 3 x Mercury Verado 600 (3 x 441 kW) | petrol | grp | 48 | 35 | 1650000 | EUR | riviera | Genoa | IT | Triple-outboard day cruiser with a walkaround deck and a hardtop that shades the whole cockpit.
Ferretti | 720 | Ferretti Yachts | motor | 22.0 | 5.36 | 1.72 | 4 | 8 | 2 x MAN V12-1400 (2 x 1029 kW) | diesel | grp | 30 | 25 | 4650000 | EUR | riviera | Cattolica | IT | Flybridge yacht with a full-beam master suite and a crew cabin aft.
Ferretti | 500 | Ferretti Yachts | motor | 15.7 | 4.5 | 1.3 | 3 | 6 | 2 x Volvo Penta IPS 800 (2 x 441 kW) | diesel | grp | 30 | 25 | 1750000 | EUR | riviera | Cattolica | IT | The smallest Ferretti flybridge, with a galley aft by the cockpit and three cabins.
Ferretti | Infynito 80 | Infynito | motor | 24.4 | 6.1 | 1.8 | 4 | 8 | 2 x MAN V12-1650 (2 x 1213 kW) | diesel | grp | 24 | 20 | 7250000 | EUR | riviera | Cattolica | IT | Crossover yacht with a vertical bow, a terrace on the water and an owner’s deck forward.
Riva | 76 Perseo Super | Coupé | motor | 23.3 | 5.55 | 1.65 | 3 | 6 | 2 x MAN V12-1800 (2 x 1324 kW) | diesel | grp | 38 | 32 | 5800000 | EUR | riviera | La Spezia | IT | Coupé with a sliding roof, mahogany-and-steel interior and 38-knot pace.
Riva | Aquariva Super | Runabout | motor | 10.88 | 2.8 | 0.95 | 1 | 2 | 2 x Yanmar 8LV-370 (2 x 272 kW) | diesel | grp | 43 | 36 | 1090000 | EUR | riviera | Sarnico | IT | Lake Iseo runabout with a varnished mahogany deck and the Riva sound at 40 knots.
Pershing | GTX80 | GTX | motor | 24.6 | 5.78 | 1.75 | 4 | 8 | 2 x MTU 16V 2000 M96L (2 x 1945 kW) | diesel | grp | 42 | 36 | 7800000 | EUR | riviera | Mondolfo | IT | Sporty gran turismo yacht with a folding terrace and surface drives.
Pershing | 7X | X | motor | 22.2 | 5.4 | 1.6 | 3 | 6 | 2 x MTU 12V 2000 M96L (2 x 1432 kW) | diesel | carbon | 46 | 40 | 6250000 | EUR | riviera | Mondolfo | IT | Carbon-hulled open yacht that reaches the mid-forties with a saloon under a sliding roof.
Absolute | Navetta 64 | Navetta | motor | 19.6 | 5.3 | 1.5 | 4 | 8 | 2 x Volvo Penta IPS 1200 (2 x 662 kW) | diesel | grp | 23 | 18 | 2950000 | EUR | riviera | Piacenza | IT | Long-range navetta with a wide flybridge, an upper saloon and crew quarters aft.
Absolute | 60 Fly | Fly | motor | 18.6 | 4.9 | 1.3 | 3 | 6 | 2 x Volvo Penta IPS 1200 (2 x 662 kW) | diesel | grp | 30 | 25 | 2300000 | EUR | riviera | Genoa | IT | Flybridge with a full-beam cabin forward of the engine room, quiet at cruising speed.
Galeon | 500 Fly | Fly | motor | 15.5 | 4.5 | 1.2 | 3 | 6 | 2 x Volvo Penta IPS 800 (2 x 441 kW) | diesel | grp | 32 | 26 | 1150000 | EUR | baltic | Gdańsk | PL | Polish-built flybridge with fold-out terraces in the saloon and a garage for a jet ski.
Galeon | 375 GTO | GTO | motor | 11.8 | 3.6 | 0.95 | 1 | 2 | 2 x Mercury Verado 400 (2 x 294 kW) | petrol | grp | 42 | 30 | 560000 | EUR | baltic | Gdańsk | PL | Gran turismo open with folding sides that widen the cockpit at anchor.
Prestige | 520 | Prestige | motor | 16.4 | 4.6 | 1.2 | 3 | 6 | 2 x Volvo Penta IPS 800 (2 x 441 kW) | diesel | grp | 30 | 25 | 1290000 | EUR | azure | Cannes | FR | Flybridge with the owner’s cabin on its own deck level and a galley aft.
Prestige | M48 | M-Line | catamaran | 14.7 | 7.6 | 1.2 | 3 | 6 | 2 x Volvo Penta IPS 650 (2 x 353 kW) | diesel | grp | 22 | 18 | 1890000 | EUR | azure | Cannes | FR | Power catamaran with a main-deck owner’s suite and a flybridge the width of the boat.
Sanlorenzo | SX88 | SX | motor | 26.7 | 7.0 | 2.0 | 4 | 8 | 2 x MAN V12-1550 (2 x 1140 kW) | diesel | grp | 24 | 20 | 9500000 | EUR | riviera | La Spezia | IT | Crossover yacht with a side-opening beach club and an owner’s cabin forward.
Sanlorenzo | SL96A | SL | superyacht | 29.4 | 6.8 | 1.9 | 4 | 9 | 2 x MTU 16V 2000 M96L (2 x 1945 kW) | diesel | grp | 30 | 26 | 13800000 | EUR | riviera | La Spezia | IT | Asymmetric planing yacht with a walkway on one side only and a wider saloon for it.
Sanlorenzo | 44Alloy | Alloy | superyacht | 44.5 | 8.4 | 2.0 | 5 | 10 | 4 x MTU 16V 2000 M96L with waterjets (4 x 1939 kW) | diesel | aluminium | 30 | 25 | 29500000 | EUR | riviera | La Spezia | IT | Fast aluminium superyacht on waterjets with a side-terrace beach club.
Benetti | Oasis 40M | Oasis | superyacht | 40.8 | 8.5 | 2.3 | 5 | 12 | 2 x MTU 12V 2000 M72 (2 x 1080 kW) | diesel | grp | 15.5 | 13 | 23500000 | EUR | riviera | Livorno | IT | Superyacht with a fold-out aft deck pool and a beach club opening on three sides.
Benetti | B.Yond 37M | B.Yond | superyacht | 37.0 | 8.0 | 2.2 | 5 | 12 | Diesel-electric hybrid (2 x 600 kW) | hybrid | grp | 13 | 10 | 19900000 | EUR | riviera | Livorno | IT | Explorer-style hybrid with a silent electric mode and 4,000 miles of range at ten knots.
Heesen | YN 20350 | 50m Aluminium | superyacht | 50.0 | 9.3 | 2.9 | 6 | 12 | 2 x MTU 16V 4000 M63 (2 x 2240 kW) | diesel | aluminium | 21 | 16 | 39000000 | EUR | northsea | Oss | NL | Dutch fast-displacement superyacht with an aluminium hull and a main-deck owner’s suite.
Heesen | Xventure 57 | Xventure | superyacht | 57.0 | 10.5 | 3.4 | 6 | 12 | 2 x Caterpillar C32 (2 x 746 kW) | diesel | steel | 15 | 12 | 55000000 | EUR | northsea | Oss | NL | Steel explorer with a helideck, ice-class hull and a tender deck for a submarine.
Amels | 60 | Limited Editions | superyacht | 60.0 | 10.5 | 3.5 | 7 | 14 | 2 x MTU 16V 4000 M53R (2 x 1850 kW) | diesel | steel | 16.5 | 13 | 79000000 | EUR | northsea | Vlissingen | NL | Limited Editions superyacht from Vlissingen with a beach club, a spa deck and an owner’s deck.
Feadship | Custom 58m | Custom | superyacht | 58.0 | 10.7 | 3.4 | 6 | 12 | 2 x MTU 16V 4000 M63 (2 x 2240 kW) | diesel | steel | 17 | 14 | 98000000 | EUR | northsea | Aalsmeer | NL | A build slot at the Aalsmeer yard for a custom yacht, steel hull and aluminium superstructure.
Sirena | 68 | Sirena | motor | 20.66 | 5.56 | 1.6 | 4 | 8 | 2 x Volvo Penta IPS 1350 (2 x 735 kW) | diesel | grp | 25 | 18 | 3100000 | USD | atlantic | Fort Lauderdale | US | Long-range trawler-style yacht drawn by German Frers with a large flybridge.
Grand Banks | 60 Skylounge | Grand Banks | motor | 18.9 | 5.13 | 1.22 | 3 | 6 | 2 x Volvo Penta D13-900 (2 x 662 kW) | diesel | grp | 31 | 26 | 4350000 | USD | atlantic | Annapolis | US | Long-range cruiser with a resin-infused hull and an enclosed skylounge.
Greenline | 48 Fly | Greenline | motor | 14.99 | 4.48 | 1.0 | 3 | 6 | 2 x Volvo Penta D6 hybrid (2 x 279 kW) | hybrid | grp | 25 | 18 | 1150000 | EUR | adriatic | Izola | SI | Hybrid flybridge from Slovenia that moves silently on its batteries in harbour.
Axopar | 37 Sun-Top | Axopar 37 | motor | 11.5 | 3.3 | 0.8 | 1 | 2 | 2 x Mercury Verado 300 (2 x 221 kW) | petrol | grp | 48 | 32 | 255000 | EUR | solent | Hamble | GB | Twin-outboard day boat with a stepped hull and a sun-top over the helm.
Axopar | 25 Cross Cabin | Axopar 25 | motor | 7.85 | 2.55 | 0.6 | 1 | 2 | Mercury Verado 300 (221 kW) | petrol | grp | 46 | 30 | 115000 | GBP | solent | Hamble | GB | Small cross cabin with a lockable wheelhouse and a double berth forward.
X Shore | Eelex 8000 | Eelex | motor | 8.0 | 2.6 | 0.6 | 0 | 2 | Electric motor (170 kW) | electric | grp | 30 | 20 | 340000 | EUR | baltic | Stockholm | SE | Swedish electric day boat, silent and wakeless at harbour speeds, with a cork-finished deck.
Sea Ray | SLX 310 | SLX | motor | 9.5 | 3.0 | 0.9 | 0 | 2 | 2 x Mercury Verado 300 (2 x 221 kW) | petrol | grp | 48 | 32 | 365000 | USD | atlantic | Miami | US | Bowrider with a wraparound lounge forward, an aft galley and a swim platform for the whole family.
Boston Whaler | 330 Outrage | Outrage | motor | 10.2 | 3.2 | 0.7 | 0 | 2 | 3 x Mercury Verado 300 (3 x 221 kW) | petrol | grp | 50 | 32 | 465000 | USD | atlantic | Newport, RI | US | Unsinkable centre console for fishing offshore and running to the islands.
Boston Whaler | 405 Conquest | Conquest | motor | 12.4 | 3.8 | 0.9 | 1 | 4 | 4 x Mercury Verado 400 (4 x 294 kW) | petrol | grp | 48 | 33 | 1150000 | USD | atlantic | Newport, RI | US | Express cruiser with four outboards, an enclosed helm and a cabin with a proper galley.
`;

// builder | model | line | type | length m | beam m | draft m | cabins | berths | engines | fuel | hull | top kn | cruise kn | built | new price EUR | note
const OLDER_MODELS_TABLE = `
Beneteau | Oceanis 45 | Oceanis | sail | 13.9 | 4.48 | 2.2 | 3 | 6 | Yanmar 4JH54 (40 kW) | diesel | grp | 8.5 | 7 | 2011-2017 | 290000 | Finot-Conq design with a wide stern, twin wheels and a swim platform that folds down from the transom.
Beneteau | Oceanis 38.1 | Oceanis | sail | 11.5 | 3.99 | 2.05 | 3 | 6 | Yanmar 3JH30 (21 kW) | diesel | grp | 8 | 6.5 | 2017-2023 | 210000 | Modular cruiser with a walk-around deck and a bright, flexible saloon.
Beneteau | First 40 | First | sail | 12.2 | 3.89 | 2.45 | 3 | 6 | Yanmar 3JH4 (29 kW) | diesel | grp | 8.5 | 7 | 2008-2014 | 250000 | Farr-designed racer-cruiser that won its class in the Sydney-Hobart and still cruises comfortably.
Beneteau | Oceanis 50 Family | Oceanis | sail | 15.6 | 4.49 | 2.1 | 4 | 8 | Yanmar 4JH4-TE (56 kW) | diesel | grp | 9 | 7.5 | 2007-2012 | 360000 | Big-volume cruiser often seen in charter fleets, with up to five cabins.
Jeanneau | Sun Odyssey 439 | Sun Odyssey | sail | 13.3 | 4.29 | 2.2 | 3 | 6 | Yanmar 4JH4 (40 kW) | diesel | grp | 8.5 | 7 | 2011-2017 | 260000 | Philippe Briand design with twin wheels, a long saloon and excellent sailing manners.
Jeanneau | Sun Odyssey 409 | Sun Odyssey | sail | 12.3 | 3.99 | 2.05 | 3 | 6 | Yanmar 3JH5 (29 kW) | diesel | grp | 8 | 6.5 | 2010-2016 | 205000 | Popular all-rounder with a walk-through transom and a choice of two or three cabins.
Jeanneau | Sun Odyssey 36i | Sun Odyssey | sail | 10.9 | 3.6 | 1.9 | 2 | 4 | Yanmar 3YM30 (21 kW) | diesel | grp | 7.5 | 6 | 2006-2011 | 150000 | Easy, forgiving cruiser with a proper chart table and a big cockpit locker.
Jeanneau | 54 DS | Deck Saloon | sail | 16.3 | 4.87 | 2.2 | 3 | 6 | Yanmar 4JH4-HTE (81 kW) | diesel | grp | 9 | 8 | 2004-2011 | 580000 | Deck saloon with panoramic windows and a galley with a view.
Bavaria | Cruiser 46 | Cruiser | sail | 14.27 | 4.35 | 2.1 | 4 | 8 | Volvo Penta D2-55 (40 kW) | diesel | grp | 8.5 | 7 | 2014-2019 | 230000 | Farr-designed cruiser with twin wheels and a fold-down bathing platform.
Bavaria | Cruiser 41 | Cruiser | sail | 12.35 | 3.99 | 1.95 | 3 | 6 | Volvo Penta D1-30 (21 kW) | diesel | grp | 8 | 6.5 | 2014-2019 | 170000 | Roomy three-cabin cruiser that served many charter fleets and private owners alike.
Bavaria | Cruiser 37 | Cruiser | sail | 11.3 | 3.67 | 1.95 | 3 | 6 | Volvo Penta D1-30 (21 kW) | diesel | grp | 7.5 | 6 | 2010-2014 | 135000 | Practical family cruiser with three cabins in eleven metres.
Hanse | 415 | Hanse | sail | 12.4 | 4.17 | 2.08 | 3 | 6 | Volvo Penta D2-40 (29 kW) | diesel | grp | 8 | 7 | 2011-2016 | 215000 | Self-tacking jib and all lines led aft: a boat two people sail easily.
Hanse | 455 | Hanse | sail | 13.9 | 4.6 | 2.3 | 3 | 6 | Volvo Penta D2-55 (40 kW) | diesel | grp | 8.5 | 7.5 | 2015-2019 | 300000 | Spacious cruiser with a large, flat cockpit and a choice of interior woods.
Dufour | 412 Grand Large | Grand Large | sail | 12.35 | 4.2 | 2.1 | 3 | 6 | Volvo Penta D2-40 (29 kW) | diesel | grp | 8 | 7 | 2013-2018 | 210000 | Umberto Felci design with an outdoor galley option and a tall, light saloon.
Dufour | 460 Grand Large | Grand Large | sail | 14.3 | 4.7 | 2.3 | 4 | 8 | Volvo Penta D2-55 (40 kW) | diesel | grp | 8.5 | 7.5 | 2014-2020 | 310000 | Wide-sterned cruiser with a beach platform and a cockpit galley.
Hallberg-Rassy | 43 Mk II | Hallberg-Rassy | sail | 13.45 | 4.05 | 2.08 | 3 | 6 | Volvo Penta D2-75 (55 kW) | diesel | grp | 8.5 | 7.5 | 2003-2012 | 640000 | Germán Frers centre-cockpit cruiser with a windscreen, a skeg-hung rudder and a fine joinery finish.
Hallberg-Rassy | 342 | Hallberg-Rassy | sail | 10.32 | 3.4 | 1.75 | 2 | 5 | Volvo Penta D1-30 (21 kW) | diesel | grp | 7.5 | 6 | 2005-2016 | 340000 | Small Hallberg-Rassy with the windscreen and the quality of the big ones.
X-Yachts | Xp 38 | Xp | sail | 11.58 | 3.6 | 2.1 | 2 | 5 | Yanmar 3JH5 (29 kW) | diesel | grp | 8.5 | 7 | 2014-2020 | 340000 | Club racer with a carbon option, an open transom and a sensible cruising interior.
X-Yachts | Xc 45 | Xc | sail | 13.8 | 4.2 | 2.1 | 3 | 6 | Volvo Penta D2-75 (55 kW) | diesel | grp | 9 | 7.5 | 2009-2017 | 740000 | Offshore cruiser with a deep cockpit, a galvanised steel frame and generous tankage.
Nautor Swan | Swan 53 | Swan | sail | 16.1 | 4.67 | 2.9 | 3 | 6 | Volvo Penta D2-75 (55 kW) | diesel | grp | 9 | 8 | 2007-2014 | 2200000 | Frers-designed Swan with a flush deck, twin wheels and a classic mahogany interior.
Nautor Swan | Swan 60 | Swan | sail | 18.3 | 5.0 | 3.1 | 3 | 7 | Volvo Penta D3-150 (110 kW) | diesel | grp | 10 | 8.5 | 2005-2012 | 3500000 | Fast bluewater Swan with a raised saloon and a crew cabin forward.
Oyster | 56 | Oyster | sail | 17.35 | 4.98 | 2.22 | 3 | 7 | Volvo Penta D3-110 (81 kW) | diesel | grp | 9.5 | 8 | 2004-2012 | 1900000 | Deck-saloon cruiser many owners took round the world, with a crew cabin and a big engine room.
Oyster | 46 | Oyster | sail | 14.2 | 4.3 | 1.9 | 3 | 6 | Yanmar 4JH3-TE (55 kW) | diesel | grp | 8.5 | 7 | 1996-2004 | 850000 | Centre-cockpit bluewater yacht with a deck saloon and the Oyster seaview windows.
Amel | Super Maramu 2000 | Amel | sail | 16.0 | 4.6 | 2.05 | 3 | 6 | Volvo Penta TMD22 (58 kW) | diesel | grp | 9 | 8 | 1989-2005 | 820000 | Ketch famous for ocean passages, with an enclosed wheelhouse and electric furling on every sail.
Amel | 54 | Amel | sail | 16.8 | 4.7 | 2.1 | 3 | 6 | Volvo Penta D3-110 (81 kW) | diesel | grp | 9 | 8 | 2005-2012 | 1150000 | Ketch-rigged bluewater cruiser with a hard dodger, a watertight bulkhead forward and an electric rig.
Contessa | 32 | Contessa | sail | 9.75 | 2.9 | 1.68 | 2 | 5 | Yanmar 2GM20 (13 kW) | diesel | grp | 6.5 | 5.5 | 1971-1990 | 130000 | The David Sadler classic that finished the 1979 Fastnet when bigger boats did not.
Allures | 45.9 | Allures | sail | 14.2 | 4.4 | 2.9 | 3 | 6 | Volvo Penta D2-75 (55 kW) | diesel | aluminium | 9 | 7.5 | 2017-2023 | 720000 | Aluminium centreboard cruiser that dries out on its keel and crosses oceans.
Ovni | 395 | Ovni | sail | 12.2 | 4.1 | 2.2 | 3 | 6 | Volvo Penta D2-40 (29 kW) | diesel | aluminium | 8 | 7 | 2008-2016 | 330000 | Aluminium lifting-keel cruiser that can take the ground, beloved of high-latitude sailors.
Garcia | Exploration 45 | Exploration | sail | 14.3 | 4.5 | 2.9 | 3 | 6 | Volvo Penta D2-75 (55 kW) | diesel | aluminium | 9 | 7.5 | 2015-2023 | 820000 | Aluminium expedition yacht for high latitudes, with a doghouse watch station and a centreboard.
Moody | 45 DS | Deck Saloon | sail | 13.99 | 4.45 | 2.0 | 2 | 4 | Volvo Penta D2-75 (55 kW) | diesel | grp | 8.5 | 7.5 | 2007-2015 | 540000 | Deck saloon on one level from cockpit to saloon, with all-round visibility from the table.
Najad | 380 | Najad | sail | 11.5 | 3.5 | 1.7 | 2 | 5 | Volvo Penta D2-40 (29 kW) | diesel | grp | 8 | 6.5 | 1997-2010 | 360000 | Swedish centre-cockpit cruiser, solidly built, with a teak deck and a sea berth in the saloon.
Lagoon | 380 | Lagoon | catamaran | 11.55 | 6.53 | 1.15 | 4 | 8 | 2 x Yanmar 3YM30 (2 x 21 kW) | diesel | grp | 8 | 7 | 1999-2017 | 290000 | The catamaran that filled a thousand charter fleets, easy to sail and easy to live on.
Lagoon | 400 S2 | Lagoon | catamaran | 11.97 | 7.21 | 1.25 | 4 | 10 | 2 x Yanmar 4JH4 (2 x 29 kW) | diesel | grp | 8.5 | 7 | 2012-2018 | 390000 | Vertical saloon windows, a flybridge helm and four double cabins.
Lagoon | 450 F | Lagoon | catamaran | 13.96 | 7.84 | 1.3 | 4 | 10 | 2 x Yanmar 4JH45 (2 x 33 kW) | diesel | grp | 9 | 7.5 | 2011-2019 | 540000 | Flybridge cruising catamaran, the most sold in its size, often with owner’s version layout.
Lagoon | 52 F | Lagoon | catamaran | 15.85 | 8.4 | 1.5 | 4 | 12 | 2 x Yanmar 4JH110 (2 x 81 kW) | diesel | grp | 10 | 8.5 | 2013-2020 | 920000 | Large flybridge catamaran with a forward cockpit and cabins for crew in the bows.
Fountaine Pajot | Lipari 41 | Fountaine Pajot | catamaran | 11.93 | 6.63 | 1.2 | 4 | 10 | 2 x Volvo Penta D1-30 (2 x 21 kW) | diesel | grp | 8.5 | 7 | 2010-2016 | 360000 | Nimble cruising catamaran with a low profile and a bright saloon.
Fountaine Pajot | Saba 50 | Fountaine Pajot | catamaran | 14.8 | 7.9 | 1.35 | 4 | 12 | 2 x Volvo Penta D2-55 (2 x 40 kW) | diesel | grp | 9.5 | 8 | 2014-2019 | 720000 | Flybridge cat with a spacious aft cockpit and a forward cockpit for sundowners.
Fountaine Pajot | Helia 44 | Fountaine Pajot | catamaran | 13.3 | 7.7 | 1.3 | 4 | 10 | 2 x Volvo Penta D2-40 (2 x 29 kW) | diesel | grp | 9 | 7.5 | 2012-2018 | 530000 | Popular cruising cat with an upper helm station and a galley open to the cockpit.
Leopard | 40 | Leopard | catamaran | 11.99 | 6.6 | 1.1 | 4 | 10 | 2 x Yanmar 3JH4 (2 x 29 kW) | diesel | grp | 8.5 | 7 | 2005-2014 | 370000 | Cape Town-built cruising cat with a forward door to the foredeck and a protected helm.
Leopard | 44 | Leopard | catamaran | 13.1 | 7.0 | 1.3 | 4 | 10 | 2 x Yanmar 3JH5 (2 x 29 kW) | diesel | grp | 9 | 7.5 | 2011-2016 | 540000 | Forward cockpit, hardtop bimini and strong sailing performance for its size.
Princess | 56 | Flybridge | motor | 17.6 | 4.72 | 1.3 | 3 | 6 | 2 x Volvo Penta D13-900 (2 x 662 kW) | diesel | grp | 32 | 26 | 2012-2016 | 1550000 | Flybridge with a full-beam master cabin, a crew cabin aft and a bathing platform that lowers.
Princess | V48 | V Class | motor | 14.9 | 4.1 | 1.1 | 2 | 4 | 2 x Volvo Penta D6-435 (2 x 320 kW) | diesel | grp | 36 | 30 | 2010-2016 | 820000 | Sports cruiser with an open cockpit, a wet bar and a cabin that sleeps four.
Princess | 64 | Flybridge | motor | 19.9 | 5.1 | 1.5 | 4 | 8 | 2 x MAN V12-1360 (2 x 1000 kW) | diesel | grp | 33 | 27 | 2009-2014 | 2300000 | Large flybridge with a crew cabin, a tender on the hydraulic platform and four cabins.
Sunseeker | Portofino 53 | Portofino | motor | 16.6 | 4.5 | 1.3 | 3 | 6 | 2 x MAN R6-800 (2 x 588 kW) | diesel | grp | 34 | 28 | 2006-2012 | 1050000 | Sports cruiser with an electric sunroof, a galley in the cockpit and three cabins.
Sunseeker | Manhattan 52 | Manhattan | motor | 16.3 | 4.6 | 1.3 | 3 | 6 | 2 x Volvo Penta D13-900 (2 x 662 kW) | diesel | grp | 31 | 26 | 2011-2016 | 1350000 | Flybridge with a sunbathing foredeck and a saloon that opens onto the cockpit.
Sunseeker | Predator 57 | Predator | motor | 17.8 | 4.6 | 1.3 | 3 | 6 | 2 x MAN V8-1200 (2 x 883 kW) | diesel | grp | 38 | 32 | 2014-2019 | 1850000 | Sports yacht with a sliding sunroof and a garage for a jet tender.
Fairline | Phantom 48 | Phantom | motor | 14.9 | 4.45 | 1.2 | 3 | 6 | 2 x Volvo Penta D9-575 (2 x 423 kW) | diesel | grp | 31 | 25 | 2008-2014 | 820000 | Compact flybridge with three cabins and a wide aft cockpit.
Fairline | Targa 50 GT | Targa | motor | 15.6 | 4.3 | 1.2 | 2 | 4 | 2 x Volvo Penta IPS 800 (2 x 441 kW) | diesel | grp | 36 | 30 | 2012-2017 | 1050000 | Gran turismo with an opening roof and a full-beam owner’s cabin.
Fairline | Squadron 65 | Squadron | motor | 20.4 | 5.3 | 1.5 | 4 | 8 | 2 x MAN V12-1360 (2 x 1000 kW) | diesel | grp | 32 | 27 | 2009-2014 | 2450000 | Big flybridge with a crew cabin and a saloon with a dining table for eight.
Azimut | 55 | Flybridge | motor | 17.5 | 4.7 | 1.3 | 3 | 6 | 2 x Cummins QSM11 (2 x 526 kW) | diesel | grp | 32 | 26 | 2010-2015 | 1350000 | Italian flybridge with a lower helm, three cabins and a crew cabin aft.
Azimut | 64 | Flybridge | motor | 19.7 | 5.0 | 1.5 | 4 | 8 | 2 x MAN V12-1100 (2 x 809 kW) | diesel | grp | 31 | 26 | 2008-2013 | 2050000 | Flybridge with a big foredeck lounge and a galley aft by the cockpit.
Azimut | Atlantis 43 | Atlantis | motor | 13.6 | 3.9 | 1.1 | 2 | 4 | 2 x Volvo Penta D6-370 (2 x 272 kW) | diesel | grp | 34 | 28 | 2010-2016 | 560000 | Open sports cruiser with a hardtop and a mid-cabin for guests.
Ferretti | 550 | Ferretti Yachts | motor | 17.2 | 4.8 | 1.3 | 3 | 6 | 2 x MAN R6-730 (2 x 537 kW) | diesel | grp | 31 | 26 | 2011-2016 | 1550000 | Flybridge with a full-beam owner’s suite and a galley by the cockpit.
Ferretti | 650 | Ferretti Yachts | motor | 19.8 | 5.1 | 1.5 | 4 | 8 | 2 x MAN V12-1400 (2 x 1029 kW) | diesel | grp | 31 | 26 | 2013-2018 | 2350000 | Flybridge with a lower helm station and a crew cabin aft.
Riva | Rivale 52 | Rivale | motor | 16.0 | 4.5 | 1.2 | 2 | 4 | 2 x MAN V8-1200 (2 x 883 kW) | diesel | grp | 40 | 34 | 2010-2016 | 1750000 | Riva open with a glass windscreen, a sunroof and a mahogany-finished cockpit.
Riva | Rivarama 44 | Rivarama | motor | 13.8 | 3.9 | 1.0 | 1 | 2 | 2 x Volvo Penta D6-435 (2 x 320 kW) | diesel | grp | 38 | 32 | 2005-2012 | 1050000 | Open day cruiser with the Riva lines, varnished trims and a large sun pad.
Riva | Aquarama | Runabout | motor | 8.3 | 2.6 | 0.7 | 0 | 2 | 2 x Riva-Crusader 350 hp (2 x 257 kW) | petrol | wood | 45 | 35 | 1963-1975 | 700000 | The mahogany runabout of the Italian Riviera, restored by specialists.
Pershing | 62 | Pershing | motor | 19.2 | 5.0 | 1.3 | 3 | 6 | 2 x MTU 12V 2000 M93 (2 x 1550 kW) | diesel | grp | 42 | 36 | 2006-2012 | 2450000 | Open with surface drives, an electric sunroof and a tender garage.
Pershing | 74 | Pershing | motor | 22.7 | 5.5 | 1.5 | 3 | 6 | 2 x MTU 16V 2000 M93 (2 x 1790 kW) | diesel | grp | 46 | 40 | 2013-2018 | 4600000 | Fast open yacht with a crew cabin and the Pershing open-air cockpit.
Absolute | 52 Fly | Fly | motor | 16.4 | 4.6 | 1.2 | 3 | 6 | 2 x Volvo Penta IPS 800 (2 x 441 kW) | diesel | grp | 30 | 25 | 2015-2020 | 1250000 | Flybridge with a full-beam owner’s cabin and a bright saloon.
Galeon | 440 Fly | Fly | motor | 13.5 | 4.1 | 1.1 | 3 | 6 | 2 x Volvo Penta D6-435 (2 x 320 kW) | diesel | grp | 32 | 26 | 2014-2019 | 650000 | Compact flybridge with three cabins and a galley aft.
Prestige | 500 | Prestige | motor | 15.2 | 4.4 | 1.2 | 3 | 6 | 2 x Volvo Penta IPS 600 (2 x 320 kW) | diesel | grp | 30 | 25 | 2010-2016 | 880000 | Flybridge with the owner’s cabin at mid-ship and a lower helm.
Prestige | 550 | Prestige | motor | 16.7 | 4.6 | 1.2 | 3 | 6 | 2 x Volvo Penta IPS 950 (2 x 537 kW) | diesel | grp | 30 | 25 | 2014-2019 | 1150000 | Flybridge with a separate owner’s deck level and a sofa across the transom.
Sea Ray | Sundancer 460 | Sundancer | motor | 14.6 | 4.3 | 1.1 | 2 | 4 | 2 x Cummins QSB 6.7 Zeus (2 x 441 kW) | diesel | grp | 34 | 28 | 2014-2019 | 950000 | Express cruiser with pod drives, a hardtop and a full-beam master.
Sea Ray | Sundancer 350 | Sundancer | motor | 11.3 | 3.6 | 1.0 | 1 | 4 | 2 x MerCruiser 8.2 (2 x 283 kW) | petrol | grp | 36 | 28 | 2013-2019 | 420000 | Express cruiser with a mid-cabin and a cockpit wet bar.
Boston Whaler | 345 Conquest | Conquest | motor | 10.5 | 3.3 | 0.8 | 1 | 2 | 3 x Mercury Verado 300 (3 x 221 kW) | petrol | grp | 48 | 32 | 2011-2019 | 520000 | Unsinkable express with an enclosed helm and a cabin forward.
Grand Banks | 42 Classic | Grand Banks | motor | 12.8 | 4.2 | 1.2 | 2 | 4 | 2 x Ford Lehman 120 (2 x 88 kW) | diesel | wood | 10 | 8 | 1968-1973 | 650000 | Wooden trawler of Philippine mahogany, the boat that made the name Grand Banks.
Grand Banks | 46 Classic | Grand Banks | motor | 14.0 | 4.6 | 1.3 | 3 | 6 | 2 x Caterpillar 3208 (2 x 280 kW) | diesel | grp | 18 | 14 | 1987-2009 | 900000 | Long-range trawler with teak decks, a lower helm and an aft master cabin.
Linssen | Grand Sturdy 40.9 AC | Grand Sturdy | motor | 12.85 | 4.3 | 1.2 | 2 | 4 | Volvo Penta D3-110 (81 kW) | diesel | steel | 9 | 8 | 2011-2019 | 620000 | Dutch steel cruiser built for rivers, canals and coastal passages, with an aft cabin.
Beneteau | Swift Trawler 44 | Swift Trawler | motor | 13.4 | 4.2 | 1.1 | 3 | 6 | 2 x Cummins QSB 5.9 (2 x 313 kW) | diesel | grp | 25 | 18 | 2011-2016 | 620000 | Trawler-style cruiser with side decks, a flybridge and a forward owner’s cabin.
Benetti | Classic 121 | Classic | superyacht | 37.0 | 7.7 | 2.35 | 5 | 12 | 2 x Caterpillar 3512B (2 x 1360 kW) | diesel | steel | 16 | 14 | 2005-2012 | 22000000 | Displacement superyacht with a raised bridge, a sun deck with a spa pool and five cabins.
Heesen | 3700 | 37m Aluminium | superyacht | 37.3 | 8.0 | 2.3 | 5 | 10 | 2 x MTU 16V 4000 M90 (2 x 2720 kW) | diesel | aluminium | 27 | 22 | 2008-2016 | 20000000 | Fast aluminium superyacht with a cinema, a sky lounge and a tender garage.
Sanlorenzo | SD92 | SD | superyacht | 28.5 | 6.6 | 2.0 | 4 | 8 | 2 x MAN V12-1400 (2 x 1029 kW) | diesel | grp | 17 | 14 | 2013-2019 | 9200000 | Semi-displacement yacht with a wide flybridge and a main-deck owner’s suite.
Azimut | Grande 95RPH | Grande | superyacht | 29.0 | 6.8 | 2.2 | 4 | 9 | 2 x MTU 16V 2000 M93 (2 x 1790 kW) | diesel | grp | 25 | 21 | 2012-2018 | 10500000 | Raised-pilothouse yacht with a skylounge and a beach area at the stern.
Feadship | Custom 46m | Custom | superyacht | 46.0 | 9.0 | 2.9 | 6 | 12 | 2 x Caterpillar 3512B (2 x 1360 kW) | diesel | steel | 15 | 12 | 2005-2012 | 42000000 | Custom Feadship with a steel hull, a beach club and an owner’s deck with its own terrace.
Amels | 180 | Limited Editions | superyacht | 55.0 | 9.0 | 3.2 | 6 | 12 | 2 x Caterpillar 3512B (2 x 1360 kW) | diesel | steel | 15.5 | 13 | 2008-2017 | 52000000 | Limited Editions superyacht from Vlissingen, many times refitted at the yard that built her.
Sunseeker | 40 Metre | Yacht | superyacht | 40.0 | 7.6 | 2.0 | 5 | 10 | 2 x MTU 16V 4000 M90 (2 x 2720 kW) | diesel | grp | 26 | 22 | 2008-2014 | 21000000 | Fast superyacht from Poole with a sun deck spa and a jet-ski garage.
Princess | 40M | M Class | superyacht | 40.0 | 8.3 | 2.3 | 5 | 10 | 2 x MTU 16V 2000 M96L (2 x 1945 kW) | diesel | grp | 21 | 16 | 2016-2021 | 20500000 | Princess’s largest, with a beach club, an upper-deck saloon and accommodation for seven crew.
Benetti | Delfino 95 | Delfino | superyacht | 29.0 | 7.0 | 2.2 | 4 | 9 | 2 x MAN V12-1400 (2 x 1029 kW) | diesel | grp | 16 | 12 | 2015-2020 | 10500000 | Displacement yacht with an economical cruise and an owner’s cabin on the main deck.
`;

function cells(line: string, expected: number): string[] {
  const parts = line.split('|').map((cell) => cell.trim());
  if (parts.length !== expected) throw new Error(`seed catalogue: ${parts.length} cells instead of ${expected} in "${line}"`);
  return parts;
}

function num(text: string, where: string): number {
  const value = Number(text);
  if (text === '' || !Number.isFinite(value)) throw new Error(`seed catalogue: "${text}" is not a number (${where})`);
  return value;
}

function oneOf<T extends string>(text: string, allowed: readonly T[], where: string): T {
  if (!(allowed as readonly string[]).includes(text))
    throw new Error(`seed catalogue: "${text}" is not one of ${allowed.join(', ')} (${where})`);
  return text as T;
}

function spec(parts: string[]): ModelSpec {
  const [builder, model, modelLine, type, length, beam, draft, cabins, berths, engines, fuel, hull, top, cruise] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const where = `${builder} ${model}`;
  return {
    builder,
    model,
    modelLine,
    type: oneOf(type, YACHT_TYPES, where),
    lengthM: num(length, where),
    beamM: num(beam, where),
    draftM: num(draft, where),
    cabins: num(cabins, where),
    berths: num(berths, where),
    engines,
    fuel: oneOf(fuel, FUELS, where),
    hullMaterial: oneOf(hull, HULL_MATERIALS, where),
    topSpeedKn: top === '' ? null : num(top, where),
    cruiseSpeedKn: cruise === '' ? null : num(cruise, where),
  };
}

const rows = (table: string) =>
  table
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The current models, newest listing first (the order the seed gives their listing dates). */
export const NEW_MODELS: readonly NewModel[] = rows(NEW_MODELS_TABLE).map((line) => {
  const parts = cells(line, 20);
  const [price, currency, seller, location, country, description] = parts.slice(14) as [string, string, string, string, string, string];
  const model = spec(parts);
  const where = `${model.builder} ${model.model}`;
  if (!SELLERS.some((s) => s.key === seller)) throw new Error(`seed catalogue: unknown seller "${seller}" (${where})`);
  return {
    ...model,
    basePrice: num(price, where),
    currency: oneOf(currency, CURRENCIES, where),
    seller,
    location,
    country,
    description,
  };
});

export const OLDER_MODELS: readonly OlderModel[] = rows(OLDER_MODELS_TABLE).map((line) => {
  const parts = cells(line, 17);
  const [built, price, note] = parts.slice(14) as [string, string, string];
  const model = spec(parts);
  const [from, to] = built.split('-').map((year) => num(year, `${model.builder} ${model.model}`)) as [number, number];
  return { ...model, builtFrom: from, builtTo: to, newPriceEur: num(price, model.model), note };
});
