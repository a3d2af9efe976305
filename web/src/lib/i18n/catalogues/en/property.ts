// The English messages of the property page's own parts (issue 35): its Book Now card, the phone's
// price bar and the amenities' heading. A namespace of its own so that the product page, which
// shares the detail namespace, does not carry them (npm run budget:web). See ./index.ts for the rules.
export const property = {
  'property.bookNow': "Book Now",
  'property.bookPrompt': "Interested in this property? Choose a date and it goes to your cart.",
  'property.priceAndBooking': "Price and booking",
  'property.amenities': "Amenities",
  'property.viewCart': "View cart",
} as const;
