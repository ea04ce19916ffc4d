// The Feeds page's own fields (decision 045): the feed file picker, the formats as choices, and the whole-stock box
// with its warning, which both the upload and the address form ask for.
import type { ChangeEvent } from 'react';
import { DEALER_FEEDS_LIMITS, FEED_FORMAT_LABELS, FEED_FORMATS, type FeedFormat } from '@yachts/contracts/dealer-feeds';
import { CheckField, FieldShell, useFieldIds } from 'shared/forms';

export const FORMAT_OPTIONS = FEED_FORMATS.map((format) => ({ value: format, label: FEED_FORMAT_LABELS[format] }));

export const formatOf = (value: string): FeedFormat => FEED_FORMATS.find((format) => format === value) ?? 'openmarine';

/** The format a file's name says, or null when it says neither. */
export function formatOfName(name: string): FeedFormat | null {
  const lower = name.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.xml')) return 'openmarine';
  return null;
}

/** A file picker on the field shell: label, hint and the message under it, the control flagged and described. */
export function FeedFileField({ error, onChoose }: { error?: string; onChoose: (file: File | null) => void }) {
  const ids = useFieldIds('feed-file', 'feed-upload');
  return (
    <FieldShell
      ids={ids}
      kind="file"
      label="Feed file"
      required
      error={error}
      hint={`OpenMarine XML or CSV, up to ${DEALER_FEEDS_LIMITS.uploadMax / 1024 / 1024} MB.`}
    >
      <div className="field-control">
        <input
          id={ids.id}
          name={ids.domName}
          className="field-input feeds-file-input"
          type="file"
          accept=".xml,.csv,text/csv,application/xml"
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids.hintId} ${ids.errorId}` : ids.hintId}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChoose(event.currentTarget.files?.[0] ?? null)}
        />
      </div>
    </FieldShell>
  );
}

export interface WholeStockFieldProps {
  formId: string;
  /** What is imported: "file" or "feed". */
  subject: 'file' | 'feed';
  value: boolean;
  onValueChange: (value: boolean) => void;
}

/** "This … is our whole stock": ticked, the warning of what a full import withdraws stands beside it in the caution look. */
export function WholeStockField({ formId, subject, value, onValueChange }: WholeStockFieldProps) {
  return (
    <CheckField
      name="full"
      formId={formId}
      label={`This ${subject} is our whole stock (listings not in it are withdrawn)`}
      value={value}
      onValueChange={onValueChange}
      className={value ? 'feeds-full feeds-full-on' : 'feeds-full'}
      hint={
        value
          ? `Careful: ${subject === 'feed' ? 'at each fetch, ' : ''}every listing an earlier feed brought that is missing from this ${subject} leaves the catalogue. Listings you added by hand are not touched. Untick this to only add and update.`
          : `Listings missing from this ${subject} stay as they are: it only adds and updates.`
      }
    />
  );
}
