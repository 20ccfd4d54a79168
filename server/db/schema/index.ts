export * from './employees';
export * from './settings';
