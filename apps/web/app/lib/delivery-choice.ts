/**
 * The delivery point chosen on /choose-address, kept in this browser for the order (spec §3 persisted client
 * state: the address request). The basket and checkout (a later issue) read it; logout clears local storage.
 */
export const DELIVERY_ADDRESS_KEY = 'deliveryAddress';

export interface DeliveryChoice {
  /** The saved address it is, when there is one. */
  id: number | null;
  latitude: number;
  longitude: number;
  streetName: string;
  houseNumber: string;
}

export function rememberDeliveryChoice(
  choice: DeliveryChoice,
  storage: Storage | undefined = globalThis.localStorage,
) {
  try {
    storage?.setItem(DELIVERY_ADDRESS_KEY, JSON.stringify(choice));
  } catch {
    // Private mode or a full storage: the order asks for the address again, nothing else breaks.
  }
}
