import { useState } from 'react';
import { Link } from 'react-router-dom';
import { graphql, useFragment, useMutation, useRelayEnvironment } from 'react-relay';
import type { DashboardProductCard_product$key } from '../../__generated__/DashboardProductCard_product.graphql.ts';
import type { DashboardProductCardDeleteMutation } from '../../__generated__/DashboardProductCardDeleteMutation.graphql.ts';
import { FallbackImage } from '../../components/FallbackImage.tsx';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import fallbackImage from '../../assets/image-placeholder.svg';
import { PriceTag } from '../../components/cards/PriceTag.tsx';
import { CARD_TEXT_WORDS, truncateWords } from '../../lib/words.ts';
import { invalidateCatalogue, productListConnectionId } from './connection.ts';
import { useServerText, useT } from '../../components/context/locale.tsx';
import { messages as productsMessages } from '../../lib/i18n/compiled/en/dashboardProducts.ts';
import { useDashboardConfirmLabels } from '../../hooks/useDashboardConfirmLabels.ts';
import { messages as kitMessages } from '../../lib/i18n/compiled/en/dashboardKit.ts';
import { dashboardCatalogueLabel } from '../../lib/i18n/dashboard-labels.ts';
import buttons from '../../components/Button.module.css';
import styles from './DashboardProductCard.module.css';
import { productEditUrl } from '../../lib/dashboard-urls.ts';

/** A product of the dashboard list: picture, name, price, category, 35 words, Edit and Delete. */
export function DashboardProductCard({ product, showStore }: { product: DashboardProductCard_product$key; showStore: boolean }) {
  const data = useFragment(
    graphql`
      fragment DashboardProductCard_product on Product {
        id
        slug
        name
        description
        catalogue
        path
        featureImage {
          url(variant: CARD)
        }
        price {
          amount
        }
        discountedPrice {
          amount
        }
        category {
          name
        }
        vendor {
          storeName
        }
      }
    `,
    product,
  );
  const t = useT(productsMessages);
  const confirmLabels = useDashboardConfirmLabels();
  const kitT = useT(kitMessages);
  const [confirming, setConfirming] = useState(false);
  const { remove, deleting, error } = useDeleteProduct(data.id, () => setConfirming(false));

  const headingId = `product-${data.slug}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <FallbackImage src={data.featureImage.url} fallbackSrc={fallbackImage} alt="" width={600} height={450} className={styles.image} />
      <div className={styles.body}>
        <h2 id={headingId} className={styles.name}>
          <Link to={data.path}>{data.name}</Link>
        </h2>
        <p className={styles.meta}>
          {dashboardCatalogueLabel(kitT, data.catalogue)} · {data.category.name}
          {showStore && <> · {data.vendor.storeName}</>}
        </p>
        <PriceTag amount={data.price.amount} discountedAmount={data.discountedPrice?.amount} prefix="$" />
        <p className={styles.description}>{truncateWords(data.description, CARD_TEXT_WORDS).text}</p>
        <div className={styles.actions}>
          <Link to={productEditUrl(data.slug)} className={buttons.secondary} aria-label={t('dashboardProducts.editName', { name: data.name })}>
            {t('dashboardProducts.edit')}
          </Link>
          <button type="button" className={styles.delete} onClick={() => setConfirming(true)} aria-label={t('dashboardProducts.deleteName', { name: data.name })}>
            {t('dashboardProducts.delete')}
          </button>
        </div>
      </div>
      <ConfirmDialog
        {...confirmLabels}
        open={confirming}
        onOpenChange={setConfirming}
        title={t('dashboardProducts.deleteTitle')}
        description={t('dashboardProducts.deleteQuestion', { name: data.name })}
        onConfirm={remove}
        busy={deleting}
        error={error}
        danger
      />
    </article>
  );
}

/** Deletes the product (and its edge in the dashboard list); `onDeleted` closes the confirmation. */
function useDeleteProduct(id: string, onDeleted: () => void) {
  const [error, setError] = useState<string | null>(null);
  const t = useT(productsMessages);
  const serverText = useServerText();
  const environment = useRelayEnvironment();
  const [commitDelete, deleting] = useMutation<DashboardProductCardDeleteMutation>(graphql`
    mutation DashboardProductCardDeleteMutation($input: DeleteProductInput!, $connections: [ID!]!) {
      deleteProduct(input: $input) {
        __typename
        ... on DeleteProductSuccess {
          deletedId @deleteEdge(connections: $connections)
        }
        ... on Error {
          message
        }
      }
    }
  `);

  function remove() {
    setError(null);
    commitDelete({
      variables: { input: { id }, connections: [productListConnectionId()] },
      onCompleted: ({ deleteProduct }) => {
        if (deleteProduct.__typename === 'DeleteProductSuccess') {
          onDeleted();
          invalidateCatalogue(environment);
        } else {
          setError(serverText(('message' in deleteProduct && deleteProduct.message) || t('dashboardProducts.deleteFailed')));
        }
      },
      onError: (e) => setError(serverText(e.message) || t('dashboardProducts.deleteFailed')),
    });
  }
  return { remove, deleting, error };
}
