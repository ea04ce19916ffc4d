// A form that asks for a country and a mobile number: until the visitor picks a dialling code themselves, choosing a
// country sets the code to that country's (before that the mobile input's default code stands, docs/product.md §5).
// Once they pick a code by hand, theirs stays whatever country they choose: a Portuguese business may well give a
// British mobile.
import { COUNTRIES } from '@yachts/contracts/countries';
import { useRef } from 'react';

export function useCodeFollowsCountry(setCode: (code: string) => void) {
  const pickedByHand = useRef(false);
  return {
    /** For MobileInput's onCodePicked. */
    onCodePicked: () => {
      pickedByHand.current = true;
    },
    /** Call with the country's two-letter code when the visitor chooses one. */
    countryChosen: (iso: string) => {
      if (pickedByHand.current) return;
      const country = COUNTRIES.find((entry) => entry.code === iso);
      if (country) setCode(country.area_code);
    },
  };
}
