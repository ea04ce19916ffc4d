// The account area's pages. Mounted by the host for the paths AREA_PREFIXES gives the account area (/user,
// /account, /message). The user area shares one layout (navigation beside the page); a member's public pages,
// the login pages, the legal texts and the alert mails' unsubscribe page stand alone.
import { Route, Routes } from 'react-router-dom';
import { PAGES } from '@yachts/contracts/paths';
import { routePath } from '@yachts/contracts/route-pattern';
import { NotFoundPage } from 'shared/ui';
import { SavedSearchesPage } from './alerts/saved-searches-page';
import { NotificationsPage } from './alerts/notifications-page';
import { UnsubscribePage } from './alerts/unsubscribe-page';
import { ChangeEmailPage, LoginPage, RegisterPage, ResetPasswordPage } from './auth/auth-pages';
import { CollectionPage } from './community/collection-page';
import { ConversationPage } from './conversations/conversation-page';
import { ConversationsPage } from './conversations/conversations-page';
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
        <Route path={routePath(PAGES.accountInformation)} element={<AccountInformationPage />} />
        <Route path={routePath(PAGES.accountTopic)} element={<MemberTopicsPage />} />
        <Route path={routePath(PAGES.accountReply)} element={<MemberRepliesPage />} />
        <Route path={routePath(PAGES.userMessages)} element={<MessagesPage />} />
        <Route path={routePath(PAGES.messageDetail)} element={<MessageDetailPage />} />
        <Route path={routePath(PAGES.messageDetailAddress)} element={<MessageDetailAddress />} />
        <Route path={routePath(PAGES.userConversations)} element={<ConversationsPage />} />
        {/* A visitor's mail links here with ?key=: the page opens without a login (and without the navigation). */}
        <Route path={routePath(PAGES.conversation)} element={<ConversationPage />} />
        <Route path={routePath(PAGES.userCollection)} element={<CollectionPage />} />
        <Route path={routePath(PAGES.userArticles)} element={<MyArticlesPage />} />
        <Route path={routePath(PAGES.userTopics)} element={<MyTopicsPage />} />
        <Route path={routePath(PAGES.userReplies)} element={<MyRepliesPage />} />
        <Route path={routePath(PAGES.userFollows)} element={<FollowedPage />} />
        <Route path={routePath(PAGES.userSavedSearches)} element={<SavedSearchesPage />} />
        <Route path={routePath(PAGES.userNotifications)} element={<NotificationsPage />} />
        <Route path={routePath(PAGES.userProfile)} element={<ProfilePage />} />
      </Route>
      <Route path={routePath(PAGES.member)} element={<MemberProfilePage />} />
      <Route path={routePath(PAGES.memberTopics)} element={<MemberTopicsPage />} />
      <Route path={routePath(PAGES.memberReplies)} element={<MemberRepliesPage />} />
      <Route path={routePath(PAGES.userLogin)} element={<LoginPage />} />
      <Route path={routePath(PAGES.userRegister)} element={<RegisterPage />} />
      <Route path={routePath(PAGES.userResetPassword)} element={<ResetPasswordPage />} />
      <Route path={routePath(PAGES.userChangeEmail)} element={<ChangeEmailPage />} />
      <Route path={routePath(PAGES.userAgreement)} element={<UserAgreementPage />} />
      <Route path={routePath(PAGES.privacyPolicy)} element={<PrivacyPolicyPage />} />
      {/* An alert mail's unsubscribe link: no login needed, the link's token is the key. */}
      <Route path={routePath(PAGES.alertsUnsubscribe)} element={<UnsubscribePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
