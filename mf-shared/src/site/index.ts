// shared/site: the page-frame widgets the host places on every page.
export { HeaderSearch, SEARCH_WINDOW_NAME } from './header-search';
export { SideMessageForm } from './side-message-slot';
export { FeedbackButton } from './feedback/feedback-button';
export { uploadPicture, type UploadedPicture } from './api/upload-picture';
// The site's photo format rule (product rules §5): the config call's pic_upload_file_type and its message, for every
// photo chooser that follows it (the feedback popup, the profile photo, and usePictureUploads' sell photos and topic
// images).
export { getWebsiteConfig, type WebsiteConfig } from './api/get-website-config';
export { allowedFormats, isAllowedPhoto, photoAccept, photoFormatMessage } from './feedback/photo-rules';
export {
  usePictureUploads,
  usablePictures,
  PICTURE_MAX_BYTES,
  PICTURE_MESSAGES,
  type AttachedPicture,
  type AddResult,
  type PictureUploadsOptions,
} from './use-picture-uploads';
export { RefusedPicture } from './refused-picture';
export { loadSiteFormats, useSiteFormats } from './site-formats';
export { pictureFormProps } from './picture-form-props';
export {
  PictureManager,
  type PictureManagerLook,
  type PictureManagerProps,
  type PictureTile,
  type PictureControl,
} from './picture-manager';
export { RequiredPicturesSection, type RequiredPicturesSectionProps } from './required-pictures-section';
