// The paragraphs of a seller's text on a yacht's or a dealer's page.
/** A text's paragraphs: its parts between blank lines, trimmed, the empty ones left out. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The paragraphs of a seller's text, as the description shows them. */
export function Description({ paragraphs }: { paragraphs: string[] }) {
  return (
    <div className="yacht-description">
      {paragraphs.map((text, index) => (
        <p key={index}>{text}</p>
      ))}
    </div>
  );
}
