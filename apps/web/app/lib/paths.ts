/** Paths the shell itself refers to. Kept free of imports: client code reads them. */

/** Spec §2: where a visitor lands when no merchant can be resolved. */
export const MERCHANT_NOT_AVAILABLE_PATH = '/merchantNotAvailable';
