// One product in the listing: square thumbnail, name and price, the whole card a link to its
// detail page.
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { Link } from 'react-router';
import { ProductPicture } from '../../components/ProductPicture';
import type { Product } from './products';

interface ProductCardProps {
  product: Product;
  price: string;
  to: string;
  isEager: boolean;
  /** The card's title level: h2 in the listing, h3 under a detail page's section. */
  headingLevel?: 'h2' | 'h3';
}

export function ProductCard({
  product,
  price,
  to,
  isEager,
  headingLevel = 'h2',
}: ProductCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%', bgcolor: 'background.paper' }}>
      <CardActionArea
        component={Link}
        to={to}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        {/* The caption names the product: the image adds nothing for a screen reader. */}
        <ProductPicture image={product.image} size="thumb" alt="" isEager={isEager} />
        <Box sx={{ p: 1.5, flex: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <Typography
            component={headingLevel}
            variant="body1"
            sx={{ fontWeight: 600, lineHeight: 1.3 }}
          >
            {product.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 'auto' }}>
            {price}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}
