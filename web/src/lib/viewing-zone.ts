// How a store's time zone is said beside its viewing times (issue 37 part 3): the shopper reads
// "Dubai time (GMT+4)" rather than an IANA name, so a visitor in London knows the times are not theirs.

/** "Asia/Dubai" → "Dubai"; "America/New_York" → "New York". */
export function zoneCity(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ');
}

/**
 * The zone's offset from GMT on a date ("GMT+4", "GMT+5:30", "GMT" in London's winter): read at
 * noon of that date, so a summer-time change is said for the day the times are on.
 */
export function zoneOffset(timeZone: string, date: string): string {
  const at = new Date(`${date}T12:00:00Z`);
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(Number.isNaN(at.getTime()) ? new Date() : at);
  const offset = parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  // Some ICU versions say "GMT+0" for London's winter, others "GMT": one way on every server and browser.
  return offset === 'GMT+0' ? 'GMT' : offset;
}
