// The product detail page (spec §2 {base}/pdp/{productId}): large image, title, price, the size
// and colour dropdowns, 'Add to Basket', the 'Item added' notice and the accordion. The Back
// button of spec §2 is the navigation bar's (the route table gives pdp the 'history' rule).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { CheckIcon } from '../../components/icons';
import { ProductAccordion } from './ProductAccordion';
import { ProductPicture } from '../../components/ProductPicture';
import { ProductOptions } from './ProductOptions';
import type { Product } from './products';

interface ProductDetailProps {
  product: Product;
  price: string;
  isItemAddedShown: boolean;
  onAddToBasket(): void;
}

export function ProductDetail({
  product,
  price,
  isItemAddedShown,
  onAddToBasket,
}: ProductDetailProps) {
  return (
    <Box
      component="article"
      aria-labelledby="pdp-title"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) minmax(0, 1fr)' },
        gap: { xs: 2.5, sm: 4 },
        px: { xs: 0, sm: 3 },
        py: { xs: 0, sm: 3 },
        alignItems: 'start',
      }}
    >
      <ProductPicture image={product.image} size="large" alt={product.title} isEager />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, px: { xs: 2, sm: 0 }, pb: 3 }}>
        <Box>
          <Typography variant="overline" color="text.secondary">
            {product.category}
          </Typography>
          <Typography id="pdp-title" variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
            {product.title}
          </Typography>
          <Typography sx={{ mt: 0.5, fontSize: '1.25rem', fontWeight: 600 }}>{price}</Typography>
        </Box>
        <Typography color="text.secondary">{product.desc}</Typography>
        <ProductOptions />
        <Button variant="contained" size="large" fullWidth onClick={onAddToBasket}>
          Add to Basket
        </Button>
        {/* The live region is always there so screen readers announce the notice. */}
        <Box role="status" aria-live="polite" sx={{ minHeight: 48 }}>
          {isItemAddedShown && (
            <Alert icon={<CheckIcon fontSize="inherit" />} severity="success" variant="outlined">
              Item added
            </Alert>
          )}
        </Box>
        <ProductAccordion product={product} />
      </Box>
    </Box>
  );
}
