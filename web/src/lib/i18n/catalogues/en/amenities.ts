// The English messages of amenities (issue 35), a namespace of its own so that only the pages showing
// them carry them (npm run budget:web). See ./index.ts for the rules every catalogue follows.
export const amenities = {
  'amenities.amenityBalcony': 'Balcony',
  'amenities.amenityBasementParking': 'Basement parking',
  'amenities.amenitySecurity': 'Security',
  'amenities.amenitySharedGym': 'Shared Gym',
  'amenities.amenitySharedPool': 'Shared swimming pool',
  'amenities.amenityForRent': 'Property for rent',
  'amenities.amenityForSale': 'Property for sales',
} as const;
