// shared/auth: accounts in the browser (product rules §1, §2, §4, §5) as every page needs them: open the login or
// registration modal (the ModalHost loads their forms when one is first opened), the account pages' addresses, log
// out, read the profile. The forms themselves are shared/auth-forms, which the account area builds its pages
// (/user/login, /user/register, /user/resetpwd, /user/changeEmail) from.
export { openLogin, openRegister, authPageHref, type AuthView } from './auth-views';
export { LoginChoices } from './login-choices';
export { logout } from './logout';
export { getProfile } from './api/get-profile';
