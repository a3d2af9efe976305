// The English messages of the feed (issue 35; docs/spec/storefront.md §2 Feed). See ./index.ts
// for the rules every catalogue follows.
export const feed = {
  'feed.title': 'Feed',
  'feed.subheading': 'News, open houses and new arrivals from our Pro Vendors.',
  'feed.metaDescription': 'News, open houses and new arrivals from the Pro Vendors of the marketplace: properties and home products in the UAE, Pakistan, the UK and the USA.',
  'feed.failed': 'Failed to fetch posts',
  'feed.loading': 'Loading...',
  'feed.empty': 'No posts yet.',
  'feed.postBy': 'Post by {store}',
  'feed.pictureBy': 'Picture posted by {store}',
  'feed.view': 'View {name}',
  'feed.like': 'Like',
  'feed.likeFailed': 'Failed to toggle like',
  'feed.comments': 'Comments',
  'feed.commentsFailed': 'Failed to fetch comments',
  'feed.showAll': 'Show All Comments',
  'feed.addComment': 'Add a comment',
  'feed.addCommentPlaceholder': 'Add a comment...',
  'feed.post': 'Post',
  'feed.commentFailed': 'Failed to add comment',
} as const;
