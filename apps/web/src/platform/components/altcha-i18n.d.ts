// altcha 3.2 ships pt-br.js without its .d.ts (the translation registers itself on import).
declare module 'altcha/i18n/pt-br';
