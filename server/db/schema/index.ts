// The whole schema, as Drizzle's relational queries and drizzle-kit need it in one object.
export * from './meta';
