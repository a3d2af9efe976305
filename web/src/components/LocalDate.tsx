import { useHydrated } from '../hooks/useHydrated.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "Nov 27, 2026" in UTC, as Intl's en-US medium date style writes it, without Intl: the page's
 * first use of Intl costs a slow phone about 100 ms (lib/number-format.ts), and this runs while the
 * page hydrates. The reader's own format, after hydration, is Intl's.
 */
const serverFormat = (date: Date) => `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;

/**
 * A date as the reader's browser writes it (its language and time zone). The server, which knows
 * neither, renders it in English and UTC, and hydration keeps that; the browser's own follows.
 */
export function LocalDate({ iso, className }: { iso: string; className?: string }) {
  const date = new Date(iso);
  const text = useHydrated() ? date.toLocaleDateString() : serverFormat(date);
  return (
    <time className={className} dateTime={iso}>
      {text}
    </time>
  );
}
