/** The basket icon of the navigation (same stroke style as the shell's icons; drawn by the sprite, decision 360). */
export function BasketIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <use href="#i-basket" />
    </svg>
  );
}
