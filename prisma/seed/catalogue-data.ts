// The fixed tables behind the demo data: categories, the admin, home products, property title
// patterns, and the sentences descriptions and comments are assembled from (the vendors: vendors.ts).
import type { DrawingKind } from './images.ts';

export type CatalogueName = 'REAL_ESTATE' | 'HOME_PRODUCTS';
export type BrandTypeName = 'REAL_ESTATE' | 'HOME_PRODUCTS' | 'ELECTRONICS';

export const AMENITIES = ['Balcony', 'Basement parking', 'Security', 'Shared Gym', 'Shared swimming pool', 'Property for rent', 'Property for sales'] as const;
export type Amenity = (typeof AMENITIES)[number];

export const CURRENCY_RATES = [
  { code: 'USD', rate: '1', symbol: '$' },
  { code: 'AED', rate: '3.67', symbol: 'د.إ' },
  { code: 'PKR', rate: '280', symbol: '₨' },
  { code: 'GBP', rate: '0.78', symbol: '£' },
];

export const PROMO_CODES = [
  { code: 'WELCOME10', discountPercent: 10, startsOn: '2026-01-01', endsOn: '2027-12-31', isActive: true },
  { code: 'SUMMER25', discountPercent: 25, startsOn: '2026-06-01', endsOn: '2026-08-31', isActive: false },
  { code: 'EXPIRED5', discountPercent: 5, startsOn: '2025-01-01', endsOn: '2025-12-31', isActive: true },
];

export interface CategoryData {
  name: string;
  catalogue: CatalogueName;
  inMenu: boolean;
  /** The drawing used for the category tile. */
  tile: DrawingKind;
}

export const CATEGORIES: CategoryData[] = [
  { name: 'Residential', catalogue: 'REAL_ESTATE', inMenu: true, tile: 'house' },
  { name: 'Rental', catalogue: 'REAL_ESTATE', inMenu: true, tile: 'apartments' },
  { name: 'Luxury Apartments', catalogue: 'REAL_ESTATE', inMenu: true, tile: 'towers' },
  { name: 'Villas', catalogue: 'REAL_ESTATE', inMenu: false, tile: 'villa' },
  { name: 'Plots', catalogue: 'REAL_ESTATE', inMenu: false, tile: 'plot' },
  { name: 'Off-plan', catalogue: 'REAL_ESTATE', inMenu: false, tile: 'construction' },
  { name: 'Furniture', catalogue: 'HOME_PRODUCTS', inMenu: true, tile: 'sofa' },
  { name: 'Paint', catalogue: 'HOME_PRODUCTS', inMenu: true, tile: 'paint-cans' },
  { name: 'Art', catalogue: 'HOME_PRODUCTS', inMenu: true, tile: 'gallery' },
  { name: 'Tiles & Sanitary', catalogue: 'HOME_PRODUCTS', inMenu: true, tile: 'bathtub' },
  { name: 'Outdoor & Lights Decoration', catalogue: 'HOME_PRODUCTS', inMenu: true, tile: 'string-lights' },
  { name: 'Home Appliances', catalogue: 'HOME_PRODUCTS', inMenu: true, tile: 'fridge' },
  { name: 'Kitchen', catalogue: 'HOME_PRODUCTS', inMenu: false, tile: 'kettle' },
  { name: 'Electrical', catalogue: 'HOME_PRODUCTS', inMenu: false, tile: 'bulb' },
  { name: 'Electronics', catalogue: 'HOME_PRODUCTS', inMenu: false, tile: 'tv' },
  { name: 'Decor', catalogue: 'HOME_PRODUCTS', inMenu: false, tile: 'vase' },
];

export type RealEstateCategory = 'Residential' | 'Rental' | 'Luxury Apartments' | 'Villas' | 'Plots' | 'Off-plan';
export type HomeCategory = 'Furniture' | 'Paint' | 'Art' | 'Tiles & Sanitary' | 'Outdoor & Lights Decoration' | 'Home Appliances' | 'Kitchen' | 'Electrical' | 'Electronics' | 'Decor';

export interface VendorData {
  storeId: string;
  storeName: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phone: string;
  brandType: BrandTypeName;
  address1: string;
  address2: string;
  city: string;
  stateCounty: string;
  country: string;
  postcode: string;
  description: string;
  accessGranted: boolean;
  isAdmin?: boolean;
  /** Whether the vendor has a logo; vendors without one show the default image. */
  logo: boolean;
  /** Real-estate vendors: neighbourhoods their listings are in and what they list. */
  areas?: string[];
  realEstate?: RealEstateCategory[];
  /** Home-product vendors: the categories they sell in. */
  sells?: HomeCategory[];
  /** Price level of the market, 1 = Dubai. */
  priceLevel?: number;
}

export const ADMIN: VendorData = {
  storeId: 'admin',
  storeName: 'Marketplace Admin',
  firstName: 'Site',
  lastName: 'Admin',
  email: 'admin@marketplace.test',
  password: 'admin12345',
  phone: '971500000000',
  brandType: 'HOME_PRODUCTS',
  address1: 'Office 310, Building 2',
  address2: 'Dubai Internet City',
  city: 'Dubai',
  stateCounty: 'Dubai',
  country: 'United Arab Emirates',
  postcode: '00000',
  description: '',
  accessGranted: true,
  isAdmin: true,
  logo: true,
};

// ---- properties ----

export interface PropertyPattern {
  kind: DrawingKind;
  titles: string[];
  beds: [number, number];
  /** Price in USD at price level 1 (Dubai); rentals per month. */
  price: [number, number];
  sqftPerBed: [number, number];
}

/** `{beds}`, `{area}`, `{year}`, `{kanal}` and `{sqft}` are filled in by the seed. */
export const PROPERTY_PATTERNS: Record<RealEstateCategory, PropertyPattern> = {
  Residential: {
    kind: 'house',
    titles: ['{beds} Bed Family House in {area}', '{beds} Bedroom Townhouse with Garden in {area}', 'Renovated {beds} Bed Semi-Detached House in {area}', 'Corner {beds} Bed House near the Park, {area}', 'Brand New {beds} Bed Home in {area}'],
    beds: [2, 6],
    price: [280_000, 950_000],
    sqftPerBed: [420, 620],
  },
  Rental: {
    kind: 'apartments',
    titles: ['{beds} Bed Apartment for Rent in {area}', 'Furnished {beds} Bed Flat to Let in {area}', 'Bright {beds} Bedroom Rental near the Metro, {area}', 'Serviced {beds} Bed Apartment for Rent, {area}'],
    beds: [1, 3],
    price: [1_100, 5_200],
    sqftPerBed: [480, 650],
  },
  'Luxury Apartments': {
    kind: 'towers',
    titles: ['{beds} Bed Penthouse with Skyline Views in {area}', 'Waterfront {beds} Bed Luxury Apartment in {area}', 'Designer {beds} Bed Residence in {area}', 'Full-Floor {beds} Bed Sky Residence, {area}'],
    beds: [2, 5],
    price: [750_000, 4_600_000],
    sqftPerBed: [650, 900],
  },
  Villas: {
    kind: 'villa',
    titles: ['{beds} Bed Villa with Private Pool in {area}', 'Contemporary {beds} Bed Villa in {area}', "{beds} Bed Garden Villa with Maid's Room, {area}", 'Signature {beds} Bed Villa on a Corner Plot, {area}'],
    beds: [4, 7],
    price: [1_200_000, 7_800_000],
    sqftPerBed: [800, 1_150],
  },
  Plots: {
    kind: 'plot',
    titles: ['{kanal} Kanal Residential Plot in {area}', '{sqft} sq ft Corner Plot in {area}', 'Commercial Plot on the Main Boulevard, {area}', 'Residential Plot with Approved Plans, {area}'],
    beds: [0, 0],
    price: [60_000, 900_000],
    sqftPerBed: [0, 0],
  },
  'Off-plan': {
    kind: 'construction',
    titles: ['Off-plan {beds} Bed Apartment in {area}, Handover {year}', 'Off-plan {beds} Bed Townhouse with Payment Plan, {area}', 'Launch Price: {beds} Bed Off-plan Residence in {area}', 'Off-plan {beds} Bed Waterfront Apartment, {area}'],
    beds: [1, 4],
    price: [190_000, 1_500_000],
    sqftPerBed: [520, 760],
  },
};

/** Sentences for property descriptions; `{...}` placeholders are filled by the seed. */
export const PROPERTY_TEXT = {
  opening: {
    Residential: [
      'This {beds}-bedroom family home in {area} sits on a quiet, tree-lined street a short walk from schools, parks and everyday shopping.',
      'A well-kept {beds}-bedroom house in the heart of {area}, ready to move into and finished to a high standard throughout.',
    ],
    Rental: [
      'A bright {beds}-bedroom apartment available to rent in {area}, close to transport, supermarkets and cafes.',
      'This {beds}-bedroom rental in {area} offers easy city living in a well-managed building with helpful on-site staff.',
    ],
    'Luxury Apartments': [
      'Set high above {area}, this {beds}-bedroom residence combines floor-to-ceiling glazing with hotel-style services and generous terraces.',
      'An exceptional {beds}-bedroom apartment in one of the most recognised addresses in {area}, finished with natural stone and oak.',
    ],
    Villas: [
      'A striking {beds}-bedroom villa in {area}, designed around a private pool and landscaped garden for indoor-outdoor living.',
      'This detached {beds}-bedroom villa in {area} offers space, privacy and light on a generous plot in a gated community.',
    ],
    Plots: [
      'A well-located plot of {plotSize} in {area}, ideal for building a family home or as a long-term investment.',
      'Clear-title plot of {plotSize} in {area}, in a developed block with paved roads, street lighting and nearby parks.',
    ],
    'Off-plan': [
      'Secure a {beds}-bedroom home in {area} at launch prices, with handover expected in {year} and a flexible payment plan.',
      'An off-plan {beds}-bedroom residence by an established developer in {area}, with handover scheduled for {year}.',
    ],
  } satisfies Record<RealEstateCategory, string[]>,
  size: [
    'The layout offers {beds} bedrooms, {baths} bathrooms and {sqft} sq ft of well-planned living space.',
    'In total there are {beds} bedrooms and {baths} bathrooms across {sqft} sq ft, with built-in wardrobes in every bedroom.',
  ],
  plotSize: [
    'The plot measures {sqft} sq ft, is level and rectangular, and faces a wide road with good access for construction vehicles.',
    'At {sqft} sq ft, the plot allows a generous covered area under the current building regulations, with room for a garden and parking.',
  ],
  layout: [
    'The open-plan living and dining area leads to a modern fitted kitchen with quartz worktops and plenty of storage.',
    'Large windows fill the living spaces with natural light, and the principal bedroom has an en-suite bathroom and a walk-in wardrobe.',
    'A separate laundry room, a guest washroom and generous storage make day-to-day living easy.',
    'Floors are finished in porcelain and engineered oak, and every room has individually controlled air conditioning.',
    'The kitchen has been recently renovated with integrated appliances, soft-close cabinets and a breakfast bar.',
  ],
  plotDetail: [
    'Electricity, water and gas connections are available at the boundary, and the society has its own maintenance and security team.',
    'All dues are paid and the file is verified; transfer can be completed at the society office within a few days.',
    'Schools, a mosque, a park and a commercial area are within walking distance, with the main highway a few minutes away.',
  ],
  amenities: 'Residents enjoy {list}.',
  amenityPhrases: {
    Balcony: 'a private balcony',
    'Basement parking': 'secure basement parking',
    Security: '24-hour security',
    'Shared Gym': 'a fully equipped shared gym',
    'Shared swimming pool': 'a shared swimming pool',
  } as Record<string, string>,
  location: [
    '{area} is one of the most sought-after neighbourhoods in {city}, with good schools, restaurants and quick access to the main roads.',
    'The community is popular with families and professionals, and the nearest shops, clinics and parks are only a few minutes away.',
  ],
  terms: {
    sale: [
      'Viewings can be arranged seven days a week; use Book Now to choose a date and the agent will confirm.',
      'The asking price is negotiable for serious buyers, and the vendor can help with mortgage introductions.',
    ],
    rent: [
      'The rent is quoted per month; a security deposit and the first month are due on signing, and pets are considered.',
      'Available from the start of next month on a twelve-month contract; maintenance of the building is included.',
    ],
    offPlan: [
      'A 60/40 payment plan is available: 10% on booking, 50% during construction and 40% on handover.',
      'Units at this launch price are limited; book a consultation to see floor plans and the full payment schedule.',
    ],
  },
};

// ---- home products ----

export interface HomeProductData {
  name: string;
  kind: DrawingKind;
  /** Typical price in USD. */
  price: number;
}

/** Products of one kind around a typical price; `[name, price]` gives one its own price. */
const p = (kind: DrawingKind, price: number, ...names: (string | [string, number])[]): HomeProductData[] =>
  names.map((entry, i) => (typeof entry === 'string' ? { name: entry, kind, price: Math.round(price * (1 + ((i * 37) % 9) / 20)) } : { name: entry[0], kind, price: entry[1] }));

export const HOME_PRODUCTS: Record<HomeCategory, HomeProductData[]> = {
  Furniture: [
    ...p('sofa', 1290, 'Linen Three-Seater Sofa', 'Velvet Chesterfield Sofa', 'Modular Corner Sofa in Oatmeal Boucle', 'Mid-Century Two-Seater Sofa', 'Deep-Seat Cloud Sofa'),
    ...p('armchair', 540, 'Curved Boucle Accent Armchair', 'Rattan Lounge Armchair', 'Wingback Reading Armchair'),
    ...p('chair', 149, 'Oak Dining Chair', 'Walnut Dining Chair with Woven Seat', 'Set of 2 Bentwood Bistro Chairs', 'Upholstered Dining Chair in Sage', 'Ergonomic Desk Chair'),
    ...p('table', 690, 'Solid Oak Dining Table for Six', 'Marble-Top Round Coffee Table', 'Extendable Walnut Dining Table'),
    ...p('bed', 980, 'Upholstered King Bed Frame', 'Teak Queen Bed with Headboard'),
    ...p('shelf', 320, 'Five-Tier Ladder Bookshelf', 'Open Oak Bookcase'),
  ],
  Paint: [
    ...p('paint-cans', 38, 'Matt Emulsion Paint 4L - Warm White', 'Silk Interior Paint 4L - Sage Green', ['Weatherproof Exterior Paint 10L', 89], ['Chalk Finish Furniture Paint 1L', 22], 'Anti-Mould Bathroom Paint 2.5L', ['Satinwood Trim Paint 750ml', 16], 'Washable Kids Room Paint 4L - Dusty Pink', ['Primer Undercoat 5L', 34], 'Terracotta Limewash Paint 2.5L', 'Midnight Blue Feature Wall Paint 2.5L'),
    ...p('roller', 19, 'Professional Paint Roller Kit', 'Colour Swatch Fan Deck', 'Angled Sash Brush Set of 3', 'Paint Tray and Liner Set', 'Telescopic Extension Pole for Rollers', ['Decorator Masking Tape Pack', 9]),
  ],
  Art: [
    ...p('framed-art', 160, 'Abstract Arches Framed Print', 'Desert Dunes Canvas Art', 'Botanical Line Art Print', 'Sunset over the Hills Framed Print', 'Mid-Century Shapes Poster', 'Original Acrylic on Canvas - Terracotta Sun', 'Calligraphy-Inspired Abstract Print', 'Hand-Pulled Linocut - Olive Branch', 'Coastal Horizon Giclee Print'),
    ...p('gallery', 290, 'Gallery Wall Set of 3 Prints', 'Nursery Art Trio', 'Minimalist Landscape Diptych', 'Framed Botanical Set of 3', 'Large Statement Canvas 120 x 90 cm', 'Oak Picture Frame Set'),
  ],
  'Tiles & Sanitary': [
    ...p('tiles', 42, 'Sage Zellige Wall Tiles (1 sqm)', 'Hexagon Porcelain Floor Tiles (1 sqm)', 'Moroccan Cement Tiles (1 sqm)', 'Terrazzo Floor Tiles (1 sqm)', 'Herringbone Marble Mosaic (1 sqm)', 'Glazed Subway Tiles in Chalk White (1 sqm)', 'Anti-Slip Outdoor Porcelain Tiles (1 sqm)'),
    ...p('basin', 240, ['Ceramic Vessel Basin with Oak Vanity', 690], ['Brushed Brass Basin Mixer Tap', 185], 'Matt Black Basin Faucet', 'Wall-Hung Vanity Unit 80 cm', 'Round LED Bathroom Mirror'),
    ...p('bathtub', 890, 'Freestanding Stone Resin Bathtub', ['Floor-Standing Bath Filler Tap', 540], ['Thermostatic Rain Shower Set', 390], 'Back-to-Wall Bathtub 170 cm'),
  ],
  'Outdoor & Lights Decoration': [
    ...p('floor-lamp', 189, 'Tripod Floor Lamp with Linen Shade', 'Arc Floor Lamp in Brushed Brass', 'Oak Reading Floor Lamp'),
    ...p('pendants', 129, 'Brass Dome Pendant Light', 'Opal Globe Pendant Lights Set of 3', 'Rattan Cone Pendant Shade', 'Kitchen Island Linear Pendant'),
    ...p('string-lights', 39, 'Outdoor Festoon String Lights 15 m', 'Solar Garden Fairy Lights', 'Warm White Bistro Lights 10 m', 'Ramadan Lantern String Lights'),
    ...p('lantern', 59, 'Metal Garden Lantern with Glass Panes', 'Moroccan Brass Lantern', 'Solar Pathway Lanterns Set of 4', 'Hurricane Candle Lantern', 'Outdoor Wall Lantern'),
  ],
  'Home Appliances': [
    ...p('fridge', 1090, 'French Door Refrigerator 540 L', 'Retro Fridge Freezer in Sage', 'Inverter Double-Door Refrigerator 400 L', ['Compact Bar Fridge 90 L', 229], 'Side-by-Side Refrigerator with Water Dispenser'),
    ...p('washer', 620, 'Front Load Washing Machine 9 kg', 'Washer Dryer Combo 10/6 kg', ['Twin Tub Washing Machine 10 kg', 260], 'Heat Pump Tumble Dryer 8 kg', 'Compact Washing Machine 7 kg'),
    ...p('microwave', 179, 'Microwave Oven with Grill 28 L', 'Solo Microwave 20 L', ['Built-In Combination Microwave', 649], 'Air Fryer Microwave Combo', 'Countertop Convection Oven 32 L'),
  ],
  Kitchen: [
    ...p('kettle', 59, 'Electric Kettle 1.7 L in Matte Cream', 'Stainless Steel Gooseneck Kettle', 'Stovetop Whistling Kettle', 'Temperature Control Glass Kettle', 'Cordless Travel Kettle'),
    ...p('cookware', 89, 'Cast Iron Casserole Dish 28 cm', 'Non-Stick Frying Pan 28 cm', 'Stainless Steel Cookware Set of 5', 'Enamelled Stock Pot 8 L', 'Ceramic Saucepan Set'),
    ...p('toaster', 69, 'Two-Slice Retro Toaster', 'Four-Slice Toaster with Defrost', 'Long-Slot Toaster in Sage', 'Sandwich Maker and Toaster', 'Toaster and Kettle Breakfast Set'),
  ],
  Electrical: [
    ...p('switch', 24, 'Brushed Brass Double Light Switch', 'Matt Black Double Socket with USB', 'White Screwless Single Socket', 'Smart Wi-Fi Light Switch', 'Weatherproof Outdoor Socket', 'Rotary Dimmer Switch 400 W'),
    ...p('bulb', 12, 'Vintage Edison LED Bulb E27', 'Warm Dimmable LED Bulbs Pack of 6', 'Smart Colour Bulb B22', 'Globe Filament Bulb 125 mm'),
    ...p('fan', 79, 'Pedestal Fan with Remote', 'Quiet Desk Fan 30 cm', ['Ceiling Fan with LED Light', 189], 'Tower Fan with Timer', 'Rechargeable Table Fan'),
  ],
  Electronics: [
    ...p('tv', 690, '55-inch 4K UHD Smart TV', ['65-inch OLED TV', 1790], ['43-inch Full HD Smart TV', 329], ['Soundbar with Wireless Subwoofer', 349], ['75-inch QLED TV', 1490]),
    ...p('laptop', 899, '14-inch Ultrabook Laptop 16 GB', ['15.6-inch Everyday Laptop', 549], '13-inch Convertible Laptop with Pen', ['16-inch Gaming Laptop', 1690], ['11.6-inch Student Chromebook', 279]),
    ...p('speaker', 199, 'Bookshelf Speakers Pair', ['Smart Home Speaker', 99], ['Portable Bluetooth Speaker', 79], 'Record Player with Built-In Speakers'),
    ...p('headphones', 149, 'Noise-Cancelling Over-Ear Headphones', 'Wireless Studio Headphones', ['Kids Volume-Limited Headphones', 39], ['Gaming Headset with Microphone', 89]),
  ],
  Decor: [
    ...p('vase', 45, 'Hand-Thrown Ceramic Vase', 'Terracotta Amphora Vase', 'Dried Pampas Grass Bouquet', 'Stoneware Bud Vase Set'),
    ...p('plant', 55, 'Faux Fiddle Leaf Fig in Pot', 'Snake Plant in Ceramic Planter', 'Monstera Deliciosa 80 cm', 'Ribbed Terracotta Planter'),
    ...p('mirror', 179, 'Round Brass Wall Mirror 80 cm', 'Arched Floor Mirror in Oak', 'Rattan Sunburst Mirror', 'Bevelled Console Mirror'),
    ...p('candles', 29, 'Soy Wax Pillar Candles Set of 3', 'Oud and Amber Scented Candle', 'Ceramic Candle Holder Trio', 'Flameless LED Candles Set of 4'),
  ],
};

/** Per-kind opening sentences for product descriptions ({name} is the product name). */
export const KIND_TEXT: Partial<Record<DrawingKind, string>> & { default: string } = {
  default: 'The {name} is chosen for everyday use and built to last.',
  sofa: 'The {name} has deep, supportive seat cushions over a kiln-dried hardwood frame, with removable covers that can be dry-cleaned.',
  armchair: 'The {name} is generously proportioned with a gently curved back, making it a natural spot for reading or a morning coffee.',
  chair: 'The {name} pairs a solid-wood frame with a comfortable, slightly angled backrest, and stacks neatly beside a dining table or desk.',
  table: 'The {name} is made from solid timber with a hand-oiled finish that brings out the grain and ages beautifully.',
  bed: 'The {name} has a padded headboard and a sprung slatted base, so no box spring is needed.',
  shelf: 'The {name} offers open storage for books, plants and keepsakes, with shelves that each hold up to 25 kg.',
  'paint-cans': 'The {name} gives smooth, even coverage in two coats, is low in odour and is touch-dry in about an hour.',
  roller: 'The {name} is made for a professional finish at home, with comfortable handles and materials that clean up easily in water.',
  'framed-art': 'The {name} is printed on archival cotton paper with pigment inks and framed in solid wood behind glass.',
  gallery: 'The {name} is curated to hang together: the colours and frame finishes are matched, and a hanging template is included.',
  tiles: 'The {name} are frost-resistant and suitable for walls and floors, with a slight variation in shade that gives a handmade look.',
  basin: 'The {name} is finished to resist limescale and fingerprints, and fits standard plumbing with the fixings included.',
  bathtub: 'The {name} keeps water warm for longer and has a smooth, easy-clean surface with a slotted overflow.',
  'floor-lamp': 'The {name} casts a soft, warm light through its fabric shade and is switched with a foot switch on the cable.',
  pendants: 'The {name} hangs on an adjustable cable, so it works above a dining table, a kitchen island or a stairwell.',
  'string-lights': 'The {name} use warm white LEDs on a weatherproof cable, with eight light modes and a timer.',
  lantern: 'The {name} is made from powder-coated metal and tempered glass, and takes a pillar candle or an LED candle.',
  fridge: 'The {name} has an inverter compressor that runs quietly and efficiently, with no-frost cooling and adjustable glass shelves.',
  washer: 'The {name} has fifteen programmes including a quick 15-minute wash, steam refresh and a quiet night cycle.',
  microwave: 'The {name} has easy-clean enamel inside, quick-start buttons and an auto-defrost by weight.',
  kettle: 'The {name} boils quickly, has a limescale filter and a water window, and switches off automatically.',
  cookware: 'The {name} works on every hob including induction and is oven-safe up to 240 °C.',
  toaster: 'The {name} has wide slots for thick bread and bagels, seven browning settings and a removable crumb tray.',
  switch: 'The {name} fits a standard single or double back box and is rated for everyday household loads.',
  bulb: 'The {name} gives warm, flicker-free light and lasts up to 15,000 hours while using a fraction of the energy.',
  fan: 'The {name} has three speeds, a gentle oscillation and a quiet motor suitable for bedrooms.',
  tv: 'The {name} has a bright, detailed picture with HDR, built-in streaming apps and voice control.',
  laptop: 'The {name} is light enough for everyday carrying, with a sharp display and battery life for a full working day.',
  speaker: 'The {name} delivers clear, room-filling sound with rich bass, and connects over Bluetooth or Wi-Fi.',
  headphones: 'The {name} are comfortable for hours with soft memory-foam cushions and long battery life.',
  vase: 'The {name} is hand-finished, so each piece is slightly different, and looks good empty or with a few stems.',
  plant: 'The {name} brings greenery to a corner that needs it, in a planter with a drainage saucer.',
  mirror: 'The {name} is made with a distortion-free silvered glass and comes ready to hang.',
  candles: 'The {name} are made with natural wax and cotton wicks for a clean, even burn.',
};

export const HOME_TEXT = {
  details: [
    'Every piece is checked by hand before it leaves the workshop.',
    'It is designed to sit well in both modern and traditional rooms, and the muted colours are easy to pair.',
    'Materials are responsibly sourced and the packaging is fully recyclable.',
    'Care is simple: wipe with a soft, damp cloth and avoid harsh cleaning products.',
    'Assembly takes a few minutes and all the tools you need are in the box.',
    'It comes with a two-year warranty, and spare parts are available on request.',
    'Dimensions and full specifications are listed on the vendor page; ask the vendor if you need a measured drawing.',
    'The colour shown is accurate, though screens vary slightly; samples are available for larger orders.',
  ],
  shipping: [
    'Ships from {city} within {days} working days. {store} handles delivery, returns and refunds directly.',
    'Delivered by {store} from {city}; most orders arrive within {days} working days and returns are accepted within 14 days.',
  ],
};
