// The landing page's cards (spec §1): three groups of use cases, each card leading to a shop.
import type { ShopTheme } from '../../config/paths';
import type { IntegrationType } from '../../themes/theme-types';

export interface UseCase {
  shop: string;
  theme: ShopTheme;
  integrationType: IntegrationType;
  features: readonly string[];
}

export interface UseCaseGroup {
  /** Anchor of the 'Jump to section' list. */
  id: string;
  title: string;
  recommendation: string;
  summary: string;
  useCases: readonly UseCase[];
}

export const useCaseGroups: readonly UseCaseGroup[] = [
  {
    id: 'payments-api',
    title: 'Payments API',
    recommendation: 'Recommended for all customers',
    summary: 'One orchestrated call runs fraud screening, 3DS and token creation for you.',
    useCases: [
      {
        shop: 'Fashion retailer',
        theme: 'modernmart',
        integrationType: 'Orchestrated',
        features: ['Guest card payments', 'Stored card payments'],
      },
    ],
  },
  {
    id: 'modular-apis',
    title: 'Modular APIs',
    recommendation: 'Recommended for Enterprise customers',
    summary: 'Call tokens, 3DS, FraudSight, payments and payouts yourself, one API at a time.',
    useCases: [
      {
        shop: 'Fashion retailer',
        theme: 'retail',
        integrationType: 'Modular',
        features: ['Guest card payments', 'Stored card payments', 'Non-card payment methods'],
      },
      {
        shop: 'Sports betting platform',
        theme: 'gambling',
        integrationType: 'Modular',
        features: ['Payouts', 'Stored card payments'],
      },
      {
        shop: 'Education subscription service',
        theme: 'digital',
        integrationType: 'Modular',
        features: ['Recurring payments'],
      },
    ],
  },
  {
    id: 'hosted-payment-pages',
    title: 'Hosted Payment Pages',
    recommendation: 'Recommended for small and medium business customers',
    summary: 'Embed the provider’s hosted payment page: card data never touches your site.',
    useCases: [
      {
        shop: 'Museum ticket portal',
        theme: 'museart',
        integrationType: 'HPP',
        features: ['Guest card payments'],
      },
    ],
  },
];
