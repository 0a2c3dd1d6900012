/**
 * Reading a Nominatim place (spec §7: address.road, residential, neighbourhood, house_number, display_name,
 * error) into what the address form shows. Pure, so the choice of street is tested without a map.
 */
import type { NominatimPlace } from '@dasturxon/contracts';

export interface PlaceStreet {
  /** The street, else the residential area or neighbourhood (mahalla) the point lies in; '' when unknown. */
  street: string;
  house: string;
  /** A one-line description for search results and the picker's summary. */
  label: string;
}

export function streetOfPlace(place: NominatimPlace | null | undefined): PlaceStreet {
  // "Unable to geocode" (a point in a field or the sea) arrives as an error field: no street, not a failure.
  if (!place || place.error) return { street: '', house: '', label: '' };
  const a = place.address ?? {};
  const street = a.road ?? a.residential ?? a.neighbourhood ?? a.suburb ?? '';
  const house = a.house_number ?? '';
  const short = [street, house].filter(Boolean).join(', ');
  return { street, house, label: short || shortDisplayName(place.display_name) };
}

/** Nominatim's display_name runs to the country; the first three parts say enough on a phone. */
export function shortDisplayName(displayName: string | undefined): string {
  if (!displayName) return '';
  return displayName
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, 3)
    .join(', ');
}

export function placePoint(place: NominatimPlace): { latitude: number; longitude: number } | null {
  const latitude = Number(place.lat);
  const longitude = Number(place.lon);
  if (!place.lat || !place.lon || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  return { latitude, longitude };
}
