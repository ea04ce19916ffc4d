// The site as both sides name it: page titles, the header, e-mails and the config call.

export const SITE_NAME = 'Yacht Harbour';
