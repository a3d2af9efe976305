import { graphql, useFragment } from 'react-relay';
import type { SuggestedProducts_products$key } from '../../__generated__/SuggestedProducts_products.graphql.ts';
import { Section } from '../../components/Section.tsx';
import { ProductCard } from '../../components/cards/ProductCard.tsx';
import { CARD_GRID_IMAGE_SIZES, CardGrid } from '../../components/cards/CardGrid.tsx';

/** "Suggested Products" / "Suggested Properties" under a detail page (hidden when there are none). */
export function SuggestedProducts({ products, heading }: { products: SuggestedProducts_products$key; heading: string }) {
  const data = useFragment(
    graphql`
      fragment SuggestedProducts_products on Product @relay(plural: true) {
        id
        ...ProductCard_product
      }
    `,
    products,
  );
  if (!data.length) return null;
  return (
    <Section heading={heading} tone="alt">
      <CardGrid columns="four">
        {data.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} imageSizes={CARD_GRID_IMAGE_SIZES.four} />
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
