// The shop's navigation bar (spec §2 "Navigation bar and chrome"): back button by the route's
// rule, the logo, the account icon and the basket link with its item-count badge, each shown as
// the theme's capabilities and the route say.
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { Link, useNavigate } from 'react-router';
import { AccountIcon, BackIcon, BasketIcon } from '../../components/icons';
import { shopBase, type ShopRoute, type ShopTheme } from '../../config/paths';
import { capabilitiesOf, shopPath } from '../../config/shops';
import { layout } from '../../themes/breakpoints';
import type { ThemeData } from '../../themes/theme-types';

interface NavBarProps {
  shop: ShopTheme;
  theme: ThemeData;
  route: ShopRoute;
  itemCount: number;
}

export function NavBar({ shop, theme, route, itemCount }: NavBarProps) {
  const navigate = useNavigate();
  const { Logo } = theme;
  const capabilities = capabilitiesOf(shop);
  const showAccount = capabilities.accountIcon && !route.hideAccountIcon;
  const onBack = () => (route.back === 'plp' ? navigate(shopPath(shop, 'plp')) : navigate(-1));
  const itemLabel = itemCount === 1 ? 'item' : 'items';

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar sx={{ gap: 1, minHeight: { xs: layout.shopBarHeight } }}>
        <Box sx={{ width: 96, display: 'flex' }}>
          {route.back !== 'hidden' && (
            <IconButton edge="start" aria-label="Back" onClick={onBack} color="inherit">
              <BackIcon />
            </IconButton>
          )}
        </Box>
        <Box sx={{ flex: 1, display: 'flex', justifyContent: 'center' }}>
          <Link
            to={shopBase(shop)}
            aria-label={`${theme.brand.name} home`}
            style={{ display: 'inline-flex' }}
          >
            <Logo height={30} />
          </Link>
        </Box>
        <Box sx={{ width: 96, display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>
          {showAccount && (
            <IconButton
              component={Link}
              to={shopPath(shop, 'account')}
              aria-label="My account"
              color="inherit"
            >
              <AccountIcon />
            </IconButton>
          )}
          {capabilities.basket && (
            <IconButton
              component={Link}
              to={shopPath(shop, 'basket')}
              aria-label={`Basket, ${itemCount} ${itemLabel}`}
              color="inherit"
            >
              <Badge badgeContent={itemCount} showZero color="primary">
                <BasketIcon />
              </Badge>
            </IconButton>
          )}
        </Box>
      </Toolbar>
    </AppBar>
  );
}
