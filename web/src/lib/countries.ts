// Country names for the registration form, from the offline `i18n-iso-countries` data (only its
// English JSON, 8 kB: the package's index would pull in every language).
import english from 'i18n-iso-countries/langs/en.json';

type Names = Record<string, string | string[]>;

const isAbbreviation = (name: string) => name === name.toUpperCase() || name.includes('.');

/**
 * The common English name of each country, sorted. The data lists the official name first and
 * aliases after it; the first alias is the common name ("United States", "Russia", "Czechia")
 * unless it is an abbreviation ("UK"), an inverted form ("Korea, Republic of") or shared by two
 * countries ("Congo").
 */
export function commonCountryNames(names: Names = (english as { countries: Names }).countries): string[] {
  const lists = Object.values(names).map((value) => (Array.isArray(value) ? value : [value]));
  const uses = new Map<string, number>();
  for (const list of lists) for (const name of list) uses.set(name, (uses.get(name) ?? 0) + 1);
  const chosen = lists.map(([official, alias]) => (alias && !isAbbreviation(alias) && !alias.includes(',') && uses.get(alias) === 1 ? alias : official));
  return [...new Set(chosen)].sort((a, b) => a.localeCompare(b, 'en'));
}
