/** Filled in by issue 4 (staff). */
export {};
