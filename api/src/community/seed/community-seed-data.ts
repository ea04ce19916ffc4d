// Seed content that makes a first start look like a real marketplace: the community's sections with their topics,
// the conversations under them and the members who wrote them (community/seed/community-seed.ts writes them), and the feedback
// question types. The yacht catalogue has its own files (catalogue-data.ts, catalogue-seed.ts); the demo account's
// own topics and articles are in user-area-seed.ts.
import type { YachtType } from '@yachts/contracts/catalogue';
import type { TopicLink } from '@yachts/contracts/community';
import type { MotorStyle } from '../../catalogue/seed/yacht-pictures';

/** Members who only exist as the community's voices: invented people, random passwords nobody knows. */
export const CREW = [
  { key: 'jack', name: 'Jack Morgan', joinedDaysAgo: 720 },
  { key: 'sophie', name: 'Sophie Laurent', joinedDaysAgo: 640 },
  { key: 'niels', name: 'Niels Jensen', joinedDaysAgo: 590 },
  { key: 'ana', name: 'Ana Ribeiro', joinedDaysAgo: 515 },
  { key: 'kostas', name: 'Kostas Papadakis', joinedDaysAgo: 470 },
  { key: 'emma', name: 'Emma Clarke', joinedDaysAgo: 260 },
  { key: 'ben', name: 'Ben Walsh', joinedDaysAgo: 430 },
  { key: 'hiro', name: 'Hiro Tanaka', joinedDaysAgo: 380 },
] as const;

export type CrewKey = (typeof CREW)[number]['key'];

export function crewEmail(key: CrewKey): string {
  return `${key}.${CREW.find((member) => member.key === key)!
    .name.split(' ')[1]!
    .toLowerCase()}@crew.yacht-harbour.local`;
}

/** A reply in a thread; `to` names whom it answers when that is not the thread's first comment. */
export interface ReplySeed {
  by: CrewKey;
  daysAgo: number;
  text: string;
  to?: CrewKey;
  praise?: number;
}

export interface CommentSeed {
  by: CrewKey;
  daysAgo: number;
  text: string;
  praise?: number;
  replies?: ReplySeed[];
}

export interface TopicSeed {
  title: string;
  /** null: written by the site's editors. */
  by: CrewKey | null;
  daysAgo: number;
  /** Paragraphs of the body: plain sentences become <p>; a string starting with "<" is kept as HTML. */
  body: string[];
  /** Seed pictures of a boat of this kind (yacht-pictures.ts picks them from the title). */
  pictures?: { type: YachtType; style?: MotorStyle; count: number };
  links?: TopicLink[];
  /** Members who praised it (at most one per member, so at most CREW.length - 1). */
  praise?: number;
  comments?: CommentSeed[];
}

export interface TopicModuleSeed {
  slug: string;
  name: string;
  description: string;
  topics: TopicSeed[];
}

export interface ArticleSeed {
  title: string;
  by: CrewKey;
  daysAgo: number;
  summary: string;
  body: string[];
  cover: { type: YachtType; style?: MotorStyle };
  praise?: number;
  comments?: CommentSeed[];
}

export const TOPIC_MODULES: TopicModuleSeed[] = [
  {
    slug: 'cruising',
    name: 'Cruising',
    description: 'Passages, anchorages, provisioning and life aboard, from weekend hops to ocean crossings.',
    topics: [
      {
        title: 'Best anchorages between Split and Dubrovnik?',
        by: 'emma',
        daysAgo: 48,
        body: [
          'Two weeks in late June on a chartered Bavaria 46, with my partner and two friends who have never slept aboard. We pick up in Split and drop off in Dubrovnik, so it is a one-way trip with a few long days if we want them.',
          'I would rather anchor than pay for town quays every night. Which bays hold well, have some shelter from a Bura, and are not packed with day-trip boats by eleven in the morning?',
        ],
        pictures: { type: 'sail', count: 2 },
        praise: 4,
        comments: [
          {
            by: 'kostas',
            daysAgo: 47,
            text: 'Stončica on Vis is a classic for a reason: sand at 8-10 m, good shelter from north and east. Go in by four, it fills up with the Hvar crowd.',
            praise: 5,
            replies: [
              { by: 'emma', daysAgo: 46.5, text: 'Noted, thank you. Is there a buoy field or is it all free anchoring?' },
              {
                by: 'kostas',
                daysAgo: 46,
                to: 'emma',
                text: 'Buoys at the head of the bay, paid in the evening. Plenty of room to anchor further out in 10 m.',
              },
            ],
          },
          {
            by: 'sophie',
            daysAgo: 44,
            text: 'Lastovo if you can spare a day: the nature park keeps it quiet, and Skrivena Luka is as sheltered as the name says.',
            praise: 2,
          },
          {
            by: 'ben',
            daysAgo: 41,
            text: 'Whatever you choose, check the forecast for a Bura every morning. It can arrive in a clear sky and most of the pretty bays face the wrong way for it.',
            praise: 3,
          },
        ],
      },
      {
        title: 'Provisioning for a 3-week Atlantic crossing',
        by: 'ana',
        daysAgo: 64,
        body: [
          'We leave Mindelo for Grenada in January with four aboard and a fridge that struggles in the tropics. Last time we ate well for ten days and then lived on pasta and tinned tuna.',
          'This time I want a plan: fresh food that keeps, what to cook in the first week, and how much water to carry on top of the watermaker. Lists welcome, especially from anyone who has done it with a small fridge.',
          '<ul><li>Eggs: unwashed, turned every two days</li><li>Cabbage, onions, squash and citrus: in nets, away from the hull</li><li>Bread: two loaves a day from day five</li></ul>',
        ],
        links: [{ title: 'Noonsite: Cape Verde formalities', url: 'https://www.noonsite.com/country-room/cape-verde/' }],
        praise: 6,
        comments: [
          {
            by: 'hiro',
            daysAgo: 63,
            text: 'Carry 3 litres a person a day outside the tanks, in jerry cans lashed on deck. Watermakers fail on passage more than anywhere else.',
            praise: 4,
            replies: [{ by: 'ana', daysAgo: 62.5, text: 'That is about 250 litres for us. Heavy, but you are right.' }],
          },
          {
            by: 'jack',
            daysAgo: 60,
            text: 'A pressure cooker saves gas and makes dried beans possible. We also sprouted mung beans in a jar: fresh greens in week three.',
            praise: 3,
          },
        ],
      },
      {
        title: 'Night watches with a crew of two',
        by: 'hiro',
        daysAgo: 37,
        body: [
          'My wife and I are planning our first passages of more than two nights: Brest to the Azores next summer. Between the two of us we have done plenty of single overnights, but never a watch system that has to last a week.',
          'Three on, three off sounds brutal after a few days. Do people really do four-hour watches at night with two, or something irregular that follows who is tired?',
        ],
        praise: 5,
        comments: [
          {
            by: 'jack',
            daysAgo: 36,
            text: 'We did three on, three off at night and a loose system by day: whoever is tired sleeps. After day three your body gets used to it.',
            praise: 3,
            replies: [
              {
                by: 'sophie',
                daysAgo: 35.5,
                text: 'Same for us, plus a strict rule: the off-watch harness stays clipped on by the companionway.',
              },
              {
                by: 'hiro',
                daysAgo: 35,
                to: 'sophie',
                text: 'Good rule. We have jacklines already; a second tether point by the hatch goes on the list.',
              },
            ],
          },
          {
            by: 'ana',
            daysAgo: 33,
            text: 'AIS alarm and a radar guard zone helped us more than any schedule: the person on watch can rest in the cockpit without missing a ship.',
            praise: 2,
          },
        ],
      },
      {
        title: 'Single-handed sleep strategy on a 3-day passage',
        by: 'jack',
        daysAgo: 22,
        body: [
          'I am delivering my own boat from Plymouth to La Coruña in September, alone. The shipping lanes off Ushant are the worry: once clear of them I plan to sleep in 20-minute blocks with a kitchen timer.',
          'For those who have done it, did short naps really work for you, or did you end up with longer sleeps and a good AIS alarm? And how did you stay sharp for the approach on day three?',
        ],
        pictures: { type: 'sail', count: 1 },
        links: [{ title: 'RYA: safety advice for sailing alone', url: 'https://www.rya.org.uk/' }],
        praise: 2,
        comments: [
          {
            by: 'hiro',
            daysAgo: 21,
            text: 'Start the short naps the day before you leave, not at sea. And plan to arrive in daylight even if it means heaving to for a few hours.',
            praise: 4,
          },
          {
            by: 'niels',
            daysAgo: 18,
            text: 'Worth filing a passage plan with someone ashore and agreeing a time for a satellite message each evening.',
          },
        ],
      },
    ],
  },
  {
    slug: 'buying-and-selling',
    name: 'Buying and selling',
    description: 'Surveys, sea trials, brokers, VAT status and everything else between an offer and the keys.',
    topics: [
      {
        title: 'What a pre-purchase survey really checks',
        by: 'ben',
        daysAgo: 82,
        body: [
          'I survey yachts for a living, mostly GRP production boats between 9 and 15 metres. Buyers are often surprised by what a survey does and does not cover, so here is the short version.',
          '<ul><li>Hull: moisture readings, hammer test of the laminate, keel bolts and the keel-to-hull joint, rudder and its bearings</li><li>Deck: core moisture around fittings, chainplates, stanchion bases</li><li>Systems: seacocks, gas installation, electrics as far as visible</li></ul>',
          'What it does not cover unless you ask: an engine survey with oil analysis, a rig survey aloft, and sails. On a boat over ten years old I would always add the rig.',
        ],
        pictures: { type: 'sail', count: 2 },
        praise: 7,
        comments: [
          {
            by: 'emma',
            daysAgo: 80,
            text: 'Very useful. Roughly what does an engine survey with oil analysis add to the bill?',
            replies: [
              {
                by: 'ben',
                daysAgo: 79.5,
                text: 'Usually a few hundred euros, depending on the engine and whether the boat is in the water for a proper run under load.',
                praise: 2,
              },
            ],
          },
          {
            by: 'niels',
            daysAgo: 77,
            text: 'On motor yachts, insist on seeing the engines run at full load for ten minutes. Smoke and temperature tell you a lot.',
            praise: 3,
          },
        ],
      },
      {
        title: 'Is a 15-year-old Oceanis still a good buy?',
        by: 'emma',
        daysAgo: 58,
        body: [
          'We have been looking at Beneteau Oceanis 43s from around 2010, asking between 110,000 and 135,000 euros. They sail well and the layout suits a family of four, but friends warn us about ex-charter boats.',
          'How do you tell a tired ex-charter boat from a well-kept private one, and what should we budget in the first year for the things that are due at that age?',
        ],
        pictures: { type: 'sail', count: 3 },
        praise: 3,
        comments: [
          {
            by: 'ben',
            daysAgo: 57,
            text: 'Look at the companionway steps and the saloon sole: charter boats wear them to the core. And ask for the engine hours: 4,000 or more is typical after a charter career.',
            praise: 5,
          },
          {
            by: 'kostas',
            daysAgo: 55,
            text: 'Ex-charter is not always bad. Ours was serviced every winter by the base. Ask for the maintenance log; a good fleet keeps one.',
            praise: 2,
            replies: [
              {
                by: 'emma',
                daysAgo: 54,
                text: 'The broker has one for the boat we like. Standing rigging replaced in 2019, sails original.',
              },
              {
                by: 'ben',
                daysAgo: 53.5,
                to: 'emma',
                text: 'Then budget for sails within two seasons. Rigging from 2019 is fine for years yet.',
              },
            ],
          },
        ],
      },
      {
        title: 'Selling privately vs through a broker',
        by: 'niels',
        daysAgo: 45,
        body: [
          'I am selling our Grand Banks 42 after eleven years. A broker in Kiel would list it at 8 per cent commission; a friend sold his boat privately in three months with a few ads.',
          'If you have done both, what did the broker really add? The paperwork for a boat registered in Denmark and moored in Germany worries me more than finding a buyer.',
        ],
        pictures: { type: 'motor', style: 'trawler', count: 2 },
        praise: 2,
        comments: [
          {
            by: 'ben',
            daysAgo: 43,
            text: 'A broker’s client account alone is worth a lot: the deposit and the balance never pass through your hands or the buyer’s.',
            praise: 3,
          },
          {
            by: 'sophie',
            daysAgo: 40,
            text: 'We sold privately. Fine in the end, but we showed the boat eleven times to people who were only dreaming.',
          },
        ],
      },
      {
        title: 'VAT-paid status: what proof to ask for in the EU',
        by: null,
        daysAgo: 30,
        body: [
          'A yacht kept in EU waters must have EU VAT paid, and the proof passes from owner to owner. Buyers are sometimes told it is “VAT paid” with nothing to show for it.',
          'Ask for the original invoice from the first sale in the EU showing the VAT, or a customs document showing it was paid on import. Without it, the buyer may have to pay VAT again on the value of the boat.',
          'This is general information from the editors, not tax advice: for a purchase, ask a specialist in the country where the boat will be kept.',
        ],
        links: [{ title: 'European Commission: VAT on boats', url: 'https://taxation-customs.ec.europa.eu/' }],
        praise: 6,
        comments: [
          {
            by: 'kostas',
            daysAgo: 28,
            text: 'Greek customs asked us for exactly this when we changed the flag. A copy of the original invoice was enough.',
            praise: 2,
          },
        ],
      },
      {
        title: 'Sea trial checklist: what I wish I had tested',
        by: 'jack',
        daysAgo: 14,
        body: [
          'Bought my Sigma 38 last spring and found three things in the first month that a proper sea trial would have shown: a slipping clutch in reverse, a furler that jammed at two thirds, and an autopilot that wandered off course upwind.',
          'So, my list for next time: motor astern hard for a minute, furl and unfurl the headsail under load, steer on the autopilot for half an hour upwind, and run every pump and light.',
        ],
        pictures: { type: 'sail', count: 1 },
        praise: 4,
        comments: [
          {
            by: 'emma',
            daysAgo: 13,
            text: 'Adding this to our list. Did the seller pay for any of it after you found it?',
            replies: [{ by: 'jack', daysAgo: 12.5, text: 'No, sold as seen. That is the lesson.' }],
          },
        ],
      },
    ],
  },
  {
    slug: 'maintenance',
    name: 'Maintenance',
    description: 'Antifouling, engines, rigging, electrics and the winter lay-up list.',
    topics: [
      {
        title: 'Copper coat: worth it after five seasons?',
        by: 'sophie',
        daysAgo: 71,
        body: [
          'We applied a copper epoxy coating to our Dufour 36 five winters ago instead of antifouling. It cost about three seasons of ordinary antifouling, yard time included.',
          'Five seasons on: a scrub with a soft pad twice a summer keeps the hull clean in Brittany, barnacles only around the waterline and on the keel bulb. I would do it again, but I am curious whether it lasts ten years as promised.',
        ],
        pictures: { type: 'sail', count: 2 },
        praise: 5,
        comments: [
          {
            by: 'ben',
            daysAgo: 69,
            text: 'The ones I survey at ten years are mostly still working if the first application was thick enough. Ask the yard how many coats went on.',
            praise: 3,
          },
          {
            by: 'kostas',
            daysAgo: 66,
            text: 'In warm Greek water ours needed a light abrasion every second year to expose fresh copper. Still cheaper than antifouling.',
          },
        ],
      },
      {
        title: 'Replacing standing rigging: when and how much',
        by: 'ben',
        daysAgo: 54,
        body: [
          'The rule of thumb is ten years for stainless wire in temperate water, less in the tropics or after hard racing. Insurers increasingly ask for the date of the last replacement.',
          'For a 12-metre masthead sloop, new wire, terminals and turnbuckles usually come to several thousand euros with the mast unstepped. Look for broken strands at the swages and rust weeping from them: that is the end of the wire, whatever its age.',
        ],
        pictures: { type: 'sail', count: 1 },
        praise: 4,
        comments: [
          {
            by: 'hiro',
            daysAgo: 52,
            text: 'We went to Dyneema for the lowers and kept wire for the rest. Lighter aloft, but chafe at the spreaders needs watching.',
            praise: 2,
          },
          {
            by: 'jack',
            daysAgo: 49,
            text: 'Insurers asked us for a rigging survey at twelve years, not a replacement. Worth asking before you spend the money.',
          },
        ],
      },
      {
        title: 'Lithium house bank conversion notes',
        by: 'hiro',
        daysAgo: 26,
        body: [
          'We replaced 400 Ah of lead-acid with 300 Ah of LiFePO4 in drop-in batteries with a built-in BMS. Notes for anyone planning the same:',
          '<ol><li>Protect the alternator: we fitted a DC-DC charger so it never sees the lithium bank directly</li><li>Keep a lead-acid starter battery</li><li>Change the charge profiles on the shore charger and the solar controller</li></ol>',
          'Usable capacity went up by a third and we dropped almost 60 kg.',
        ],
        links: [{ title: 'Victron: wiring unlimited', url: 'https://www.victronenergy.com/' }],
        praise: 6,
        comments: [
          {
            by: 'niels',
            daysAgo: 25,
            text: 'Good notes. Did your insurer ask for anything? Ours wanted the installation signed off by a marine electrician.',
            replies: [
              { by: 'hiro', daysAgo: 24.5, text: 'Ours asked for the same, plus the BMS model. A short inspection did it.' },
              { by: 'sophie', daysAgo: 23, to: 'hiro', text: 'Which DC-DC charger did you choose? Ours runs hot in the engine bay.' },
              { by: 'hiro', daysAgo: 22.5, to: 'sophie', text: 'A 30 A one, mounted outside the engine bay on a bulkhead with airflow.' },
            ],
          },
        ],
      },
      {
        title: 'Winter lay-up list for a diesel saildrive',
        by: 'niels',
        daysAgo: 9,
        body: [
          'Laying up in Denmark means frost, so the raw-water side must be drained or filled with antifreeze. My order of jobs for a saildrive:',
          '<ul><li>Change the engine oil while it is warm</li><li>Run antifreeze through the raw-water circuit</li><li>Change the saildrive oil and check it for water</li><li>Replace the anodes and inspect the diaphragm seal</li></ul>',
          'What did I forget?',
        ],
        praise: 3,
        comments: [
          {
            by: 'ben',
            daysAgo: 8,
            text: 'The seal should be replaced at the age the manufacturer says, usually seven years, whatever it looks like.',
            praise: 4,
          },
          { by: 'sophie', daysAgo: 6, text: 'Fog the engine if it will stand for months, and loosen the alternator belt.' },
        ],
      },
    ],
  },
  {
    slug: 'racing',
    name: 'Racing',
    description: 'Club racing, offshore classics, crew wanted and sail trim.',
    topics: [
      {
        title: 'Crew wanted for the Fastnet',
        by: 'jack',
        daysAgo: 75,
        body: [
          'We are entering our First 40.7 in IRC 3 and need two more crew with offshore miles: ideally a navigator and someone for the bow.',
          'Qualifiers in May and June from Hamble; the boat is well sorted and the crew is friendly. We split the costs of the entry, food and the delivery back.',
        ],
        pictures: { type: 'sail', count: 2 },
        links: [{ title: 'Rolex Fastnet Race', url: 'https://www.rolexfastnetrace.com/' }],
        praise: 3,
        comments: [
          {
            by: 'hiro',
            daysAgo: 74,
            text: 'Two Fastnets and a Sydney-Hobart as navigator. Sent you a message; happy to meet at the club.',
            praise: 2,
            replies: [{ by: 'jack', daysAgo: 73.5, text: 'Perfect, see you Saturday.' }],
          },
        ],
      },
      {
        title: 'Asymmetric vs symmetric spinnaker on a 40-footer',
        by: 'sophie',
        daysAgo: 40,
        body: [
          'Our boat races in a fleet that sails mostly windward-leeward courses with a short-handed crew. We have a tired symmetric kite and a budget for one new sail.',
          'An asymmetric on a bowsprit is easier to handle with three, but we lose depth dead downwind. Has anyone switched and measured the difference on the water?',
        ],
        praise: 4,
        comments: [
          {
            by: 'jack',
            daysAgo: 39,
            text: 'We switched three years ago. We lost a little on the runs and gained far more on the gybes. With three aboard I would never go back.',
            praise: 4,
          },
          {
            by: 'hiro',
            daysAgo: 37,
            text: 'Check the rating first: a bowsprit and an asymmetric can change it more than you expect.',
            praise: 2,
          },
        ],
      },
      {
        title: 'First season of club racing: what to expect',
        by: 'emma',
        daysAgo: 20,
        body: [
          'I have been asked to crew on Wednesday evenings at our club and I am the only one aboard who has not raced. Cruising I know; starts, marks and protests I do not.',
          'What should I read or learn before the first race so I am useful rather than in the way?',
        ],
        praise: 2,
        comments: [
          {
            by: 'sophie',
            daysAgo: 19,
            text: 'Learn the five-minute start sequence and the basic rights of way: port gives way to starboard, windward to leeward. The rest comes on the boat.',
            praise: 3,
          },
          {
            by: 'jack',
            daysAgo: 17,
            text: 'Ask the skipper which job you have and stick to it. A crew that is always where it should be is worth more than one who knows everything.',
            praise: 2,
          },
        ],
      },
    ],
  },
  {
    slug: 'destinations',
    name: 'Destinations',
    description: 'Marinas, cruising grounds and seasonal advice from people who have been there.',
    topics: [
      {
        title: 'Greek Ionian in May: what to expect',
        by: 'kostas',
        daysAgo: 52,
        body: [
          'Questions about May in the Ionian come up every spring, so here is what I tell friends. The water is still cool, about 19-20 °C, and the tavernas on the smaller islands are just opening.',
          'Winds are usually light in the morning and a north-westerly of 3-4 Beaufort fills in after lunch. Lefkas, Meganisi and Kalamos make an easy first week; Ithaca and Kefalonia for the second.',
        ],
        pictures: { type: 'sail', count: 2 },
        praise: 7,
        comments: [
          {
            by: 'emma',
            daysAgo: 50,
            text: 'Is it worth booking the town quays in May, or only from June?',
            replies: [
              {
                by: 'kostas',
                daysAgo: 49.5,
                text: 'Not in May, except Fiskardo on a weekend. Arrive by 3 pm and you will find a place.',
                praise: 2,
              },
            ],
          },
          {
            by: 'ana',
            daysAgo: 47,
            text: 'Meganisi’s Abelike bay was our favourite: long lines ashore, olive trees, no one else there in May.',
            praise: 3,
          },
        ],
      },
      {
        title: 'Wintering the boat in the Canaries',
        by: 'ana',
        daysAgo: 35,
        body: [
          'We left our boat in Lanzarote over the winter before heading south. The marina was well run and the dry season means the boat stays cleaner than in the north.',
          'Things to know: long-stay rates are much better booked in the summer, haul-out yards fill up in October, and the trade winds make the first days of any passage south lively.',
        ],
        pictures: { type: 'catamaran', count: 2 },
        links: [{ title: 'Noonsite: Canary Islands', url: 'https://www.noonsite.com/country-room/canary-islands/' }],
        praise: 4,
        comments: [
          {
            by: 'hiro',
            daysAgo: 33,
            text: 'We found Gran Canaria busier but better for spares. Las Palmas has everything, at a price.',
            praise: 2,
          },
        ],
      },
      {
        title: 'Caribbean hurricane-season options',
        by: 'hiro',
        daysAgo: 28,
        body: [
          'Our first season in the Caribbean ends in May and the insurer wants us south of 12° 40′ N or on the hard in an approved yard by June.',
          'Grenada and Trinidad seem to be the usual choices. For anyone who has done both: where would you rather spend five months, and how did you tie the boat down on the hard?',
        ],
        pictures: { type: 'catamaran', count: 1 },
        links: [{ title: 'NOAA National Hurricane Center', url: 'https://www.nhc.noaa.gov/' }],
        praise: 3,
        comments: [
          {
            by: 'ana',
            daysAgo: 27,
            text: 'Grenada, on the hard with straps to ground anchors. Trinidad has the better yards but the boat stays hot and dusty.',
            praise: 3,
          },
          {
            by: 'jack',
            daysAgo: 24,
            text: 'Check that the yard’s cradles are rated for your displacement and that the insurer lists the yard by name.',
          },
        ],
      },
      {
        title: 'Scilly Isles on a neap tide: anchorages and swell',
        by: 'jack',
        daysAgo: 11,
        body: [
          'Heading to Scilly in July for a week. Everyone says to watch for swell from the west and to expect rolly nights in the popular anchorages.',
          'Which anchorages gave you a quiet night in a westerly, and is it worth drying out between the islands on a neap tide with a bilge keeler?',
        ],
        pictures: { type: 'sail', count: 2 },
        praise: 2,
        comments: [
          {
            by: 'sophie',
            daysAgo: 10,
            text: 'New Grimsby Sound is the answer to a westerly. Drying out on the sand at Tresco on neaps was the highlight of our trip.',
            praise: 2,
            replies: [{ by: 'jack', daysAgo: 9.5, text: 'Tresco it is. Thanks, Sophie.' }],
          },
        ],
      },
      {
        title: 'Portugal’s Atlantic coast: harbours a day apart',
        by: 'ana',
        daysAgo: 6,
        body: [
          'Going south from Baiona to Lagos, the coast looks like a long day hop after another with few places to hide. It is easier than it looks if you plan for the swell.',
          'Leixões, Figueira da Foz, Nazaré, Peniche, Cascais, Sines: all can be entered in most conditions, but check the bar at Figueira and Póvoa in any swell over 2.5 m.',
        ],
        pictures: { type: 'sail', count: 1 },
        links: [{ title: 'Portuguese Navy: bar conditions', url: 'https://www.marinha.pt/' }],
        praise: 1,
        comments: [
          {
            by: 'kostas',
            daysAgo: 4,
            text: 'Nazaré surprised us: the harbour is quiet even when the famous waves are breaking outside.',
          },
        ],
      },
    ],
  },
  {
    slug: 'motor-yachts',
    name: 'Motor yachts',
    description: 'Flybridges, sports cruisers, trawlers and the engines that move them.',
    topics: [
      {
        title: 'IPS pods vs shafts for a 50-footer',
        by: 'niels',
        daysAgo: 66,
        body: [
          'We are choosing between two 50-foot flybridges: one on Volvo IPS pods, the other on conventional shafts. The pods promise 20-30 per cent less fuel and joystick docking.',
          'The worries are the cost of a grounding and the service intervals. Owners of either, what have the running costs been after a few seasons?',
        ],
        pictures: { type: 'motor', style: 'flybridge', count: 2 },
        praise: 4,
        comments: [
          {
            by: 'kostas',
            daysAgo: 64,
            text: 'Our charter fleet has both. Pods: lower fuel and happier guests at the quay, but a touch on a rock is an expensive lift-out.',
            praise: 3,
          },
          {
            by: 'ben',
            daysAgo: 62,
            text: 'Have the pod bellows and their service history checked in any survey. They have a life and a price.',
            praise: 2,
          },
        ],
      },
      {
        title: 'Fuel burn figures at cruising speed',
        by: 'kostas',
        daysAgo: 33,
        body: [
          'Real numbers from our 46-foot flybridge with twin 600 hp engines, clean hull, half tanks, flat water:',
          '<ul><li>9 knots: 60 litres an hour</li><li>18 knots: 150 litres an hour</li><li>24 knots: 210 litres an hour</li></ul>',
          'At 9 knots the range roughly doubles. Post your own figures and the boat, so buyers have something better than brochure numbers.',
        ],
        pictures: { type: 'motor', style: 'flybridge', count: 1 },
        praise: 5,
        comments: [
          {
            by: 'niels',
            daysAgo: 31,
            text: 'Grand Banks 42, single 420 hp: 8 knots at 18 litres an hour. That is why we bought a trawler.',
            praise: 4,
          },
          { by: 'emma', daysAgo: 29, text: 'Really useful. Is the hump between 12 and 15 knots as bad as people say?' },
        ],
      },
      {
        title: 'Trawler or planing hull for retirement cruising?',
        by: 'niels',
        daysAgo: 16,
        body: [
          'After thirty years under sail, my wife and I are looking at motor boats for the Baltic and the canals. A trawler at 8 knots fits how we like to travel; a planing boat would make the long legs shorter.',
          'Headroom, a stable platform at anchor and simple systems matter more to us than speed. What did you choose, and did you regret it?',
        ],
        pictures: { type: 'motor', style: 'trawler', count: 2 },
        praise: 3,
        comments: [
          {
            by: 'ben',
            daysAgo: 15,
            text: 'A semi-displacement hull gives you both: 8 knots on little fuel and 14-16 when the weather is closing in.',
            praise: 3,
          },
          {
            by: 'sophie',
            daysAgo: 12,
            text: 'Check the air draft for the canals you want. Our friends’ flybridge could not get under half the bridges in Holland.',
            praise: 2,
          },
        ],
      },
      {
        title: 'Generator or big lithium bank on a 45-foot flybridge?',
        by: 'ben',
        daysAgo: 5,
        body: [
          'A client is refitting a 45-foot flybridge and asks whether to replace the tired 9 kW generator or fit a large lithium bank with an inverter and more solar on the hardtop.',
          'Air conditioning at anchor is the sticking point: a bank big enough for a night of it is heavy and expensive. Has anyone gone generator-free on a boat this size?',
        ],
        pictures: { type: 'motor', style: 'flybridge', count: 1 },
        comments: [
          {
            by: 'hiro',
            daysAgo: 4,
            text: 'Not on a motor yacht, but on our catamaran 600 Ah and 1.2 kW of solar runs everything except air conditioning.',
          },
        ],
      },
    ],
  },
];

export const COMMUNITY_ARTICLES: ArticleSeed[] = [
  {
    title: 'Azores to Lisbon in June: a passage log',
    by: 'ana',
    daysAgo: 44,
    summary:
      'Nine days from Horta to Cascais with three aboard: the high that would not move, a night of fog off the Portuguese coast and the fish we did not catch.',
    body: [
      'We left Horta with the Azores high sitting exactly where it should not: right on our rhumb line. The plan became a curve north to find the westerlies, then a long run south-east.',
      'Days four to six were the best sailing of the year: 15-18 knots on the quarter and the Hydrovane doing all the work. The fog came on the last night, thirty miles off Cabo da Roca, with ships crossing every twenty minutes.',
      'What we would change: more fresh food, fewer tins, and a second AIS alarm below.',
    ],
    cover: { type: 'sail' },
    praise: 6,
    comments: [
      {
        by: 'hiro',
        daysAgo: 42,
        text: 'The curve north is the right call. We tried the rhumb line in 2019 and motored for three days.',
        praise: 2,
      },
    ],
  },
  {
    title: 'Reading a survey report without panicking',
    by: 'ben',
    daysAgo: 19,
    summary:
      'Every report lists dozens of findings. How to tell the safety items from the advisories, and which findings are worth renegotiating the price over.',
    body: [
      'A survey report is written to protect the buyer, the insurer and the surveyor, so it lists everything. The first time buyers read one they often want to walk away.',
      'Sort the findings into three piles: safety items (must be fixed before sailing), items that affect value (worth negotiating), and advisories (normal wear for the age). Only the first two should change your offer.',
      'Ask the surveyor to put a rough cost against anything in the second pile. Sellers argue with opinions, rarely with a quote.',
    ],
    cover: { type: 'motor', style: 'sport' },
    praise: 5,
    comments: [
      {
        by: 'emma',
        daysAgo: 18,
        text: 'This would have saved me a sleepless night last month. Our report had 43 findings; three mattered.',
        praise: 3,
      },
    ],
  },
];

/** The question types of the feedback popup (product rules §2, §3): reference data the site needs, not demo content. */
export const FEEDBACK_TYPES: { value: number; name: string }[] = [
  { value: 1, name: 'Website problem' },
  { value: 2, name: 'Wrong listing information' },
  { value: 3, name: 'Account and login' },
  { value: 4, name: 'Buying or selling a yacht' },
  { value: 5, name: 'Suggestion' },
  { value: 6, name: 'Other' },
];
