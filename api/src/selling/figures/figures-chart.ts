// A listing's or a dealer's figures drawn on the server as SVG (decision 045): a day per column, views as bars and
// follows, saves to compare and enquiries as marked lines, with axes and a legend; no script, so it shows anywhere an image does. The
// page puts the same numbers beside it as a table for screen readers, and gives the image its text alternative.

export interface DayFigures {
  /** YYYY-MM-DD */
  day: string;
  views: number;
  follows: number;
  compares: number;
  enquiries: number;
}

const WIDTH = 720;
const HEIGHT = 260;
const PAD = { top: 24, right: 16, bottom: 40, left: 44 };
const COLORS = {
  views: '#1287b8',
  follows: '#c99a3c',
  compares: '#7a4fb5',
  enquiries: '#107c41',
  grid: '#dfe5ec',
  ink: '#526173',
} as const;
const LINES = ['follows', 'compares', 'enquiries'] as const;
const LEGEND = { views: 'Views', follows: 'Follows', compares: 'Compared', enquiries: 'Enquiries' } as const;

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** A round upper bound for the axis: 1, 2, 5 × 10^n. */
export function niceMax(value: number): number {
  if (value <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

/** The chart of `days` (oldest first) as an SVG document. */
export function figuresChart(days: DayFigures[], title: string): string {
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const top = niceMax(Math.max(0, ...days.flatMap((d) => [d.views, ...LINES.map((key) => d[key])])));
  const column = days.length > 0 ? plotW / days.length : plotW;
  const y = (value: number) => PAD.top + plotH - (value / top) * plotH;
  const x = (i: number) => PAD.left + column * i + column / 2;
  const parts: string[] = [];
  for (let i = 0; i <= 4; i += 1) {
    const value = (top / 4) * i;
    parts.push(
      `<line x1="${PAD.left}" x2="${WIDTH - PAD.right}" y1="${y(value).toFixed(1)}" y2="${y(value).toFixed(1)}" stroke="${COLORS.grid}"/>`,
      `<text x="${PAD.left - 6}" y="${(y(value) + 4).toFixed(1)}" text-anchor="end" font-size="11" fill="${COLORS.ink}">${Math.round(value)}</text>`,
    );
  }
  days.forEach((d, i) => {
    const height = (d.views / top) * plotH;
    parts.push(
      `<rect x="${(x(i) - column * 0.35).toFixed(1)}" y="${(PAD.top + plotH - height).toFixed(1)}" width="${(column * 0.7).toFixed(1)}" height="${height.toFixed(1)}" fill="${COLORS.views}" opacity="0.8"/>`,
    );
    if (i % Math.max(1, Math.ceil(days.length / 6)) === 0) {
      parts.push(
        `<text x="${x(i).toFixed(1)}" y="${HEIGHT - PAD.bottom + 16}" text-anchor="middle" font-size="11" fill="${COLORS.ink}">${d.day.slice(5)}</text>`,
      );
    }
  });
  for (const key of LINES) {
    const points = days.map((d, i) => `${x(i).toFixed(1)},${y(d[key]).toFixed(1)}`).join(' ');
    if (days.length > 0) parts.push(`<polyline points="${points}" fill="none" stroke="${COLORS[key]}" stroke-width="2"/>`);
    days.forEach((d, i) => parts.push(`<circle cx="${x(i).toFixed(1)}" cy="${y(d[key]).toFixed(1)}" r="2.5" fill="${COLORS[key]}"/>`));
  }
  const legend = (['views', ...LINES] as const)
    .map((key, i) => {
      const lx = PAD.left + i * 100;
      return `<rect x="${lx}" y="${HEIGHT - 14}" width="10" height="10" fill="${COLORS[key]}"/><text x="${lx + 14}" y="${HEIGHT - 5}" font-size="11" fill="${COLORS.ink}">${LEGEND[key]}</text>`;
    })
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${escape(title)}" font-family="system-ui, sans-serif">`,
    `<title>${escape(title)}</title>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>`,
    ...parts,
    legend,
    '</svg>',
  ].join('');
}
