// Standalone entry: runs only the sandbox (npm start runs it beside the server instead).
import { buildSandbox } from './app';
import { sandboxConfigFromEnv } from './config';

const { config, listen } = sandboxConfigFromEnv(process.env);
const app = await buildSandbox(config);
await app.listen(listen);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
