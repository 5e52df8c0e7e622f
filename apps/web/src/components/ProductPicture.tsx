// A product photo: webp where the browser takes it (spec §2 "webp preferred"), the JPEG of the
// large image otherwise. Always square; the frame keeps its shape while the image loads.
import Box from '@mui/material/Box';
import { productImageSize, type ProductImage } from '../assets/products';

interface ProductPictureProps {
  image: ProductImage;
  size: 'thumb' | 'large';
  /** Empty when a caption next to the image already names the product. */
  alt: string;
  /** The first screenful loads at once; further images when scrolled to. */
  isEager?: boolean;
}

export function ProductPicture({ image, size, alt, isEager = false }: ProductPictureProps) {
  const pixels = productImageSize[size];
  return (
    <Box
      component="picture"
      sx={{ display: 'block', aspectRatio: '1 / 1', overflow: 'hidden', bgcolor: 'divider' }}
    >
      <source type="image/webp" srcSet={size === 'thumb' ? image.thumb : image.large} />
      <Box
        component="img"
        src={image.fallback}
        alt={alt}
        width={pixels}
        height={pixels}
        loading={isEager ? 'eager' : 'lazy'}
        decoding="async"
        sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
      />
    </Box>
  );
}
