// The English messages of the favourites page (issue 35). See ./index.ts for the rules.
export const favourites = {
  'favourites.heading': 'Favourites',
  'favourites.description': 'The homes and home products you saved, at their current prices.',
  'favourites.loading': 'Loading your favourites...',
  'favourites.count': '{count, plural, one {{count} saved listing} other {{count} saved listings}}',
  'favourites.currency': 'Currency',
  'favourites.clearAll': 'Clear all',
  'favourites.failed': 'Failed to fetch your favourites',
  'favourites.gone': 'This listing is no longer available',
  'favourites.remove': 'Remove',
  'favourites.removeNamed': 'Remove {name} from favourites',
  'favourites.empty': 'You have not saved any listings yet. Tap the heart on a listing to keep it here.',
  'favourites.browse': 'Browse {catalogue}',
} as const;
