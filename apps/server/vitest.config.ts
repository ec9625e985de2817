import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Opening an embedded database and migrating it takes seconds.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
