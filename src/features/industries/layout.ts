/** Room above a scrolled-to or focused element for the shell's sticky header. */
export const STICKY_HEADER_CLEARANCE = { base: '7rem', md: '5.5rem' };
