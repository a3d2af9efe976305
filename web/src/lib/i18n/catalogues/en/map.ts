// The English messages of the listings' map and a property's location map (issue 35), loaded
// with the map's code only. See ./index.ts for the rules every catalogue follows.
export const map = {
  'map.region': 'Map of the listings',
  'map.loading': 'Loading the map...',
  'map.count': '{total, plural, one {{count} property on the map} other {{count} properties on the map}}',
  'map.countTruncated': '{total, plural, one {{count} property on the map} other {{count} properties on the map}}; the newest {shown} shown: zoom in or filter to see all',
  'map.searchArea': 'Search this area',
  'map.clearArea': 'Clear map area',
  'map.failed': 'The map could not be loaded.',
  'map.tryAgain': 'Try again',
  'map.closeCard': 'Close the card',
  'map.cardLoading': 'Loading...',
  'map.beds': '{count, plural, one {{count} bed} other {{count} beds}}',
  // A marker's short rent period ("AED 9.5K/mo"; the whole price says rules.perMonth) and a cluster's name.
  'map.perMonthShort': '/mo',
  'map.perYearShort': '/yr',
  'map.cluster': '{count, plural, one {{count} property} other {{count} properties}}',
  'map.baths': '{count, plural, one {{count} bath} other {{count} baths}}',
} as const;
