// Card brand icons (spec §5 "Icons: amex, diners, discover, jcb, maestro, mastercard, visa"):
// small drawings in each scheme's colours, 40x26, named for screen readers.
import Box from '@mui/material/Box';
import { cardBrandNames, cardBrandRules, type CardBrandName } from '@sjd/cards';
import type { ReactNode } from 'react';
import { animationMs } from '../../themes/breakpoints';

/** 'amex' → 'American Express' (the brand table's label). */
export function brandLabel(brand: CardBrandName): string {
  return cardBrandRules.find((rule) => rule.brand === brand)?.label ?? brand;
}

const text = (x: number, label: string, fill: string, size = 9) => (
  <text
    x={x}
    y="16.5"
    fill={fill}
    fontFamily="Arial, Helvetica, sans-serif"
    fontSize={size}
    fontWeight="700"
    textAnchor="middle"
  >
    {label}
  </text>
);

const drawings: Record<CardBrandName, { background: string; art: ReactNode }> = {
  visa: { background: '#ffffff', art: text(20, 'VISA', '#1a1f71', 11) },
  mastercard: {
    background: '#ffffff',
    art: (
      <>
        <circle cx="16" cy="13" r="7.5" fill="#eb001b" />
        <circle cx="24" cy="13" r="7.5" fill="#f79e1b" />
        <path d="M20 7a7.5 7.5 0 0 1 0 12 7.5 7.5 0 0 1 0-12z" fill="#ff5f00" />
      </>
    ),
  },
  maestro: {
    background: '#ffffff',
    art: (
      <>
        <circle cx="16" cy="13" r="7.5" fill="#0099df" />
        <circle cx="24" cy="13" r="7.5" fill="#ed0006" />
        <path d="M20 7a7.5 7.5 0 0 1 0 12 7.5 7.5 0 0 1 0-12z" fill="#6c6bbd" />
      </>
    ),
  },
  amex: { background: '#1f72cd', art: text(20, 'AMEX', '#ffffff', 10) },
  discover: {
    background: '#ffffff',
    art: (
      <>
        {text(17, 'DISC', '#231f20', 8)}
        <circle cx="31" cy="13" r="4.5" fill="#f48120" />
      </>
    ),
  },
  jcb: {
    background: '#ffffff',
    art: (
      <>
        <rect x="7" y="5" width="8" height="16" rx="2.5" fill="#0e4c96" />
        <rect x="16" y="5" width="8" height="16" rx="2.5" fill="#e21836" />
        <rect x="25" y="5" width="8" height="16" rx="2.5" fill="#00a651" />
        {text(11, 'J', '#ffffff', 7)}
        {text(20, 'C', '#ffffff', 7)}
        {text(29, 'B', '#ffffff', 7)}
      </>
    ),
  },
  diners: {
    background: '#ffffff',
    art: (
      <>
        <circle cx="20" cy="13" r="8" fill="#0079be" />
        <circle cx="20" cy="13" r="5.5" fill="#ffffff" />
        <rect x="19.2" y="7.5" width="1.6" height="11" fill="#0079be" />
      </>
    ),
  },
};

interface BrandIconProps {
  brand: CardBrandName;
  /** Dimmed (another brand was recognised). */
  isMuted?: boolean;
  /** Decorative where the brand's name is already said in text. */
  isDecorative?: boolean;
}

export function BrandIcon({ brand, isMuted = false, isDecorative = false }: BrandIconProps) {
  const { background, art } = drawings[brand];
  return (
    <Box
      component="svg"
      viewBox="0 0 40 26"
      width={40}
      height={26}
      {...(isDecorative
        ? { 'aria-hidden': true }
        : { role: 'img', 'aria-label': brandLabel(brand) })}
      sx={{
        flexShrink: 0,
        borderRadius: '4px',
        boxShadow: 'inset 0 0 0 1px rgba(0, 0, 0, 0.14)',
        opacity: isMuted ? 0.3 : 1,
        filter: isMuted ? 'grayscale(1)' : 'none',
        transition: `opacity ${animationMs.fastest}ms, filter ${animationMs.fastest}ms`,
      }}
    >
      <rect width="40" height="26" rx="4" fill={background} />
      {art}
    </Box>
  );
}

/** The accepted brands in a row; the recognised one stands out while the others dim. */
export function AcceptedBrands({ recognised }: { recognised: CardBrandName | null }) {
  return (
    <Box
      role="list"
      aria-label="Accepted cards"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
    >
      {cardBrandNames.map((brand) => (
        <Box role="listitem" key={brand} sx={{ display: 'flex' }}>
          <BrandIcon brand={brand} isMuted={recognised !== null && recognised !== brand} />
        </Box>
      ))}
    </Box>
  );
}
