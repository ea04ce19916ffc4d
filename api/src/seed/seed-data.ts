// Seed content that makes a first start look like a real marketplace: the community's sections and topics, and the
// feedback question types. The yacht catalogue has its own files (catalogue-data.ts, catalogue-seed.ts).

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
    topics: [
      'Best anchorages between Split and Dubrovnik?',
      'Provisioning for a 3-week Atlantic crossing',
      'Night watches with a crew of two',
    ],
  },
  {
    slug: 'buying-and-selling',
    name: 'Buying and selling',
    description: 'Surveys, sea trials, brokers, VAT status and everything else between an offer and the keys.',
    topics: [
      'What a pre-purchase survey really checks',
      'Is a 15-year-old Oceanis still a good buy?',
      'Selling privately vs through a broker',
    ],
  },
  {
    slug: 'maintenance',
    name: 'Maintenance',
    description: 'Antifouling, engines, rigging, electrics and the winter lay-up list.',
    topics: [
      'Copper coat: worth it after five seasons?',
      'Replacing standing rigging: when and how much',
      'Lithium house bank conversion notes',
    ],
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

/** The question types of the feedback popup (SPEC §2, §3): reference data the site needs, not demo content. */
export const FEEDBACK_TYPES: { value: number; name: string }[] = [
  { value: 1, name: 'Website problem' },
  { value: 2, name: 'Wrong listing information' },
  { value: 3, name: 'Account and login' },
  { value: 4, name: 'Buying or selling a yacht' },
  { value: 5, name: 'Suggestion' },
  { value: 6, name: 'Other' },
];
