export * from './platform';
export * from './mine';
export * from './desk';
export * from './risk';
export * from './news';
export * from './scheduler';
export * from './feedback';
export * from './saved-views';
