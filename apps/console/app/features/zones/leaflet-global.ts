/** Leaflet-Geoman extends the global `L`: this module, imported before it, makes our Leaflet that global. */
import L from 'leaflet';

(globalThis as { L?: typeof L }).L = L;

export { L };
