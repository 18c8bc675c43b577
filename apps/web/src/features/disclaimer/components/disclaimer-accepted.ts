/** The session-storage value of `disclaimerAccept` once the visitor has accepted. */
export const DISCLAIMER_ACCEPTED = 'true';
