export * from './platform';
export * from './mine';
