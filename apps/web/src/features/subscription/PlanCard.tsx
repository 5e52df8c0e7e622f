// The subscription plan at a glance (spec §3 "Digital subscription plan": Basic, 'Single
// language', 1 per month): the checkout's cart and the account's subscription.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CheckIcon } from '../../components/icons';
import type { SubscriptionPlan } from '../../themes/theme-types';

interface PlanCardProps {
  plan: SubscriptionPlan;
  /** The plan's price, formatted in the site currency. */
  price: string;
  /** A line under the price (the checkout's renewal terms, the account's status). */
  footer?: ReactNode;
  /** Heading level of the plan's title inside the screen. */
  headingLevel?: 'h2' | 'h3';
}

export function PlanCard({ plan, price, footer, headingLevel = 'h2' }: PlanCardProps) {
  const titleId = `plan-${plan.id}-title`;
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{
        position: 'relative',
        overflow: 'hidden',
        p: 2.5,
        pl: 3,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        display: 'grid',
        gap: 1.5,
        // A band in the brand colour down the left edge.
        '&::before': {
          content: '""',
          position: 'absolute',
          inset: '0 auto 0 0',
          width: 6,
          bgcolor: 'primary.main',
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'baseline',
          gap: 2,
          flexWrap: 'wrap',
        }}
      >
        <Box>
          <Typography id={titleId} component={headingLevel} variant="h4">
            {plan.title} plan
          </Typography>
          <Typography color="text.secondary">{plan.description}</Typography>
        </Box>
        <Typography>
          <Box component="span" sx={{ fontSize: '1.6rem', fontWeight: 800 }}>
            {price}
          </Box>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {' '}
            / {plan.period}
          </Box>
        </Typography>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
        {plan.features.map((feature) => (
          <Box
            component="li"
            key={feature}
            sx={{ display: 'flex', gap: 1, alignItems: 'center', fontSize: '0.95rem' }}
          >
            <CheckIcon fontSize="small" sx={{ color: 'success.main' }} />
            {feature}
          </Box>
        ))}
      </Box>
      {footer}
    </Box>
  );
}
