// Numbers as en-US writes them ("1,234.50"), without Intl. A page's first use of Intl loads ICU's
// locale data: about 130 ms of main thread on Lighthouse's 4x slower phone CPU for the first
// NumberFormat (measured in Chromium), in the task that starts the app, and every storefront page
// shows a price. These few lines give the same text for the numbers we show (finite, below 1e21).

/** Groups an integer's digits by thousands: "1234567" → "1,234,567". */
const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * |value| as whole and fraction digits, rounded half away from zero at `digits` decimals on its
 * shortest decimal form (1.005 is "1.005", so it rounds to 1.01), as Intl rounds; `toFixed` would
 * round the binary value instead (1.00).
 */
function roundedDigits(value: number, digits: number): [whole: string, fraction: string] {
  const [mantissa, exponent = '0'] = Math.abs(value).toString().split('e');
  const [int, frac = ''] = mantissa.split('.');
  let all = int + frac;
  let point = int.length + Number(exponent);
  if (point <= 0) {
    all = '0'.repeat(1 - point) + all;
    point = 1;
  }
  all = all.padEnd(point, '0');
  const whole = all.slice(0, point);
  const fraction = all.slice(point);
  if (fraction.length <= digits) return [whole, fraction];
  const kept = BigInt(whole + fraction.slice(0, digits)) + BigInt(fraction[digits] >= '5' ? 1 : 0);
  const text = kept.toString().padStart(digits + 1, '0');
  return [text.slice(0, text.length - digits), text.slice(text.length - digits)];
}

/**
 * `value` rounded to at most `maxFraction` decimals (at least `minFraction`, padded with zeros),
 * with thousands separators: what `new Intl.NumberFormat('en-US', { minimumFractionDigits,
 * maximumFractionDigits }).format(value)` writes.
 */
export function formatNumber(value: number, { minFraction = 0, maxFraction = minFraction }: { minFraction?: number; maxFraction?: number } = {}): string {
  if (!Number.isFinite(value)) return String(value);
  const [whole, rounded] = roundedDigits(value, maxFraction);
  let fraction = rounded.padEnd(minFraction, '0');
  while (fraction.length > minFraction && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${group(whole.replace(/^0+(?=\d)/, ''))}${fraction ? `.${fraction}` : ''}`;
}

/** A count or whole amount: "12,500". */
export const formatCount = (value: number): string => formatNumber(value);
