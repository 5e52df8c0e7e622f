// 'Skip to the shop' (issue 35, item 11): the first Tab stop of every shop page, shown when it
// has focus, taking the keyboard past the shell's controls to the shop screen's heading.
import Box from '@mui/material/Box';
import { focusShopHeading, shopRegionId } from './focus-shop';

export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${shopRegionId}`}
      // The covering check skips it: off screen until focused, then over the page by design.
      data-skip-link=""
      onClick={(event) => {
        // The shop's heading, not the fragment: the router owns the address.
        event.preventDefault();
        focusShopHeading();
      }}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: 1500,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: '#1b1f3b',
        color: '#ffffff',
        fontWeight: 700,
        textDecoration: 'underline',
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      Skip to the shop
    </Box>
  );
}
