// The demo's social texts: comments on listings, who writes them, feed captions and replies to posts.

export const COMMENTS = {
  REAL_ESTATE: [
    'Is the price negotiable?',
    'We visited last weekend and the light in the living room is lovely.',
    'Is there a school bus service to this community?',
    'Can I book a viewing on Friday afternoon?',
    'How much is the annual service charge?',
    'The agent was very helpful and answered all our questions.',
    'Is the property still available?',
    'Does the price include parking?',
  ],
  HOME_PRODUCTS: [
    'Arrived well packed and two days early.',
    'The colour is a little warmer than in the photos, but we love it.',
    'Great quality for the price.',
    'Does this come in other colours?',
    'Second one I have bought, still very happy.',
    'Assembly was easy, took about ten minutes.',
    'Looks even better in person.',
    'Customer service sorted out a small scratch right away.',
  ],
};

export const COMMENTER_NAMES = ['Hina R.', 'Daniel Brooks', 'Fatima K.', 'Ahmed', 'Sarah L.', 'Mohammed Al Hashimi', 'Chloe', 'Imran Qazi', 'Aisha', 'Tom W.'];

export const FEED_CAPTIONS = {
  REAL_ESTATE: [
    'Just listed: {name}. Book a viewing this week before it goes.',
    'Golden hour at our newest listing. {name}',
    'Open house this Saturday from 11 am to 2 pm: {name}.',
    'Price reduced! {name}',
  ],
  HOME_PRODUCTS: [
    'New in the showroom: {name}.',
    'Styling idea of the week, built around our {name}.',
    'Back in stock and shipping now: {name}.',
    'A customer favourite this season: {name}.',
  ],
};

export const POST_COMMENTS = ['Love this!', 'Is this still available?', 'Beautiful colours.', 'Do you deliver to Abu Dhabi?', 'Sent you a message.', 'Stunning!', 'What are the dimensions?', 'Can I visit the showroom?'];
