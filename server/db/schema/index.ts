export * from './employees';
export * from './settings';
export * from './taxonomy';
export * from './sessions';
export * from './media';
export * from './catalogue';
export * from './warehouses';
export * from './history';
