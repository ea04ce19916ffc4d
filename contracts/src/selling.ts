// Selling as browser and api agree on it (docs/decisions/017-selling.md): the sell-application and entry
// calls of product rules §7A, their fields and messages, the statuses and the shapes the seller's pages render.
// The one yup schema for both sides is in ./selling-schemas.
import type { Condition } from './catalogue';
import { SELL_LIMITS } from './selling-terms';

export * from './selling-terms';

/**
 * Form-style calls (POST, __token__, login required: a visitor gets code 400401). Product rules §7A name the paths;
 * what each does is ours:
 */
export const SELL_CALLS = {
  /** Create a new-yacht application: SellFields. Answers { id }. */
  createNew: '/index/apply/yachtSell',
  /** Change one: { id, ...SellFields }. Only while submitted or rejected (a rejected one is submitted again). */
  editNew: '/index/apply/editYachtSell',
  /** { id }. Withdraws it; an approved one's listing leaves the catalogue. */
  deleteNew: '/index/apply/delYachtSell',
  createIdle: '/index/apply/idleYachtSell',
  editIdle: '/index/apply/editIdleYachtSell',
  deleteIdle: '/index/apply/delIdleYachtSell',
  /** {} -> SellParameters: the choices and limits the used-yacht form offers. */
  idleParameters: '/index/apply/idleYachtSellParameter',
  /** { id } -> SellApplicationValues: an application's values, for its edit form. */
  get: '/index/user/getSell',
  /** { id } -> SellApplicationDetail. */
  detail: '/index/user/sellDetail',
  /** { page, pageSize } -> Page<MyListing>: the user's yachts that are listed in the catalogue. */
  myYachts: '/index/user/myyacht',
  /** { page, pageSize, kind?, status? } -> Page<SellApplicationSummary>: every application of the user. */
  mySells: '/index/user/mysell',
  /** { kind, id } -> MyListingDetail: one of the user's listings with followers and the enquiries it received. */
  myYachtDetail: '/index/user/myYachtDetail',
  /**
   * { kind, id, price } -> ListingPrice: a new asking price for one of the user's listed yachts, in its currency.
   * A used yacht's price history gains a point; a lower price alerts the yacht's followers (decision 027).
   */
  changePrice: '/index/user/changePrice',
  /**
   * { kind, id } -> MyListing: the seller says one of their yachts is still for sale (decision 029); one that left
   * the catalogue for want of confirmation comes back.
   */
  confirmListing: '/index/user/confirmListing',
  /** { id } -> SellProgressStep[]: the application's steps, oldest first. */
  progress: '/index/user/progress',
  /** EnterFields -> { id }: a seller or business entry application (the seller application and user enter modals). */
  enter: '/index/user/enters',
  /** {} -> EntryApplication[]: the user's entry applications, newest first. */
  enterDetail: '/index/apply/enterDetail',
} as const;

/** Operator routes (Bearer OPERATOR_TOKEN; README "Operating the site"). */
export const OPERATOR_SELL_API = {
  /** GET ?status= -> Page<OperatorApplication> (a summary with the values and the applicant) */
  applications: '/api/v1/operator/sell-applications',
  /** POST { status: 'under_review' | 'approved' | 'rejected', reason? } */
  review: (id: number | string) => `/api/v1/operator/sell-applications/${encodeURIComponent(String(id))}/review`,
  /** GET ?status= -> Page<OperatorEntry> */
  entries: '/api/v1/operator/entries',
  reviewEntry: (id: number | string) => `/api/v1/operator/entries/${encodeURIComponent(String(id))}/review`,
} as const;

/** The operator's words when a review cannot be done (the console shows them as the api answers them). */
export const OPERATOR_SELLING_MESSAGES = {
  reasonRequired: 'Please give the reason for the rejection: the applicant reads it.',
  reasonTooLong: 'Please keep the reason under 1000 characters.',
  applicationNotFound: 'There is no sell application with this id.',
  entryNotFound: 'There is no entry application with this id.',
  withdrawn: 'The seller withdrew this application; it cannot be reviewed.',
  /** A review step the application's status does not allow. */
  refused: (status: string, target: string) => `This application is ${status}, so it cannot be ${target}.`,
  entryDecided: (status: string) => `This entry application was already ${status}.`,
} as const;

export const OPERATOR_REVIEW_LIMITS = { reasonMax: 1000 } as const;

/** Our words for the sell forms (docs/product.md §5 do not name them). */
export const SELL_MESSAGES = {
  builder: 'Please enter the builder.',
  model: 'Please enter the model.',
  type: 'Please choose the type of yacht.',
  year: `Please enter a year between ${SELL_LIMITS.yearMin} and ${SELL_LIMITS.yearMax}.`,
  length: `Please enter the length in metres (${SELL_LIMITS.lengthMinM}-${SELL_LIMITS.lengthMaxM}).`,
  beam: 'Please enter the beam in metres.',
  draft: 'Please enter the draft in metres.',
  cabins: 'Please enter the number of cabins.',
  berths: 'Please enter the number of berths.',
  engineHours: 'Please enter the engine hours as a whole number.',
  speed: `Please enter a speed in knots (0-${SELL_LIMITS.speedMaxKn}).`,
  fuel: 'Please choose the fuel.',
  hull: 'Please choose the hull material.',
  condition: 'Please choose the condition.',
  price: `Please enter a price between ${SELL_LIMITS.priceMin.toLocaleString('en-GB')} and ${SELL_LIMITS.priceMax.toLocaleString('en-GB')}.`,
  currency: 'Please choose the currency.',
  location: 'Please enter where the yacht can be seen.',
  country: 'Please choose the country.',
  description: `Please describe the yacht in ${SELL_LIMITS.descriptionMin}-${SELL_LIMITS.descriptionMax} characters.`,
  photos: 'Please upload at least one photo.',
  photosMax: `You can upload up to ${SELL_LIMITS.photosMax} photos.`,
  photoUrl: 'Please upload the photos through the form.',
  notEditable: 'This application can no longer be changed.',
  listingNotFound: 'We could not find that listing.',
  priceUnchanged: 'The new price is the same as the asking price.',
  notFound: 'We could not find that application.',
  entryType: 'Please choose the kind of application.',
  category: 'Please choose what describes you best.',
  contactName: 'Please enter your name.',
  companyName: 'Please enter the company name.',
  website: 'Please enter a web address, such as example.com.',
  entryPending: 'You already have an application of this kind waiting for review.',
  // A business's trader details (EU Digital Services Act Art. 30, decision 045).
  businessAddress: 'Please enter the postal address of the business.',
  tradeRegister: 'Please enter the trade register and the number of the business, e.g. "RCS Antibes 812 345 678".',
  businessPhone: 'Please enter a phone number where buyers and our team can reach the business.',
  selfCertify: 'Please confirm that the business offers only products and services that comply with EU law.',
  traderNotVerified: 'This seller trades as a business whose details are not verified yet: approve (verify) their business entry first.',
} as const;

/** What a business certifies when it asks to sell here (DSA Art. 30(1)(e)). */
export const SELF_CERTIFICATION =
  'I certify that the business offers only products and services that comply with the applicable rules of EU law.';

/** The shapes of the answers: the types of the wire schemas (wire/selling.ts), which the api answers with. */
export type {
  ApplicationId,
  ListingEnquiry,
  MyListing,
  MyListingDetail,
  ListingPrice,
  SellApplicationDetail,
  SellApplicationSummary,
  SellApplicationValues,
  SellParameters,
  SellProgressStep,
  SellValues,
} from './wire/selling';

export type { Applicant, EntryApplication, OperatorApplication, OperatorEntry } from './wire/selling';

export type { Condition };
