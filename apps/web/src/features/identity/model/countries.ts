/** Country dialing codes offered by the country-code dropdown (spec 3 "Country entry"). */
export type Country = { countryCode: string; countryDialingCode: string; name: string };

export const countries: readonly Country[] = [
  { countryCode: 'VN', countryDialingCode: '84', name: 'Vietnam' },
  { countryCode: 'TH', countryDialingCode: '66', name: 'Thailand' },
  { countryCode: 'CN', countryDialingCode: '86', name: 'China' },
  { countryCode: 'US', countryDialingCode: '1', name: 'USA/Canada' },
  { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' },
  { countryCode: 'ID', countryDialingCode: '62', name: 'Indonesia' },
  { countryCode: 'MY', countryDialingCode: '60', name: 'Malaysia' },
  { countryCode: 'SG', countryDialingCode: '65', name: 'Singapore' },
];

/** The merchant's default when it is in the list, else the first entry. */
export const defaultCountry = (code: string): string =>
  countries.some((country) => country.countryDialingCode === code)
    ? code
    : (countries[0]?.countryDialingCode ?? '84');
