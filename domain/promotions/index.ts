export * from './types';
export * from './window';
export * from './scope';
export * from './price';
export * from './codes';
