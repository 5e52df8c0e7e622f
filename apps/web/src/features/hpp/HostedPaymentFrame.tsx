// The hosted payment page inside the shop (spec §7): loads the provider's library from the
// configured script URL and sets it up with the page's url, type iframe, inject immediate, this
// container as target, accessibility true, debug false, the theme's customisation and the result
// callback. The library owns the container's content (it puts its iframe there), so React
// renders nothing inside it. What happens is reported as events: set up, unavailable (the script
// did not load, or setup threw), or the result.
import Box from '@mui/material/Box';
import { useEffect, useId } from 'react';
import { useAppDispatch } from '../../lib/hooks';
import type { HppStyles } from '../../themes/theme-types';
import { hppCustomisation } from './customisation';
import {
  readHostedResult,
  hostedLibrarySetUp,
  hostedPageUnavailable,
  hostedResultReceived,
} from '../journeys';
import { describeSetup, loadHppLibrary, type HppSetupOptions } from './hpp-library';

interface HostedPaymentFrameProps {
  url: string;
  libraryUrl: string;
  styles: HppStyles;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function HostedPaymentFrame({ url, libraryUrl, styles }: HostedPaymentFrameProps) {
  const dispatch = useAppDispatch();
  const target = `sjd-hpp-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;

  useEffect(() => {
    // Only the latest run sets the library up (React may run this effect twice in development).
    let isCurrent = true;
    loadHppLibrary(libraryUrl).then(
      (setUpLibrary) => {
        if (!isCurrent) return;
        const options: HppSetupOptions = {
          url,
          type: 'iframe',
          inject: 'immediate',
          target,
          accessibility: true,
          debug: false,
          customisation: hppCustomisation(styles),
          resultCallback: (responseData) =>
            dispatch(hostedResultReceived(readHostedResult(responseData))),
        };
        try {
          setUpLibrary(options);
        } catch (error) {
          dispatch(
            hostedPageUnavailable({
              problem: 'library',
              message: `The hosted payment page library refused the set-up: ${messageOf(error)}`,
            }),
          );
          return;
        }
        dispatch(hostedLibrarySetUp({ setup: describeSetup(options) }));
      },
      (error: unknown) => {
        if (isCurrent) {
          dispatch(hostedPageUnavailable({ problem: 'library', message: messageOf(error) }));
        }
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [dispatch, url, libraryUrl, styles, target]);

  return <Box id={target} sx={{ width: '100%', minHeight: 200 }} />;
}
