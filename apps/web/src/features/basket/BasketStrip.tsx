// The basket's items as a horizontal strip of thumbnails, each a quarter of the strip's width
// (spec §2 basket), each with its quantity and a remove control named after the item.
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ProductImage } from '../../assets/products';
import { DeleteIcon } from '../../components/icons';
import { ProductPicture } from '../../components/ProductPicture';

export interface BasketLine {
  id: number;
  title: string;
  quantity: number;
  /** Unit price, formatted. */
  price: string;
  /** The product's artwork; null for a line whose product this shop does not sell. */
  image: ProductImage | null;
}

interface BasketStripProps {
  lines: readonly BasketLine[];
  onRemove(id: number): void;
}

function Thumbnail({ line }: { line: BasketLine }) {
  if (line.image) return <ProductPicture image={line.image} size="thumb" alt="" />;
  // A line without artwork (e.g. restored from another shop) still gets a square of its own.
  return (
    <Box
      aria-hidden="true"
      sx={{
        aspectRatio: '1 / 1',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'divider',
        fontSize: '1.5rem',
        fontWeight: 700,
      }}
    >
      {line.title.charAt(0).toUpperCase()}
    </Box>
  );
}

export function BasketStrip({ lines, onRemove }: BasketStripProps) {
  return (
    <Box
      component="ul"
      aria-label="Items in your basket"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', overflowX: 'auto', pb: 1 }}
    >
      {lines.map((line) => (
        <Box component="li" key={line.id} sx={{ flex: '0 0 25%', minWidth: 0, px: 0.5 }}>
          <Box sx={{ position: 'relative', borderRadius: 1, overflow: 'hidden' }}>
            <Thumbnail line={line} />
            <IconButton
              size="small"
              aria-label={`Remove ${line.title}`}
              onClick={() => onRemove(line.id)}
              sx={{
                position: 'absolute',
                top: 4,
                right: 4,
                p: 0.5,
                bgcolor: 'background.paper',
                boxShadow: 1,
                '&:hover': { bgcolor: 'background.paper' },
              }}
            >
              <DeleteIcon sx={{ fontSize: 16 }} />
            </IconButton>
          </Box>
          <Typography variant="body2" sx={{ mt: 0.75, fontWeight: 600, lineHeight: 1.25 }}>
            {line.title}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {line.quantity} × {line.price}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
