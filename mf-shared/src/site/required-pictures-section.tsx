// A form's section of pictures it cannot be sent without (a sell application's photos, a topic's images): a heading
// with the same required mark as a required field's, naming the picture manager under it. The file input says the
// pictures are required to screen readers; the mark is for the eye. Each area passes its classes and its look.
import { useId } from 'react';
import { PictureManager, type PictureManagerProps } from './picture-manager';

export interface RequiredPicturesSectionProps extends Omit<PictureManagerProps, 'labelledBy'> {
  /** The heading's words ("Photos", "Images"). */
  title: string;
  /** The section's classes: the area's panel. */
  className: string;
  /** The heading's own classes, beside the required mark. */
  headingClassName?: string;
  /** The heading names the section as well, as the form's other named sections are. */
  namesSection?: boolean;
}

export function RequiredPicturesSection({
  title,
  className,
  headingClassName,
  namesSection = false,
  ...manager
}: RequiredPicturesSectionProps) {
  const headingId = useId();
  return (
    <section className={className} aria-labelledby={namesSection ? headingId : undefined}>
      <h2 id={headingId} className={headingClassName ? `${headingClassName} section-required` : 'section-required'}>
        {title}
      </h2>
      <PictureManager {...manager} labelledBy={headingId} />
    </section>
  );
}
