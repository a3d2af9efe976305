import { PageShell } from '../../components/PageShell.tsx';

/** /feed: vendor posts (built with the feed work). */
export default function FeedPage() {
  return <PageShell heading="Feed" />;
}
