// The English name of each country of ./countries by its two-letter code, in its order: what a page shows for a
// yacht's, a dealer's or a filter's country. Apart from the dialling codes and the picker's letters so that a page
// which only names countries (a yacht card) does not carry the whole list (decision 023); countries.test.ts checks
// the two lists agree.
const NAMES = (
  'AF Afghanistan|AL Albania|DZ Algeria|AS American Samoa|AD Andorra|AO Angola|AI Anguilla|' +
  'AG Antigua and Barbuda|AR Argentina|AM Armenia|AW Aruba|AU Australia|AT Austria|AZ Azerbaijan|' +
  'BS Bahamas|BH Bahrain|BD Bangladesh|BB Barbados|BY Belarus|BE Belgium|BZ Belize|BJ Benin|BM Bermuda|' +
  'BT Bhutan|BO Bolivia|BQ Bonaire, Sint Eustatius and Saba|BA Bosnia and Herzegovina|BW Botswana|' +
  'BR Brazil|IO British Indian Ocean Territory|VG British Virgin Islands|BN Brunei|BG Bulgaria|' +
  'BF Burkina Faso|BI Burundi|KH Cambodia|CM Cameroon|CA Canada|CV Cape Verde|KY Cayman Islands|' +
  'CF Central African Republic|TD Chad|CL Chile|CN China|CX Christmas Island|CC Cocos (Keeling) Islands|' +
  "CO Colombia|KM Comoros|CK Cook Islands|CR Costa Rica|CI Côte d'Ivoire|HR Croatia|CU Cuba|CW Curaçao|CY Cyprus|" +
  'CZ Czech Republic|CD Democratic Republic of the Congo|DK Denmark|DJ Djibouti|DM Dominica|' +
  'DO Dominican Republic|EC Ecuador|EG Egypt|SV El Salvador|GQ Equatorial Guinea|ER Eritrea|EE Estonia|' +
  'SZ Eswatini|ET Ethiopia|FK Falkland Islands|FO Faroe Islands|FJ Fiji|FI Finland|FR France|' +
  'GF French Guiana|PF French Polynesia|GA Gabon|GM Gambia|GE Georgia|DE Germany|GH Ghana|GI Gibraltar|' +
  'GR Greece|GL Greenland|GD Grenada|GP Guadeloupe|GU Guam|GT Guatemala|GG Guernsey|GN Guinea|' +
  'GW Guinea-Bissau|GY Guyana|HT Haiti|HN Honduras|HK Hong Kong|HU Hungary|IS Iceland|IN India|' +
  'ID Indonesia|IR Iran|IQ Iraq|IE Ireland|IM Isle of Man|IL Israel|IT Italy|JM Jamaica|JP Japan|' +
  'JE Jersey|JO Jordan|KZ Kazakhstan|KE Kenya|KI Kiribati|XK Kosovo|KW Kuwait|KG Kyrgyzstan|LA Laos|' +
  'LV Latvia|LB Lebanon|LS Lesotho|LR Liberia|LY Libya|LI Liechtenstein|LT Lithuania|LU Luxembourg|' +
  'MO Macau|MG Madagascar|MW Malawi|MY Malaysia|MV Maldives|ML Mali|MT Malta|MH Marshall Islands|' +
  'MQ Martinique|MR Mauritania|MU Mauritius|YT Mayotte|MX Mexico|FM Micronesia|MD Moldova|MC Monaco|' +
  'MN Mongolia|ME Montenegro|MS Montserrat|MA Morocco|MZ Mozambique|MM Myanmar|NA Namibia|NR Nauru|' +
  'NP Nepal|NL Netherlands|NC New Caledonia|NZ New Zealand|NI Nicaragua|NE Niger|NG Nigeria|NU Niue|' +
  'NF Norfolk Island|KP North Korea|MK North Macedonia|MP Northern Mariana Islands|NO Norway|OM Oman|' +
  'PK Pakistan|PW Palau|PS Palestine|PA Panama|PG Papua New Guinea|PY Paraguay|PE Peru|PH Philippines|' +
  'PL Poland|PT Portugal|PR Puerto Rico|QA Qatar|CG Republic of the Congo|RE Réunion|RO Romania|' +
  'RU Russia|RW Rwanda|BL Saint Barthélemy|SH Saint Helena|KN Saint Kitts and Nevis|LC Saint Lucia|' +
  'MF Saint Martin|PM Saint Pierre and Miquelon|VC Saint Vincent and the Grenadines|WS Samoa|' +
  'SM San Marino|ST São Tomé and Príncipe|SA Saudi Arabia|SN Senegal|RS Serbia|SC Seychelles|' +
  'SL Sierra Leone|SG Singapore|SX Sint Maarten|SK Slovakia|SI Slovenia|SB Solomon Islands|SO Somalia|' +
  'ZA South Africa|KR South Korea|SS South Sudan|ES Spain|LK Sri Lanka|SD Sudan|SR Suriname|' +
  'SJ Svalbard and Jan Mayen|SE Sweden|CH Switzerland|SY Syria|TW Taiwan|TJ Tajikistan|TZ Tanzania|' +
  'TH Thailand|TL Timor-Leste|TG Togo|TK Tokelau|TO Tonga|TT Trinidad and Tobago|TN Tunisia|TR Turkey|' +
  'TM Turkmenistan|TC Turks and Caicos Islands|TV Tuvalu|UG Uganda|UA Ukraine|AE United Arab Emirates|' +
  'GB United Kingdom|US United States|VI United States Virgin Islands|UY Uruguay|UZ Uzbekistan|' +
  'VU Vanuatu|VA Vatican City|VE Venezuela|VN Vietnam|WF Wallis and Futuna|EH Western Sahara|YE Yemen|' +
  'ZM Zambia|ZW Zimbabwe'
).split('|');

export const COUNTRY_NAMES: ReadonlyMap<string, string> = new Map(NAMES.map((entry) => [entry.slice(0, 2), entry.slice(3)] as const));

/** "ES" -> "Spain"; an unknown code is shown as it came. */
export function countryName(code: string): string {
  return COUNTRY_NAMES.get(code.toUpperCase()) ?? code;
}
