// The account area's pages. Mounted by the host for the paths AREA_PREFIXES gives the account area (/user,
// /account, /message). The user area shares one layout (navigation beside the page); a member's public pages,
// the login pages, the legal texts and the alert mails' unsubscribe page stand alone.
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from 'shared/ui';
import { SavedSearchesPage } from './alerts/saved-searches-page';
import { NotificationsPage } from './alerts/notifications-page';
import { UnsubscribePage } from './alerts/unsubscribe-page';
import { ChangeEmailPage, LoginPage, RegisterPage, ResetPasswordPage } from './auth/auth-pages';
import { CollectionPage } from './community/collection-page';
import { MyArticlesPage } from './community/my-articles-page';
import { MyRepliesPage } from './community/my-replies-page';
import { MyTopicsPage } from './community/my-topics-page';
import { FollowedPage } from './follows/followed-page';
import { AccountInformationPage } from './information/account-information-page';
import { PrivacyPolicyPage } from './legal/privacy-policy-page';
import { UserAgreementPage } from './legal/user-agreement-page';
import { MemberProfilePage } from './members/member-profile-page';
import { MemberRepliesPage } from './members/member-replies-page';
import { MemberTopicsPage } from './members/member-topics-page';
import { MessageDetailAddress, MessageDetailPage } from './messages/message-detail-page';
import { MessagesPage } from './messages/messages-page';
import { ProfilePage } from './profile/profile-page';
import { UserAreaLayout } from './user-area/user-area-layout';
import './account.css';

export default function AccountRoutes() {
  return (
    <Routes>
      <Route element={<UserAreaLayout />}>
        <Route path="account/information" element={<AccountInformationPage />} />
        <Route path="account/topic" element={<MemberTopicsPage />} />
        <Route path="account/reply" element={<MemberRepliesPage />} />
        <Route path="user/mymessage" element={<MessagesPage />} />
        <Route path="message/interactiveDetail/:id" element={<MessageDetailPage />} />
        <Route path="message/interactiveDetail" element={<MessageDetailAddress />} />
        <Route path="user/myCollection" element={<CollectionPage />} />
        <Route path="user/myArticle" element={<MyArticlesPage />} />
        <Route path="user/myTopic" element={<MyTopicsPage />} />
        <Route path="user/myReply" element={<MyRepliesPage />} />
        <Route path="user/myFollow" element={<FollowedPage />} />
        <Route path="user/mySearch" element={<SavedSearchesPage />} />
        <Route path="user/notifications" element={<NotificationsPage />} />
        <Route path="user/profile" element={<ProfilePage />} />
      </Route>
      <Route path="account/information/:uuid" element={<MemberProfilePage />} />
      <Route path="account/topic/:uuid" element={<MemberTopicsPage />} />
      <Route path="account/reply/:uuid" element={<MemberRepliesPage />} />
      <Route path="user/login" element={<LoginPage />} />
      <Route path="user/register" element={<RegisterPage />} />
      <Route path="user/resetpwd" element={<ResetPasswordPage />} />
      <Route path="user/changeEmail" element={<ChangeEmailPage />} />
      <Route path="user/agreement" element={<UserAgreementPage />} />
      <Route path="user/privacy" element={<PrivacyPolicyPage />} />
      {/* An alert mail's unsubscribe link: no login needed, the link's token is the key. */}
      <Route path="user/alerts/unsubscribe" element={<UnsubscribePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
