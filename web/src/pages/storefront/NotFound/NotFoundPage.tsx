import { NotFound } from '../../../components/NotFound.tsx';

/** /404.html: where unknown routes land (spec §2). */
export default function NotFoundPage() {
  return <NotFound />;
}
