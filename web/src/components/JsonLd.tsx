import { serializeJsonLd, type JsonLdNode } from '../lib/structured-data.ts';

/**
 * schema.org data as a <script type="application/ld+json"> in the page body (not hoisted). The JSON
 * has `<` escaped (serializeJsonLd), so no listing text can end the script.
 */
export function JsonLd({ data }: { data: JsonLdNode | readonly JsonLdNode[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
