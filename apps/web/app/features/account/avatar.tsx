/** The customer's initial in a circle: who is signed in, at a glance (no photo upload exists). */
export function Avatar({ name, size = 'small' }: { name: string; size?: 'small' | 'large' }) {
  const initial = name.trim().startsWith('+') ? '' : [...name.trim()][0]?.toUpperCase();
  return (
    <span className={`avatar avatar--${size}`} aria-hidden="true">
      {initial || (
        <svg viewBox="0 0 24 24" width="60%" height="60%" fill="none" stroke="currentColor" strokeWidth="1.8">
          <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm-8 9a8 8 0 0 1 16 0" />
        </svg>
      )}
    </span>
  );
}
