// The product listing (spec §2 {base}/plp): the category heading and a grid of product cards,
// 2 columns on a phone and 4 from the small breakpoint (inside the mobile device frame the shop's
// breakpoints never match, so it keeps 2 columns there too).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Catalog } from './products';
import { ProductCard } from './ProductCard';

interface ProductGridProps {
  catalog: Catalog;
  formatPrice(amount: number): string;
  productPath(id: number): string;
}

/** A phone shows two rows before scrolling; those images load at once. */
const eagerImages = 4;

export function ProductGrid({ catalog, formatPrice, productPath }: ProductGridProps) {
  const { category, products } = catalog;
  return (
    <Box component="section" aria-labelledby="plp-heading" sx={{ px: { xs: 2, sm: 3 }, py: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, mb: 2.5 }}>
        <Typography id="plp-heading" variant="h1">
          {category}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {products.length} products
        </Typography>
      </Box>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: { xs: 1.5, sm: 2 },
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              price={formatPrice(product.price)}
              to={productPath(product.id)}
              isEager={index < eagerImages}
            />
          </li>
        ))}
      </Box>
    </Box>
  );
}
