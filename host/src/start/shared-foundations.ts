// Start step 2 of 4 (index.ts): what every part of the page builds on from `shared`: the session store (MobX), the
// api client (axios), the server's page data and the design system.
import * as Api from 'shared/api';
import * as Session from 'shared/session';
import * as Ssr from 'shared/ssr';
import * as Ui from 'shared/ui';

export const evaluated = [Session, Api, Ssr, Ui];
