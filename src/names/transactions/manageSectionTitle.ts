/**
 * The Manage menu's sections, in the order shown (each read as its heading; manageSections.ts
 * holds their words); each Manage action names its own. Apart from the menu, which reads the
 * registry, so a definition names its section without importing the registry back.
 */
export const MANAGE_SECTION_TITLES = ['Sale', 'Profile', 'Addresses', 'Vault', 'Segments', 'Contract'] as const

export type ManageSectionTitle = (typeof MANAGE_SECTION_TITLES)[number]
