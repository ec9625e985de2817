import { config } from 'zod';

// The CSP forbids eval: without this, zod probes `new Function('')` when it builds its first object
// schema, and the browser reports a violation on every page. Imported first by every schema module.
config({ jitless: true });
