/** The product mark: a headframe over coal strata, drawn inline (the console runs offline). */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="var(--app-primary, #165DFF)" />
      <path d="M10 22 16 7l6 15" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
      <path d="M12 16h8M11 19h10" stroke="#fff" strokeWidth="1.6" />
      <circle cx="16" cy="9" r="2.2" fill="#fff" />
      <rect x="5" y="23" width="22" height="2.2" rx="1" fill="#0B1A3A" />
      <rect x="5" y="26" width="22" height="1.6" rx="0.8" fill="#0B1A3A" opacity="0.55" />
    </svg>
  );
}
