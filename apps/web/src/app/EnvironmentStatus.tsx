// Which provider the demo talks to, as the start-up config fetch found it.
import { selectEnvironmentConfig } from '../features/environment/environment-slice';
import { useAppSelector } from '../lib/hooks';

export function EnvironmentStatus() {
  const config = useAppSelector(selectEnvironmentConfig);
  const error = useAppSelector((state) => state.environment.error);
  return (
    <p className="hero__status" role="status">
      {config
        ? `Connected to the provider sandbox at ${config.wpBaseUrl} (${config.environment}).`
        : error
          ? `The environment config could not be loaded: ${error}`
          : 'Loading the environment config…'}
    </p>
  );
}
