// Placeholder landing page (the real use-case chooser arrives with the demo shell).
import { demoName, paths } from '../../config/paths';
import { useAppSelector } from '../hooks';
import { selectEnvironmentConfig } from '../../features/environment/environment-slice';
import { PageTitle } from '../../components/PageTitle';
import './landing-route.css';

export function LandingRoute() {
  const config = useAppSelector(selectEnvironmentConfig);
  const error = useAppSelector((state) => state.environment.error);

  return (
    <main className="landing">
      <PageTitle label={paths.landing.label} />
      <h1>{demoName}</h1>
      <p className="landing__lead">
        Pick a sample shop, pay inside a simulated phone or desktop, and watch every API request and
        response appear step by step.
      </p>
      <p className="landing__status" role="status">
        {config
          ? `Connected to the provider sandbox at ${config.wpBaseUrl} (${config.environment}).`
          : error
            ? `The environment config could not be loaded: ${error}`
            : 'Loading the environment config…'}
      </p>
    </main>
  );
}
