/**
 * Every position-and-salary report's server part (its file's default export), one line each: several people
 * add reports at once (issue 20), so this list is touched by one-line additions only.
 */
export {};
