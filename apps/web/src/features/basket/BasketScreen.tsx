// {base}/basket (spec §2): the title; an empty message, or the strip of items, the total and,
// when cards are saved, the card to pay with; then the footer buttons of the four cases.
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { Token } from '@sjd/contracts';
import { BasketActions } from './BasketActions';
import { basketFooter, chosenCardId, itemCountText } from './basket-rules';
import { BasketStrip, type BasketLine } from './BasketStrip';
import { SavedCardPicker } from './SavedCardPicker';
import { PageColumn } from '../../components/PageColumn';

export const emptyBasketText = 'Your basket is empty.';

interface BasketScreenProps {
  lines: readonly BasketLine[];
  itemCount: number;
  total: string;
  savedCards: readonly Token[];
  checkCVC: boolean;
  /** The card the shopper picked in the dropdown (session.selectedToken), if any. */
  pickedCardId: string | null;
  paths: { plp: string; registerPayment: string };
  onRemove(id: number): void;
  onPickCard(tokenId: string): void;
  /** CVC check on: verify the card's security code first (cardCheck). */
  onVerifyCard(token: Token): void;
  /** CVC check off: pay with the card at once. */
  onPayWithCard(token: Token): void;
}

export function BasketScreen(props: BasketScreenProps) {
  const { lines, itemCount, total, savedCards, checkCVC, paths } = props;
  const chosenId = chosenCardId(
    savedCards.map((t) => t.tokenId),
    props.pickedCardId,
  );
  const chosen = savedCards.find((t) => t.tokenId === chosenId) ?? null;
  const footer = basketFooter({ itemCount, savedCardCount: savedCards.length, checkCVC });

  const onBuyNow = () => {
    if (!chosen) return;
    if (footer === 'verifyCvc') props.onVerifyCard(chosen);
    else props.onPayWithCard(chosen);
  };

  return (
    <PageColumn maxWidth={720} gap={3}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5 }}>
        <Typography variant="h1">Basket</Typography>
        {itemCount > 0 && (
          <Typography variant="body2" color="text.secondary">
            {itemCountText(itemCount)}
          </Typography>
        )}
      </Box>
      {footer === 'empty' ? (
        <Box sx={{ py: 4, textAlign: 'center' }}>
          <Typography sx={{ fontSize: '1.15rem', fontWeight: 600 }}>{emptyBasketText}</Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Everything you add to your basket shows up here.
          </Typography>
        </Box>
      ) : (
        <>
          <BasketStrip lines={lines} onRemove={props.onRemove} />
          <Box
            sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}
            aria-label="Basket total"
            role="group"
          >
            <Typography sx={{ fontWeight: 600 }}>Total</Typography>
            <Typography sx={{ fontSize: '1.35rem', fontWeight: 700 }}>{total}</Typography>
          </Box>
          {chosen && (
            <>
              <Divider />
              <SavedCardPicker tokens={savedCards} chosen={chosen} onChoose={props.onPickCard} />
            </>
          )}
        </>
      )}
      <BasketActions footer={footer} paths={paths} onBuyNow={onBuyNow} />
    </PageColumn>
  );
}
