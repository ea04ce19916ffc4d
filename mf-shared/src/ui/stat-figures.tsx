// A few counts side by side, each a figure under its label ("Followers 12"): a description list on the shared
// stat-figures look (tokens.css), with the area's own class for where it stands.
export function StatFigures({ figures, className }: { figures: ReadonlyArray<readonly [label: string, value: number]>; className?: string }) {
  return (
    <dl className={className ? `stat-figures ${className}` : 'stat-figures'}>
      {figures.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value.toLocaleString('en-GB')}</dd>
        </div>
      ))}
    </dl>
  );
}
