/**
 * What the viewing time picker settled on: a date, and for a store with viewing hours one of its
 * free times (`viewingAt`, sent to the server as is). A store without hours takes the date alone.
 */
export interface ViewingPick {
  /** YYYY-MM-DD. */
  date: string;
  /** The slot's start (an ISO instant); null for a store that takes requests by date. */
  viewingAt: string | null;
  /** The start on the store's clock, "16:30"; null without hours. */
  time: string | null;
  /** The store's IANA zone; null without hours. */
  timeZone: string | null;
}

/** What the day's times said: the store's zone and whether it takes times at all. */
export interface ViewingDayFacts {
  timed: boolean;
  timeZone: string | null;
}
