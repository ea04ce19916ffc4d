// The two-letter codes of ./countries, in its order: what a list address may name as a country. Apart from the
// names and dialling codes so that every page (the catalogue's address rules are on all of them) does not carry the
// whole list (decision 023); countries.test.ts checks the two lists agree.
export const COUNTRY_CODES: readonly string[] = (
  'AF AL DZ AS AD AO AI AG AR AM AW AU AT AZ BS BH BD BB BY BE BZ BJ BM BT BO BQ BA BW BR IO VG BN BG BF BI KH ' +
  'CM CA CV KY CF TD CL CN CX CC CO KM CK CR CI HR CU CW CY CZ CD DK DJ DM DO EC EG SV GQ ER EE SZ ET FK FO FJ ' +
  'FI FR GF PF GA GM GE DE GH GI GR GL GD GP GU GT GG GN GW GY HT HN HK HU IS IN ID IR IQ IE IM IL IT JM JP JE ' +
  'JO KZ KE KI XK KW KG LA LV LB LS LR LY LI LT LU MO MG MW MY MV ML MT MH MQ MR MU YT MX FM MD MC MN ME MS MA ' +
  'MZ MM NA NR NP NL NC NZ NI NE NG NU NF KP MK MP NO OM PK PW PS PA PG PY PE PH PL PT PR QA CG RE RO RU RW BL ' +
  'SH KN LC MF PM VC WS SM ST SA SN RS SC SL SG SX SK SI SB SO ZA KR SS ES LK SD SR SJ SE CH SY TW TJ TZ TH TL ' +
  'TG TK TO TT TN TR TM TC TV UG UA AE GB US VI UY UZ VU VA VE VN WF EH YE ZM ZW'
).split(' ');
