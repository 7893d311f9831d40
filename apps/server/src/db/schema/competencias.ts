// Competences (conhecimentos, habilidades, atitudes), behaviours, levels and their configuration.
export {};
