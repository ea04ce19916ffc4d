// The dealer workspace (decision 045): where a dealer's owners keep their public page and their staff, and owners and
// staff keep the dealer's stock. The api and the browser read the same call paths, limits, words and language list
// from here; the form's schema is in ./dealer-workspace-schemas (yup stays out of the pages that only need words).
import type { CatalogueKind } from './catalogue-terms';
import { SITE_NAME } from './site';

/** owner: the page and the staff, and the stock; staff: the stock (and the dealer's conversations). */
export const DEALER_ROLES = ['owner', 'staff'] as const;
export type DealerRole = (typeof DEALER_ROLES)[number];
export const DEALER_ROLE_LABELS: Record<DealerRole, string> = { owner: 'Owner', staff: 'Staff' };

/** The statuses of a dealer's listings: in the catalogue, out for want of confirmation (decision 029), withdrawn. */
export const DEALER_STOCK_STATUSES = ['listed', 'unconfirmed', 'withdrawn'] as const;
export type DealerStockStatus = (typeof DEALER_STOCK_STATUSES)[number];
export const DEALER_STOCK_STATUS_LABELS: Record<DealerStockStatus, string> = {
  listed: 'Listed',
  unconfirmed: 'Not confirmed',
  withdrawn: 'Withdrawn',
};

/** What the stock page does to several listings at once. */
export const DEALER_BULK_ACTIONS = ['confirm', 'withdraw'] as const;
export type DealerBulkAction = (typeof DEALER_BULK_ACTIONS)[number];

export const DEALER_LIMITS = {
  addressMax: 200,
  phoneMax: 24,
  openingHoursMax: 600,
  /** Lines of the opening hours (a line a day, or a few periods). */
  openingHoursLines: 14,
  languagesMax: 12,
  languageMax: 30,
  aboutMax: 4000,
  websiteMax: 200,
  /** Staff and open invitations, the owner's account left out. */
  staffMax: 20,
  /** Listings one bulk action takes. */
  bulkMax: 100,
  /** The figures of the stock page count the last this many days. */
  figureDays: 30,
  stockPageSize: 25,
  stockPageMax: 100,
  /** Characters of the stock search. */
  queryMax: 80,
  /** Bytes of the invitation token before base64url (43 characters). */
  tokenBytes: 32,
} as const;

/**
 * The languages the form offers (a datalist): a name typed in another case is stored in this spelling, and any other
 * name of letters, spaces, hyphens and apostrophes up to languageMax characters is kept as typed (a dealer may speak
 * Maltese or Estonian; a closed list would refuse them for no reason), its first letter made a capital.
 */
export const DEALER_LANGUAGES = [
  'English',
  'French',
  'German',
  'Italian',
  'Spanish',
  'Portuguese',
  'Dutch',
  'Greek',
  'Croatian',
  'Turkish',
  'Swedish',
  'Norwegian',
  'Danish',
  'Finnish',
  'Polish',
  'Russian',
  'Ukrainian',
  'Arabic',
  'Hebrew',
  'Chinese',
  'Japanese',
] as const;

/** A language as stored: the list's spelling when it is one of DEALER_LANGUAGES, else as typed with a capital. */
export function languageName(value: string): string {
  const trimmed = value.trim().replace(/\s+/g, ' ');
  const known = DEALER_LANGUAGES.find((name) => name.toLowerCase() === trimmed.toLowerCase());
  return known ?? trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

export const DEALER_LANGUAGE_PATTERN = /^[\p{L}][\p{L} '’-]*$/u;
/** Digits, spaces, + ( ) and -: what people write a phone number with. */
export const DEALER_PHONE_PATTERN = /^[+]?[\d\s()-]*$/;

export const DEALER_MESSAGES = {
  notMember: `You do not work for a dealer on ${SITE_NAME}.`,
  ownersOnly: "Only the dealer's owners can change the page and the staff.",
  address: `Please keep the address under ${DEALER_LIMITS.addressMax} characters.`,
  phone: `Please enter a phone number of up to ${DEALER_LIMITS.phoneMax} digits, spaces, +, ( ) and -.`,
  openingHours: `Please keep the opening hours under ${DEALER_LIMITS.openingHoursMax} characters and ${DEALER_LIMITS.openingHoursLines} lines.`,
  languages: `Please choose up to ${DEALER_LIMITS.languagesMax} languages.`,
  language: `Please write each language as a name of up to ${DEALER_LIMITS.languageMax} letters, such as "English".`,
  about: `Please keep the description under ${DEALER_LIMITS.aboutMax} characters.`,
  website: 'Please enter a web address starting with http:// or https://, such as https://example.com.',
  logoUrl: 'Please upload the logo through the form.',
  profileSaved: 'Your dealer page has been updated.',
  email: 'Please enter the e-mail address of the person you are inviting.',
  role: 'Please choose owner or staff.',
  staffFull: `A dealer can have up to ${DEALER_LIMITS.staffMax} staff members and invitations. Please remove one first.`,
  alreadyStaff: 'This person already works in your workspace.',
  ownerAddress: 'This is the address of the account the dealer page belongs to.',
  invited: (email: string) => `We have sent an invitation to ${email}.`,
  staffMissing: 'We could not find this staff member.',
  ownerAccount: 'The account the dealer page belongs to cannot be removed.',
  removed: 'The staff member has been removed.',
  tokenInvalid:
    'This invitation link is not valid any more: it was used already or replaced by a newer one. Please ask the dealer to send a new invitation.',
  alreadyMember: 'You already work in this dealer workspace.',
  joined: (dealer: string) => `Welcome to the workspace of ${dealer}.`,
  bulkAction: 'Please choose confirm or withdraw.',
  bulkItems: `Please choose between 1 and ${DEALER_LIMITS.bulkMax} listings.`,
  bulkItem: 'Each listing must be given as a kind (new or idle) and an id.',
  status: `Please choose a status: ${DEALER_STOCK_STATUSES.join(', ')}.`,
  query: `Please keep the search under ${DEALER_LIMITS.queryMax} characters.`,
  listingNotFound: 'We could not find that listing among the dealer’s listed yachts.',
  bulkDone: (action: DealerBulkAction, changed: number, refused: number) =>
    `${changed} ${changed === 1 ? 'listing' : 'listings'} ${action === 'confirm' ? 'confirmed' : 'withdrawn'}` +
    (refused > 0 ? `; ${refused} could not be changed (not the dealer’s, or already withdrawn).` : '.'),
} as const;

/** One listing of the dealer, as the stock's bulk actions and the reprice name it. */
export interface DealerListingRef {
  kind: CatalogueKind;
  id: number;
}

/** The workspace's calls (GETs with the login token, signed POSTs). */
export const DEALER_API = {
  /** GET (login) -> DealerWorkspace; 404 for a member who works for no dealer. */
  workspace: '/api/v1/dealer',
  /** Signed POST { address, phone, opening_hours, languages[], about, website, logo_url } (owners) -> DealerWorkspace */
  profile: '/api/v1/dealer/profile',
  /** GET (owners) -> DealerStaffMember[] */
  staff: '/api/v1/dealer/staff',
  /** Signed POST { email, role? } (owners) -> DealerStaffMember: a mail with the join link; again replaces the link. */
  invite: '/api/v1/dealer/staff/invite',
  /** Signed POST { id } (owners) -> null */
  remove: '/api/v1/dealer/staff/remove',
  /** Signed POST { token } (login) -> DealerWorkspace: the caller joins the workspace the invitation is for. */
  accept: '/api/v1/dealer/staff/accept',
  /** GET ?status=&q=&page=&page_size= (owners and staff) -> DealerStockPage */
  stock: '/api/v1/dealer/stock',
  /** Signed POST { action: confirm|withdraw, items: [{kind, id}] } (owners and staff) -> DealerBulkResult */
  bulk: '/api/v1/dealer/stock/bulk',
  /** Signed POST { kind, id, price } (owners and staff) -> ListingPrice: the seller's price change, for the dealer. */
  reprice: '/api/v1/dealer/stock/price',
} as const;
