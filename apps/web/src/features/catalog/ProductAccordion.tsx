// The detail page's accordion (spec §2 pdp): Product Information, Size Guide (only one size)
// and Refunds & Returns.
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ExpandMoreIcon } from '../../components/icons';
import type { Product } from './products';
import { productSizes } from './ProductOptions';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Accordion
      disableGutters
      elevation={0}
      square
      // The page's title is the h1; its sections are h2s.
      slots={{ heading: 'h2' }}
      sx={{
        bgcolor: 'transparent',
        borderTop: 1,
        borderColor: 'divider',
        '&::before': { display: 'none' },
      }}
    >
      <AccordionSummary
        id={`${id}-summary`}
        aria-controls={`${id}-details`}
        expandIcon={<ExpandMoreIcon />}
        sx={{ px: 0 }}
      >
        <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-details`} sx={{ px: 0, pt: 0 }}>
        {children}
      </AccordionDetails>
    </Accordion>
  );
}

export function ProductAccordion({ product }: { product: Product }) {
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Section id="product-information" title="Product Information">
        <Box component="ul" sx={{ m: 0, pl: 2.5, typography: 'body2' }}>
          {product.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </Box>
      </Section>
      <Section id="size-guide" title="Size Guide">
        <Typography variant="body2">
          Available in one size only: {productSizes.join(', ')}, made to fit most people. There is
          nothing to measure.
        </Typography>
      </Section>
      <Section id="refunds-returns" title="Refunds & Returns">
        <Typography variant="body2">
          Return anything unworn within 30 days for a full refund to the card you paid with. Refunds
          reach your account 3–5 working days after we receive the parcel.
        </Typography>
      </Section>
    </Box>
  );
}
