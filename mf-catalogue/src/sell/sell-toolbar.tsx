// The head of a seller's paged list (applications, listings, a listing's enquiries): its title, which takes the focus after paging, and how
// many there are.

/** "1 listing", "1,204 applications". */
function count(total: number, one: string, many: string): string {
  return `${total.toLocaleString('en-GB')} ${total === 1 ? one : many}`;
}

interface SellToolbarProps {
  title: string;
  /** The title's id, for a section it names. */
  id?: string;
  total: number;
  one: string;
  many: string;
  /** From useFocusAfterPaging: the title is where the focus lands on another page. */
  headingRef: (element: HTMLElement | null) => void;
}

export function SellToolbar({ title, id, total, one, many, headingRef }: SellToolbarProps) {
  return (
    <div className="spread-row sell-toolbar">
      <h2 id={id} className="toolbar-title" ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      <p className="toolbar-status">{count(total, one, many)}</p>
    </div>
  );
}
