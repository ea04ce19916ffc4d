// The selling api's request schemas (yup), apart from its call paths and words in ./selling (decision 023).
import { array, mixed, number, object, string } from 'yup';
import { CONDITIONS, CURRENCIES, FUELS, HULL_MATERIALS, YACHT_TYPES } from './catalogue';
import { ENTRY_CATEGORIES, ENTRY_TYPES, SELL_LIMITS, SELL_MESSAGES, type EntryType } from './selling';
import { EmailSchema, MESSAGES, OptionalMobileFields } from './validation';

/** A web address as stored: http(s), a host with a dot (a business's site, not "localhost"), no spaces. */
export const WEB_ADDRESS = /^(https?:\/\/[^\s/?#:@]+\.[^\s/?#:@]+(:\d{1,5})?([/?#][^\s]*)?)?$/i;

/**
 * People type a site as they see it ("example.com", "www.example.com/boats"): an address without a scheme gets
 * https://. One that names another scheme ("ftp:", "javascript:") is left as it is, for the check to refuse.
 */
export function withWebScheme(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || /^[a-z][a-z\d+.-]*:/i.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/\//, '')}`;
}

const text = (max: number, message: string) => string().trim().required(message).max(max, message);
/** A number the form must hold, between min and max (whole when asked); one message for every way it can be wrong. */
const requiredNumber = (min: number, max: number, message: string, { whole = false } = {}) => {
  const schema = number().typeError(message).required(message);
  return (whole ? schema.integer(message) : schema).min(min, message).max(max, message);
};
const wholeNumber = (min: number, max: number, message: string) => requiredNumber(min, max, message, { whole: true });
/** An ISO 3166-1 alpha-2 country code, as the country pickers send it. */
const countryCode = string()
  .trim()
  .required(SELL_MESSAGES.country)
  .matches(/^[A-Z]{2}$/, SELL_MESSAGES.country);
const optionalNumber = (max: number, message: string) =>
  number()
    .transform((value: number | undefined, original: unknown) =>
      original === '' || original === null || original === undefined ? undefined : value,
    )
    .typeError(message)
    .min(0, message)
    .max(max, message)
    .optional();

/** The fields of the new-yacht sell form (wire names; numbers may arrive as strings from a form). */
export const SellSchema = object({
  builder: text(80, SELL_MESSAGES.builder),
  model: text(120, SELL_MESSAGES.model),
  model_line: string().trim().max(80, MESSAGES.tooLong(80)).default(''),
  type: string().required(SELL_MESSAGES.type).oneOf(YACHT_TYPES, SELL_MESSAGES.type),
  year: wholeNumber(SELL_LIMITS.yearMin, SELL_LIMITS.yearMax, SELL_MESSAGES.year),
  length_m: requiredNumber(SELL_LIMITS.lengthMinM, SELL_LIMITS.lengthMaxM, SELL_MESSAGES.length),
  beam_m: requiredNumber(1, 40, SELL_MESSAGES.beam),
  draft_m: requiredNumber(0.2, 15, SELL_MESSAGES.draft),
  cabins: wholeNumber(0, SELL_LIMITS.cabinsMax, SELL_MESSAGES.cabins),
  berths: wholeNumber(0, SELL_LIMITS.berthsMax, SELL_MESSAGES.berths),
  engines: string().trim().max(160, MESSAGES.tooLong(160)).default(''),
  fuel: string().required(SELL_MESSAGES.fuel).oneOf(FUELS, SELL_MESSAGES.fuel),
  hull_material: string().required(SELL_MESSAGES.hull).oneOf(HULL_MATERIALS, SELL_MESSAGES.hull),
  top_speed_kn: optionalNumber(SELL_LIMITS.speedMaxKn, SELL_MESSAGES.speed),
  cruise_speed_kn: optionalNumber(SELL_LIMITS.speedMaxKn, SELL_MESSAGES.speed),
  price: wholeNumber(SELL_LIMITS.priceMin, SELL_LIMITS.priceMax, SELL_MESSAGES.price),
  currency: string().required(SELL_MESSAGES.currency).oneOf(CURRENCIES, SELL_MESSAGES.currency),
  location: text(120, SELL_MESSAGES.location),
  country: countryCode,
  description: string()
    .trim()
    .required(SELL_MESSAGES.description)
    .min(SELL_LIMITS.descriptionMin, SELL_MESSAGES.description)
    .max(SELL_LIMITS.descriptionMax, SELL_MESSAGES.description),
  /** Upload URLs (/uploads/…) from the platform's image upload, gallery order. A comma string is accepted too. */
  photos: array()
    .transform((value: string[] | undefined, original: unknown) =>
      typeof original === 'string'
        ? original
            .split(',')
            .map((url: string) => url.trim())
            .filter(Boolean)
        : value,
    )
    .of(
      string()
        .required(SELL_MESSAGES.photoUrl)
        .matches(/^\/uploads\/[\w./-]+$/, SELL_MESSAGES.photoUrl),
    )
    .required(SELL_MESSAGES.photos)
    .min(SELL_LIMITS.photosMin, SELL_MESSAGES.photos)
    .max(SELL_LIMITS.photosMax, SELL_MESSAGES.photosMax),
});

/** The used-yacht sell form: the same plus engine hours and condition. */
export const SellIdleSchema = SellSchema.shape({
  engine_hours: optionalNumber(SELL_LIMITS.engineHoursMax, SELL_MESSAGES.engineHours).integer(SELL_MESSAGES.engineHours),
  condition: string().required(SELL_MESSAGES.condition).oneOf(CONDITIONS, SELL_MESSAGES.condition),
});

/** Text a business must give (trimmed, at most `max`), and a private seller may leave out. */
function businessText(max: number, message: string) {
  return string()
    .trim()
    .max(max, message)
    .when('type', { is: 'business', then: (schema) => schema.required(message), otherwise: (schema) => schema.default('') });
}

/**
 * The seller application and user enter modals' fields. A business gives its company name, postal address, trade
 * register entry and a phone, and certifies its offers comply with EU law (DSA Art. 30).
 */
export const EnterSchema = object({
  type: string().required(SELL_MESSAGES.entryType).oneOf(ENTRY_TYPES, SELL_MESSAGES.entryType),
  category: string()
    .required(SELL_MESSAGES.category)
    .test('category', SELL_MESSAGES.category, (value, context) => {
      const { type } = context.parent as { type: EntryType };
      return Boolean(value && ENTRY_CATEGORIES[type]?.includes(value));
    }),
  company_name: string()
    .trim()
    .max(120, SELL_MESSAGES.companyName)
    .when('type', {
      is: 'business',
      then: (schema) => schema.required(SELL_MESSAGES.companyName),
      otherwise: (schema) => schema.default(''),
    }),
  contact_name: text(60, SELL_MESSAGES.contactName),
  email: EmailSchema,
  ...OptionalMobileFields,
  country: countryCode,
  website: string()
    .trim()
    .transform((value: unknown) => (typeof value === 'string' ? withWebScheme(value) : value))
    .max(200, SELL_MESSAGES.website)
    .matches(WEB_ADDRESS, SELL_MESSAGES.website)
    .default(''),
  content: string().trim().max(2000, MESSAGES.tooLong(2000)).default(''),
  // A business's trader details (DSA Art. 30, decision 045): required of a business, ignored for a private seller.
  address: businessText(200, SELL_MESSAGES.businessAddress),
  trade_register: businessText(120, SELL_MESSAGES.tradeRegister),
  self_certify: mixed()
    .transform((value: unknown) => value === true || value === 1 || value === '1' || value === 'on' || value === 'true')
    .when('type', {
      is: 'business',
      then: (schema) => schema.test('self_certify', SELL_MESSAGES.selfCertify, (value) => value === true),
    }),
}).test('business-phone', SELL_MESSAGES.businessPhone, function (values) {
  if (values?.type !== 'business' || (values.mobile ?? '') !== '') return true;
  return this.createError({ path: 'mobile', message: SELL_MESSAGES.businessPhone });
});
