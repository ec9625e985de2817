/** Lets pending I/O (other requests) run before a long piece of work goes on. */
export const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
