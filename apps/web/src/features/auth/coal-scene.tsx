/**
 * The login artwork: karst peaks over a cross-section of coal-bearing strata with a headframe and a
 * shaft, drawn as inline SVG so the page needs no external image.
 */
export function CoalScene() {
  return (
    <svg
      className="coal-scene"
      viewBox="0 0 640 420"
      role="presentation"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="cs-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2a5bd7" stopOpacity="0.35" />
          <stop offset="1" stopColor="#2a5bd7" stopOpacity="0" />
        </linearGradient>
        <linearGradient id="cs-coal" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#0b0f1a" />
          <stop offset="1" stopColor="#1b2233" />
        </linearGradient>
        <pattern id="cs-sand" width="8" height="8" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="0.9" fill="#c9a86a" opacity="0.5" />
          <circle cx="6" cy="6" r="0.7" fill="#c9a86a" opacity="0.4" />
        </pattern>
        <pattern id="cs-lime" width="24" height="12" patternUnits="userSpaceOnUse">
          <path d="M0 12h24M12 0v12M0 0v12" stroke="#7f8fa6" strokeWidth="0.8" opacity="0.45" fill="none" />
        </pattern>
      </defs>
      <rect width="640" height="170" fill="url(#cs-sky)" />
      {/* karst peak forest, typical of Guizhou */}
      <path
        d="M0 170 C30 90 50 90 70 170 C90 110 110 70 135 170 C150 120 175 120 190 170 C215 80 245 60 270 170 C290 120 310 110 330 170 C360 95 385 85 410 170 C430 130 455 125 470 170 C500 90 530 70 560 170 C580 125 610 120 640 170 Z"
        fill="#3b6a5a"
        opacity="0.85"
      />
      <path d="M0 170 H640 V200 H0 Z" fill="#5b7d4e" />
      {/* strata: topsoil, sandstone, limestone, coal seams, mudstone */}
      <path d="M0 200 C160 192 320 212 640 198 V238 C400 250 200 232 0 242 Z" fill="#b08d57" />
      <path d="M0 200 C160 192 320 212 640 198 V238 C400 250 200 232 0 242 Z" fill="url(#cs-sand)" />
      <path d="M0 242 C200 232 400 250 640 238 V276 C420 288 210 270 0 282 Z" fill="#8a96a8" />
      <path d="M0 242 C200 232 400 250 640 238 V276 C420 288 210 270 0 282 Z" fill="url(#cs-lime)" />
      <path d="M0 282 C210 270 420 288 640 276 V294 C420 306 210 288 0 300 Z" fill="url(#cs-coal)" />
      <path d="M0 300 C210 288 420 306 640 294 V330 C420 342 210 324 0 336 Z" fill="#6d5a4a" />
      <path d="M0 336 C210 324 420 342 640 330 V342 C420 354 210 336 0 348 Z" fill="url(#cs-coal)" />
      <path d="M0 348 C210 336 420 354 640 342 V420 H0 Z" fill="#4a4038" />
      {/* a fault offsets the lower beds */}
      <path d="M430 200 L470 420" stroke="#f5d48a" strokeWidth="1.5" strokeDasharray="6 4" opacity="0.8" />
      {/* headframe, winding house and shaft */}
      <g transform="translate(150 92)">
        <path d="M0 78 L22 0 L44 78" fill="none" stroke="#e8eefc" strokeWidth="4" strokeLinejoin="round" />
        <path d="M8 50 H36 M14 28 H30" stroke="#e8eefc" strokeWidth="3" />
        <circle cx="22" cy="4" r="8" fill="none" stroke="#ffb547" strokeWidth="3" />
        <rect x="52" y="50" width="46" height="28" rx="2" fill="#e8eefc" opacity="0.9" />
        <rect x="60" y="58" width="10" height="8" fill="#2a5bd7" />
        <rect x="78" y="58" width="10" height="8" fill="#2a5bd7" />
        <path d="M22 4 L75 50" stroke="#e8eefc" strokeWidth="1.5" />
      </g>
      <rect x="168" y="170" width="8" height="166" fill="#0b0f1a" opacity="0.75" />
      <path d="M176 292 H300" stroke="#ffb547" strokeWidth="3" strokeLinecap="round" />
      <path d="M176 342 H250" stroke="#ffb547" strokeWidth="3" strokeLinecap="round" opacity="0.8" />
      {/* survey points and data links over the mining area */}
      <g fill="#ffb547">
        <circle cx="300" cy="292" r="5" />
        <circle cx="520" cy="288" r="4" />
        <circle cx="380" cy="338" r="4" />
      </g>
      <path
        d="M300 292 C360 230 460 230 520 288 M380 338 C420 300 470 300 520 288"
        stroke="#ffb547"
        strokeWidth="1.2"
        fill="none"
        strokeDasharray="3 4"
        opacity="0.9"
      />
    </svg>
  );
}
