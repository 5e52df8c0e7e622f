// {base}/plp (spec §2): the shop's product grid under its category heading.
import { shopPath } from '../../../config/paths';
import { catalogOf } from '../../../features/catalog/catalog';
import { ProductGrid } from '../../../features/catalog/ProductGrid';
import { useFormatMoney } from '../../use-money';
import { useShopRoute } from '../use-shop-route';

export function PlpRoute() {
  const shop = useShopRoute();
  const formatMoney = useFormatMoney();
  const catalog = shop && catalogOf(shop.theme);
  if (!shop || !catalog) return null;
  return (
    <ProductGrid
      catalog={catalog}
      formatPrice={formatMoney}
      productPath={(id) => shopPath(shop.theme, 'pdp', { productId: id })}
    />
  );
}
