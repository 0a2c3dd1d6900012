/** Filled in by issue 4 (card). */
export {};
