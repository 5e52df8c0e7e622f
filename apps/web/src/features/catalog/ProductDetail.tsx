// The product detail page (spec §2 {base}/pdp/{productId}): large image, title, price, the size
// and colour dropdowns, 'Add to Basket', the 'Item added' notice and the accordion. The Back
// button of spec §2 is the navigation bar's (the route table gives pdp the 'history' rule).
//
// Laid out as a shop's product page (issue 14): a breadcrumb to the category; on wider screens
// the picture beside the buying box, both about as tall; the accordion across the page under
// both; then 'You may also like' with more of the catalogue. On a phone, one column in that
// order. (The picture does not stick in view while the details scroll: it slid over the
// accordion.)
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { CheckIcon } from '../../components/icons';
import { ProductPicture } from '../../components/ProductPicture';
import { ProductAccordion } from './ProductAccordion';
import { ProductCard } from './ProductCard';
import { ProductOptions } from './ProductOptions';
import type { Product } from './products';

export interface RelatedProduct {
  product: Product;
  price: string;
  to: string;
}

interface ProductDetailProps {
  product: Product;
  price: string;
  /** The product's category and the listing it links back to. */
  listing: { name: string; to: string };
  related: readonly RelatedProduct[];
  isItemAddedShown: boolean;
  onAddToBasket(): void;
}

export function ProductDetail(props: ProductDetailProps) {
  const { product, price, listing, related, isItemAddedShown, onAddToBasket } = props;
  return (
    <Box sx={{ px: { xs: 0, sm: 3 }, pt: { xs: 0, sm: 2 }, pb: 4, display: 'grid', gap: 4 }}>
      <Box
        component="article"
        aria-labelledby="pdp-title"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 7fr) minmax(0, 5fr)' },
          columnGap: 4,
          rowGap: { xs: 2.5, sm: 3 },
          alignItems: 'start',
        }}
      >
        <Box
          component="nav"
          aria-label="Breadcrumb"
          sx={{ gridColumn: '1 / -1', px: { xs: 2, sm: 0 }, pt: { xs: 2, sm: 0 } }}
        >
          <Typography component="ol" variant="body2" sx={breadcrumbSx}>
            <li>
              <Link to={listing.to}>{listing.name}</Link>
            </li>
            <li aria-current="page">{product.title}</li>
          </Typography>
        </Box>
        <ProductPicture image={product.image} size="large" alt={product.title} isEager />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, px: { xs: 2, sm: 0 } }}>
          <Box>
            <Typography variant="overline" color="text.secondary">
              {product.category}
            </Typography>
            <Typography
              id="pdp-title"
              variant="h1"
              sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}
            >
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
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <ProductAccordion product={product} />
        </Box>
      </Box>
      {related.length > 0 && (
        <Box component="section" aria-labelledby="pdp-related" sx={{ px: { xs: 2, sm: 0 } }}>
          <Typography id="pdp-related" component="h2" variant="h4" sx={{ mb: 2 }}>
            You may also like
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: { xs: 1.5, sm: 2 },
              gridTemplateColumns: {
                xs: 'repeat(2, minmax(0, 1fr))',
                sm: 'repeat(3, minmax(0, 1fr))',
              },
            }}
          >
            {related.map(({ product: other, price: otherPrice, to }, index) => (
              // A phone shows two: the third waits for a wider screen.
              <Box
                component="li"
                key={other.id}
                sx={{ display: { xs: index < 2 ? 'block' : 'none', sm: 'block' } }}
              >
                <ProductCard
                  product={other}
                  price={otherPrice}
                  to={to}
                  isEager={false}
                  headingLevel="h3"
                />
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}

const breadcrumbSx = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 1,
  listStyle: 'none',
  m: 0,
  p: 0,
  color: 'text.secondary',
  '& li + li::before': { content: '"/"', mr: 1 },
  '& a': { color: 'inherit' },
} as const;
