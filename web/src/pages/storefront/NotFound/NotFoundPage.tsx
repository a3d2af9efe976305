import { NotFound } from '../../../components/NotFound.tsx';

/** /404.html: where unknown routes land (docs/spec/storefront.md §2). */
export default function NotFoundPage() {
  return <NotFound />;
}
