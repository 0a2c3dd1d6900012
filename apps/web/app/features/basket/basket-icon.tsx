/** The basket icon of the navigation (same stroke style as the shell's icons). */
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
      <path d="M3 9h18l-2 11H5L3 9Zm5 0 3-6m5 6-3-6" />
    </svg>
  );
}
