/**
 * Every position-and-salary report declaration, one line each (issue 20: several people add reports at
 * once, so this list is touched by one-line additions only). Order does not matter: index.ts sorts by title.
 */
export {};
