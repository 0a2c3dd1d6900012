/** The few line icons of the shell, inline (no icon font, no request). Decorative: labels carry the meaning. */
const common = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

export const MenuIcon = () => (
  <svg {...common}>
    <path d="M4 11h16M5 11a7 7 0 0 1 14 0M3 15h18M6 15l1 4h10l1-4" />
  </svg>
);
export const SearchIcon = () => (
  <svg {...common}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);
export const PinIcon = () => (
  <svg {...common}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </svg>
);
export const UserIcon = () => (
  <svg {...common}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </svg>
);
export const InfoIcon = () => (
  <svg {...common}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5v.5" />
  </svg>
);
export const BackIcon = () => (
  <svg {...common}>
    <path d="M15 18l-6-6 6-6" />
  </svg>
);
export const CloseIcon = () => (
  <svg {...common}>
    <path d="M6 6l12 12M18 6 6 18" />
  </svg>
);
