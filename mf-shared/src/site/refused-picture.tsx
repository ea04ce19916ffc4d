// What a picture tile shows in place of its preview when the upload refused the file (usePictureUploads keeps it in
// the list until it is removed): the file's name and why, so the form says what is wrong where the picture is. One
// piece for every picture manager (the sell photos, the topic images), each of which adds its own Remove button.
import './site.css';

export interface RefusedPictureProps {
  fileName: string;
  reason: string;
}

export function RefusedPicture({ fileName, reason }: RefusedPictureProps) {
  return (
    // An alert: the reason arrives after the upload, while the visitor may be elsewhere in the form.
    <div className="picture-refused" role="alert">
      <span className="picture-refused-name">{fileName}</span>
      <span className="picture-refused-reason">{reason}</span>
    </div>
  );
}
