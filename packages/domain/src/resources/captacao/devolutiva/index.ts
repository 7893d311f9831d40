export * from './modelos.ts';
