// Where a yacht or a dealer is: the pin and the place, read out as "Location: …" (cards, the yacht page, the dealers).
export function PlaceLine({ place, className }: { place: string; className: string }) {
  return (
    <p className={className}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path
          d="M12 2a7 7 0 0 0-7 7c0 5.3 7 13 7 13s7-7.7 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
          fill="currentColor"
        />
      </svg>
      <span className="visually-hidden">Location: </span>
      {place}
    </p>
  );
}
