export * from './columns';
export * from './documents';
export * from './document-fields';
export * from './subsections';
export * from './grading';
export * from './api';
export * from './summary';
export * from './fixed-terms';
