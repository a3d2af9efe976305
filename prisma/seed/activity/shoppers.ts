// Who buys in the demo: shoppers of the four markets, each paying in their own currency, reading
// mails in their own language, and served by the carriers of their country.
import type { ClientDetails } from '@rules/checkout.ts';
import type { Rng } from '../prng.ts';

export type Market = 'AE' | 'PK' | 'GB' | 'US';

/** A shopper's checkout details (what the checkout form asks), and the market they buy from. */
export interface Shopper extends ClientDetails {
  market: Market;
}

interface MarketData {
  country: string;
  currency: 'AED' | 'PKR' | 'GBP' | 'USD';
  /** The share of the marketplace's orders from this market. */
  share: number;
  /** Languages its shoppers read (en most often). */
  languages: string[];
  carriers: Array<{ name: string; number: (rng: Rng) => string }>;
  people: string[];
  places: Array<{ city: string; state: string; postalCode: string; streets: string[]; phone: string }>;
}

const digits = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
const letters = (rng: Rng, n: number) => Array.from({ length: n }, () => 'ABCDEFGHJKLMNPRSTUVWXYZ'[rng.int(0, 22)]).join('');

export const MARKETS: Record<Market, MarketData> = {
  AE: {
    country: 'United Arab Emirates', currency: 'AED', share: 0.34, languages: ['en', 'en', 'ar'],
    carriers: [{ name: 'Aramex', number: (rng) => digits(rng, 11) }, { name: 'Emirates Post', number: (rng) => `EE${digits(rng, 9)}AE` }],
    people: ['Fatima Al Mansoori', 'Omar Haddad', 'Priya Nair', 'Khalid Al Suwaidi', 'Sara Youssef', 'Rashid Al Zaabi', 'Leila Farouk', 'Arjun Menon', 'Noura Al Hashimi', 'Daniel Brooks'],
    places: [
      { city: 'Dubai', state: 'Dubai', postalCode: '', streets: ['Villa 7, Al Wasl Road', 'Apartment 1204, Marina Gate 2', 'Office 310, Business Bay Tower', 'Villa 22, Arabian Ranches'], phone: '+971 50' },
      { city: 'Abu Dhabi', state: 'Abu Dhabi', postalCode: '', streets: ['Apartment 804, Al Reem Island', 'Villa 5, Khalifa City A'], phone: '+971 55' },
      { city: 'Sharjah', state: 'Sharjah', postalCode: '', streets: ['Flat 12, Al Majaz 3'], phone: '+971 56' },
    ],
  },
  PK: {
    country: 'Pakistan', currency: 'PKR', share: 0.32, languages: ['en', 'ur', 'ur'],
    carriers: [{ name: 'TCS', number: (rng) => digits(rng, 12) }, { name: 'Leopards Courier', number: (rng) => `LE${digits(rng, 10)}` }],
    people: ['Ayesha Siddiqui', 'Hamza Sheikh', 'Zainab Raza', 'Usman Tariq', 'Mahnoor Ali', 'Faisal Butt', 'Hira Qureshi', 'Saad Malik', 'Amna Javed', 'Imran Chaudhry'],
    places: [
      { city: 'Lahore', state: 'Punjab', postalCode: '54000', streets: ['House 14, Street 3, DHA Phase 5', '21-B Gulberg III', '7 Main Boulevard, Johar Town'], phone: '+92 300' },
      { city: 'Karachi', state: 'Sindh', postalCode: '75500', streets: ['Flat 6, Block 2, Clifton', 'House 88, Khayaban-e-Ittehad, DHA'], phone: '+92 321' },
      { city: 'Islamabad', state: 'ICT', postalCode: '44000', streets: ['House 4, Street 11, F-7/2', 'House 19, Street 40, E-11/3'], phone: '+92 333' },
    ],
  },
  GB: {
    country: 'United Kingdom', currency: 'GBP', share: 0.2, languages: ['en'],
    carriers: [{ name: 'Royal Mail', number: (rng) => `${letters(rng, 2)}${digits(rng, 9)}GB` }, { name: 'DHL', number: (rng) => digits(rng, 10) }],
    people: ['Emma Clarke', 'Oliver Bennett', 'Sophie Turner', 'Harry Walsh', 'Amelia Hughes', 'Jack Patel', 'Grace Morgan', 'Thomas Reid'],
    places: [
      { city: 'London', state: '', postalCode: 'NW1 6XE', streets: ['21 Baker Street', 'Flat 3, 48 Camden Road', '9 Tooley Street'], phone: '+44 20 7946' },
      { city: 'Manchester', state: '', postalCode: 'M1 4BT', streets: ['12 Princess Street', 'Apartment 7, 30 Deansgate'], phone: '+44 161 496' },
    ],
  },
  US: {
    country: 'United States', currency: 'USD', share: 0.14, languages: ['en'],
    carriers: [{ name: 'UPS', number: (rng) => `1Z${letters(rng, 6)}${digits(rng, 10)}` }, { name: 'USPS', number: (rng) => `94${digits(rng, 20)}` }],
    people: ['John Carter', 'Emily Johnson', 'Michael Rivera', 'Ashley Kim', 'David Goldberg', 'Jessica Moore', 'Chris Thompson'],
    places: [
      { city: 'New York', state: 'NY', postalCode: '10013', streets: ['88 Hudson Street', 'Apt 5C, 240 East 82nd Street', '17 Bleecker Street'], phone: '+1 212 555' },
      { city: 'Jersey City', state: 'NJ', postalCode: '07302', streets: ['Unit 1202, 75 Park Lane South'], phone: '+1 201 555' },
    ],
  },
};

const MARKET_CODES = Object.keys(MARKETS) as Market[];

/** The demo's regular shoppers: every person of every market, with one address each. */
export function planShoppers(rng: Rng): Shopper[] {
  return MARKET_CODES.flatMap((market) => {
    const data = MARKETS[market];
    return data.people.map((name, i) => {
      const place = data.places[i % data.places.length];
      const emailed = i % 7 !== 3; // a few leave no e-mail, as the checkout allows
      return {
        name,
        email: emailed ? `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com` : '',
        phone: `${place.phone} ${digits(rng, 4)}`,
        address: rng.pick(place.streets),
        city: place.city,
        state: place.state,
        country: data.country,
        postalCode: place.postalCode,
        market,
      };
    });
  });
}

/** A shopper drawn by the markets' shares (a regular may come back). */
export function pickShopper(rng: Rng, shoppers: Shopper[]): Shopper {
  let roll = rng.next();
  const market = MARKET_CODES.find((code) => (roll -= MARKETS[code].share) < 0) ?? 'AE';
  return rng.pick(shoppers.filter((s) => s.market === market));
}
