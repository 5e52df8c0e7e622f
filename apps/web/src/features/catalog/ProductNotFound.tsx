// A {base}/pdp/{productId} with no such product (unknown or not an integer): say so and offer the
// way back to the listing, instead of an empty page.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';

interface ProductNotFoundProps {
  rawId: string;
  category: string;
  listingPath: string;
}

export function ProductNotFound({ rawId, category, listingPath }: ProductNotFoundProps) {
  return (
    <Box
      sx={{
        px: 3,
        py: 6,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 2,
        textAlign: 'center',
      }}
    >
      <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
        Product not found
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 360, overflowWrap: 'anywhere' }}>
        There is no product “{rawId.slice(0, 40)}” in this shop. It may have been a mistyped link.
      </Typography>
      <Button component={Link} to={listingPath} variant="contained">
        Browse {category}
      </Button>
    </Box>
  );
}
