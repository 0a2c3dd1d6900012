/** Filled in by issue 4 (payment). */
export {};
