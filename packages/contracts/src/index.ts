export * from './envelope';
export * from './roles';
export * from './auth';
export * from './dict';
export * from './message';
export * from './health';
export * from './app-info';
