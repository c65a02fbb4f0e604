// The whole schema, as Drizzle's relational queries and drizzle-kit need it in one object.
export * from './meta';
export * from './risk';
export * from './accounts';
export * from './geography';
export * from './fleet';
export * from './schedule';
export * from './content';
export * from './cabin-guide';
export * from './customer-service';
export * from './orders';
export * from './refunds';
export * from './payments';
export * from './points';
export * from './check-in';
export * from './saved-passengers';
export * from './insurance';
export * from './wallet';
