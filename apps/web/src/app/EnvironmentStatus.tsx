// Which provider the demo talks to, as the start-up config fetch found it.
import { useEnvironmentView } from './app-store-source';

export function EnvironmentStatus() {
  const { config, error } = useEnvironmentView({ fetch: true });
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
