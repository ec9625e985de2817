const RETRY_MS = 1000;

/**
 * Runs a cache's reload after changes: one at a time, requests during a run coalesce into one more run,
 * and a failed run (the database away) is retried until it succeeds instead of ending the process.
 */
export function createRefresher(reload: () => Promise<void>): { request(): void; settled(): Promise<void> } {
  let running: Promise<void> | undefined;
  let again = false;
  let retry: NodeJS.Timeout | undefined;

  function run(): void {
    clearTimeout(retry);
    retry = undefined;
    running = reload().then(
      () => {
        running = undefined;
        if (again) request();
      },
      () => {
        running = undefined;
        retry = setTimeout(run, RETRY_MS);
        retry.unref();
      },
    );
  }

  function request(): void {
    again = running !== undefined;
    if (!again) run();
  }

  return {
    request,
    /** Resolves when no reload is running (tests and shutdown). */
    async settled() {
      while (running) await running;
    },
  };
}
