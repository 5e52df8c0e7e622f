// {base}/plp (spec §2): the shop's product grid under its category heading.
import { catalogOf } from '../../../features/catalog/catalog';
import { ProductGrid } from '../../../features/catalog/ProductGrid';
import { useFormatMoney } from '../../use-money';
import { shopScreen } from '../shop-screen';

export const PlpRoute = shopScreen(function PlpRoute({ shop }) {
  const formatMoney = useFormatMoney();
  const catalog = catalogOf(shop.theme);
  if (!catalog) return null;
  return (
    <ProductGrid
      catalog={catalog}
      formatPrice={formatMoney}
      productPath={(id) => shop.path('pdp', { productId: id })}
    />
  );
});
