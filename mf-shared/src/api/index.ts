// shared/api: the platform's HTTP clients, one per protocol. Endpoint functions live with the feature
// that owns them and call these.
export { CallError } from './call-error';
export { apiGet, apiPost, ApiError } from './api-client';
export { formClient, FormCallError, CallCancelledError, isSilentCancel, TOKEN_FIELD, type FormCallOptions } from './form-client';
export { signedClient, SignedCallError } from './signed-client';
export { errorText, fieldMessages, NETWORK_ERROR_TEXT } from './error-text';
export { errorCode, errorMessage, fieldErrorsOf, isNotFound, LOGIN_NEEDED_CODES, needsConsent, needsLogin } from './call-errors';
