// Start step 3 of 4 (index.ts): the parts of the page `shared` draws: the consent banner, the modals, the site's
// header search and footer form, the account menu's calls. (The operators' console comes with its pages.)
import * as Auth from 'shared/auth';
import * as Consent from 'shared/consent';
import * as Modals from 'shared/modals';
import * as Site from 'shared/site';

export const evaluated = [Consent, Modals, Site, Auth];
