// A way to end the current task and go on in a new one, so that a long start-up is several
// short tasks the browser can answer input between. A message channel, not setTimeout: timers
// of a page in a background tab wait a second or more.
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
