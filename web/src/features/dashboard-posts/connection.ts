import { ConnectionHandler } from 'relay-runtime';

/** The signed-in vendor's posts list in the Relay store (new posts are prepended to it). */
export const postsConnectionId = (viewerId: string) => ConnectionHandler.getConnectionID(viewerId, 'YourPosts_posts');
