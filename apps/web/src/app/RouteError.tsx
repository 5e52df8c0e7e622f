// The router's error element: a screen that throws while rendering (or a route that fails to
// load) lands on /error instead of a white screen, and is reported when reporting is on.
import { useEffect } from 'react';
import { Navigate, useLocation, useRouteError } from 'react-router';
import { paths } from '../config/paths';
import { reportError } from '../features/error-reporting/error-reporting';
import { ErrorPage } from './routes/ErrorPage';

export function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  useEffect(() => {
    console.error(error);
    reportError(error);
  }, [error]);
  // /error itself failed: show the static page rather than redirect in a loop.
  if (location.pathname === paths.error.path) {
    return <ErrorPage onBack={() => window.location.assign(paths.landing.path)} />;
  }
  return <Navigate to={paths.error.path} replace />;
}
