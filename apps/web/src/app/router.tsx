// Browser router built from the typed path table. Unknown paths go to /landing (spec §2).
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { ErrorRoute } from './routes/error-route';
import { LandingRoute } from './routes/landing-route';

export const routes: RouteObject[] = [
  { path: paths.root.path, element: <Navigate to={paths.landing.path} replace /> },
  { path: paths.landing.path, element: <LandingRoute />, caseSensitive: true },
  { path: paths.error.path, element: <ErrorRoute />, caseSensitive: true },
  { path: '*', element: <Navigate to={paths.landing.path} replace /> },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
