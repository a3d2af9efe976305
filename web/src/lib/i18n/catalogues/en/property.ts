// The English messages of the property page's own parts (issue 35): its Book Now card and what a
// booking did (docs/spec/storefront.md §4 and §8's texts, byte for byte), the phone's price bar and
// the amenities' heading. The invalid price text is also purchase.invalidPrice (the product page's):
// the property page loads no purchase namespace. A namespace of its own so that the product page, which
// shares the detail namespace, does not carry them (npm run budget:web). See ./index.ts for the rules.
export const property = {
  'property.bookNow': "Book Now",
  'property.bookPrompt': "Interested in this property? Choose a date and it goes to your cart.",
  'property.priceAndBooking': "Price and booking",
  'property.amenities': "Amenities",
  'property.viewCart': "View cart",
  'property.bookingAdded': "Property booking added to cart successfully!",
  'property.invalidPrice': "Invalid product price. Please contact support.",
} as const;
