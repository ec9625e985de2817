import type { RunningServer } from '../server';
import { platformSuite } from './platform';
import { searchSuite } from './search';

export interface ServerSuite {
  name: string;
  run(server: RunningServer): Promise<void>;
}

/** Suites that load a running server, run once per database backend. */
export const serverSuites: ServerSuite[] = [
  { name: 'platform', run: platformSuite },
  { name: 'search', run: searchSuite },
];
