// A drawn picture for a listing that has no photo yet: sky, sea and the yacht's silhouette by type.
import type { YachtType } from '@yachts/contracts/catalogue';

const SKIES = [
  ['#8ec5e8', '#d9eef8'],
  ['#f3b68c', '#fbe3c8'],
  ['#6aa7d8', '#cfe6f5'],
  ['#9db8d9', '#e8eef6'],
] as const;

export function YachtArt({ id, type, label }: { id: number; type: YachtType; label: string }) {
  const [top, bottom] = SKIES[id % SKIES.length] ?? SKIES[0];
  const sail = type === 'sail';
  const cat = type === 'catamaran';
  return (
    <svg className="yacht-art" viewBox="0 0 320 200" role="img" aria-label={label} preserveAspectRatio="xMidYMid slice">
      <defs>
        <linearGradient id={`sky-${id}`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={top} />
          <stop offset="1" stopColor={bottom} />
        </linearGradient>
        <linearGradient id={`sea-${id}`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1b6f9c" />
          <stop offset="1" stopColor="#0b3a5c" />
        </linearGradient>
      </defs>
      <rect width="320" height="200" fill={`url(#sky-${id})`} />
      <circle cx={60 + (id % 5) * 45} cy="48" r="16" fill="#fff" opacity="0.7" />
      <rect y="128" width="320" height="72" fill={`url(#sea-${id})`} />
      <path d="M0 140 Q40 134 80 140 T160 140 T240 140 T320 140" stroke="#9fd3ea" strokeWidth="2" fill="none" opacity="0.6" />
      {sail ? (
        <g>
          <path d="M166 30 L166 120 L214 120 Z" fill="#fff" />
          <path d="M160 44 L160 120 L122 120 Z" fill="#eef5fa" />
          <path d="M104 124 L224 124 L210 140 L116 140 Z" fill="#f8fafc" />
          <rect x="162" y="28" width="3" height="96" fill="#334155" />
        </g>
      ) : cat ? (
        <g>
          <path d="M98 120 L222 120 L214 132 L106 132 Z" fill="#f8fafc" />
          <rect x="120" y="104" width="80" height="16" rx="4" fill="#fff" />
          <rect x="128" y="108" width="64" height="6" rx="2" fill="#1e3a5f" />
          <path d="M100 132 L150 132 L146 142 L104 142 Z M170 132 L220 132 L216 142 L174 142 Z" fill="#e2e8f0" />
          <rect x="158" y="40" width="3" height="64" fill="#334155" />
          <path d="M161 44 L161 102 L196 102 Z" fill="#fff" />
        </g>
      ) : (
        <g>
          <path d="M86 122 L236 122 L222 142 L100 142 Z" fill="#f8fafc" />
          <path d="M112 122 L124 102 L196 102 L214 122 Z" fill="#fff" />
          <path d="M130 106 L190 106 L200 118 L126 118 Z" fill="#1e3a5f" />
          <path d="M140 102 L148 90 L180 90 L186 102 Z" fill="#eef2f6" />
          {type === 'superyacht' ? <path d="M96 122 L226 122 L230 116 L92 116 Z" fill="#e2e8f0" /> : null}
        </g>
      )}
    </svg>
  );
}
