// The English messages of the dashboard's media library page (issue 35). See ./dashboard.ts.
export const dashboardMedia = {
  'dashboardMedia.heading': 'Media Library',
  'dashboardMedia.failed': 'Failed to load images: {reason}',
  'dashboardMedia.loading': 'Loading images...',
  'dashboardMedia.empty': 'No images yet.',
  'dashboardMedia.add': 'Add Media',
} as const;
