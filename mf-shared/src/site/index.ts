// shared/site: the page-frame widgets the host places on every page.
export { HeaderSearch, SEARCH_WINDOW_NAME, SEARCH_CATEGORIES } from './header-search';
export { SideMessageForm } from './side-message-form';
export { FeedbackButton } from './feedback/feedback-popup';
export { uploadPicture, type UploadedPicture } from './api/upload-picture';
export {
  usePictureUploads,
  PICTURE_TYPES,
  PICTURE_FORMATS_TEXT,
  PICTURE_MAX_BYTES,
  PICTURE_MESSAGES,
  type AttachedPicture,
  type AddResult,
  type PictureUploadsOptions,
} from './use-picture-uploads';
