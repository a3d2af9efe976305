/** A product as the REST layer answers it (the fields the browser tests read). */
export interface RestProduct {
  id: number;
  slug: string;
  productName: string;
  productPrice: number;
  discountedPrice: number | null;
  product_status: number;
}
