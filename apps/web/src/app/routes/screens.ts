// Which component each shop screen renders, per shop flow. The shop issues replace placeholders
// here, one screen at a time; every screen is its own lazy chunk.
import type { ComponentType } from 'react';
import type { ScreenId, ShopFlow } from '../../config/paths';

/** The fashion shops (retail and modernmart). */
async function loadRetailScreen(screen: ScreenId): Promise<ComponentType | null> {
  switch (screen) {
    case 'plp':
      return (await import('./retail/plp-route')).PlpRoute;
    case 'pdp':
      return (await import('./retail/pdp-route')).PdpRoute;
    case 'basket':
      return (await import('./retail/basket-route')).BasketRoute;
    case 'registerPayment':
      return (await import('./retail/register-payment-route')).RegisterPaymentRoute;
    case 'checkout':
      return (await import('./retail/checkout-route')).CheckoutRoute;
    case 'cardCheck':
      return (await import('./retail/card-check-route')).CardCheckRoute;
    case 'processing':
      return (await import('./retail/processing-route')).ProcessingRoute;
    case 'account':
      return (await import('./retail/account-route')).AccountRoute;
    case 'editCard':
      return (await import('./retail/edit-card-route')).EditCardRoute;
    case 'success':
      return (await import('./retail/success-route')).SuccessRoute;
    case 'error':
    case 'declined':
    case 'addCardFailed':
      return (await import('./retail/payment-result-route')).PaymentResultRoute;
    default:
      return null;
  }
}

export async function loadScreen(flow: ShopFlow, screen: ScreenId): Promise<ComponentType> {
  if (screen === 'splash') return (await import('./splash-route')).SplashRoute;
  const built = flow === 'retail' ? await loadRetailScreen(screen) : null;
  return built ?? (await import('./placeholder-route')).PlaceholderRoute;
}
