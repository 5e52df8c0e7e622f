// {base}/pdp/{productId} (spec §2): one product, 'Add to Basket' and the 'Item added' notice; an id
// that is not an integer or not in the catalogue gets a not-found state with the way back.
import { useParams } from 'react-router';
import { itemAdded, selectCartTotal } from '../../../features/cart/cart-slice';
import {
  catalogOf,
  findProduct,
  parseProductId,
  relatedProducts,
} from '../../../features/catalog/catalog';
import { ProductDetail } from '../../../features/catalog/ProductDetail';
import { ProductNotFound } from '../../../features/catalog/ProductNotFound';
import { useItemAddedNotice } from '../../../features/catalog/use-item-added-notice';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { useFormatMoney } from '../../use-money';
import { shopScreen } from '../shop-screen';

export const PdpRoute = shopScreen(function PdpRoute({ shop }) {
  const { productId = '' } = useParams();
  const dispatch = useAppDispatch();
  const formatMoney = useFormatMoney();
  const isItemAddedShown = useItemAddedNotice(useAppSelector(selectCartTotal));
  const catalog = catalogOf(shop.theme);
  if (!catalog) return null;

  const product = findProduct(catalog, parseProductId(productId));
  if (!product) {
    return (
      <ProductNotFound
        rawId={productId}
        category={catalog.category}
        listingPath={shop.path('plp')}
      />
    );
  }
  const { id, title, price } = product;
  const pdpPath = (productId: number) => shop.path('pdp', { productId });
  return (
    <ProductDetail
      // A new product starts with its own options and notice.
      key={id}
      product={product}
      price={formatMoney(price)}
      listing={{ name: catalog.category, to: shop.path('plp') }}
      related={relatedProducts(catalog, id).map((other) => ({
        product: other,
        price: formatMoney(other.price),
        to: pdpPath(other.id),
      }))}
      isItemAddedShown={isItemAddedShown}
      onAddToBasket={() => dispatch(itemAdded({ id, title, price }))}
    />
  );
});
