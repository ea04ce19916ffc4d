import fp from 'fastify-plugin';
import { createCommunityRepository, type CommunityRepository } from './community/community-repository';
import { createCommunityCommentsRepository, type CommunityCommentsRepository } from './community/community-comments-repository';
import { createCommunityReportsRepository, type CommunityReportsRepository } from './community/community-reports-repository';
import { createCommunityWritingRepository, type CommunityWritingRepository } from './community/community-writing-repository';
import { createCommunitySearchRepository, type CommunitySearchRepository } from './community/community-search-repository';
import { createExchangeRatesRepository, type ExchangeRatesRepository } from './catalogue/exchange-rates/exchange-rates-repository';
import { createDealersRepository, type DealersRepository } from './catalogue/dealers-repository';
import { createEnquiriesRepository, type EnquiriesRepository } from './catalogue/enquiries-repository';
import { createListingReportsRepository, type ListingReportsRepository } from './catalogue/listing-reports-repository';
import { createEmailPreferencesRepository, type EmailPreferencesRepository } from './lib/email-preferences';
import { createEmailCodesRepository, type EmailCodesRepository } from './accounts/email-codes-repository';
import { createFeedbackRepository, type FeedbackRepository } from './platform/feedback-repository';
import { createFollowsRepository, type FollowsRepository } from './catalogue/follows-repository';
import { createLoginFailuresRepository, type LoginFailuresRepository } from './accounts/login-failures-repository';
import { createLoginSessionsRepository, type LoginSessionsRepository } from './accounts/login-sessions-repository';
import { createMembersRepository, type MembersRepository } from './operators/members-repository';
import { createVisitorMessagesRepository, type VisitorMessagesRepository } from './platform/visitor-messages-repository';
import { createOperatorsRepository, type OperatorsRepository } from './operators/operators-repository';
import { createMessagesRepository, type MessagesRepository } from './platform/side-messages-repository';
import { createSentMailsRepository, type SentMailsRepository } from './platform/sent-mails-repository';
import { createSavedSearchesRepository, type SavedSearchesRepository } from './catalogue/saved-searches/saved-searches-repository';
import { createSellingRepository, type SellingRepository } from './selling/selling-repository';
import { createDealerWorkspaceRepository, type DealerWorkspaceRepository } from './selling/dealer-workspace-repository';
import { createFeedsRepository, type FeedsRepository } from './selling/feeds/feeds-repository';
import { createFiguresRepository, type FiguresRepository } from './selling/figures/figures-repository';
import { createLeadsRepository, type LeadsRepository } from './selling/leads/leads-repository';
import { createSignedCallsRepository, type SignedCallsRepository } from './platform/signed-calls-repository';
import { createSitemapRepository, type SitemapRepository } from './platform/sitemap-repository';
import { createUploadsRepository, type UploadsRepository } from './platform/uploads-repository';
import { createUserAreaRepository, type UserAreaRepository } from './user-area/user-area-repository';
import { createConversations, type Conversations } from './user-area/conversations-repository';
import {
  createConversationModerationRepository,
  type ConversationModerationRepository,
} from './user-area/conversation-moderation-repository';
import { createUsersRepository, type UsersRepository } from './accounts/users-repository';
import { createYachtsRepository, type YachtsRepository } from './catalogue/yachts-repository';

export interface Repositories {
  yachts: YachtsRepository;
  exchangeRates: ExchangeRatesRepository;
  savedSearches: SavedSearchesRepository;
  dealers: DealersRepository;
  community: CommunityRepository;
  communityComments: CommunityCommentsRepository;
  communityReports: CommunityReportsRepository;
  communityWriting: CommunityWritingRepository;
  communitySearch: CommunitySearchRepository;
  feedback: FeedbackRepository;
  messages: MessagesRepository;
  uploads: UploadsRepository;
  signedCalls: SignedCallsRepository;
  userArea: UserAreaRepository;
  conversations: Conversations;
  conversationModeration: ConversationModerationRepository;
  emailPreferences: EmailPreferencesRepository;
  follows: FollowsRepository;
  users: UsersRepository;
  loginSessions: LoginSessionsRepository;
  emailCodes: EmailCodesRepository;
  loginFailures: LoginFailuresRepository;
  sentMails: SentMailsRepository;
  enquiries: EnquiriesRepository;
  listingReports: ListingReportsRepository;
  selling: SellingRepository;
  dealerWorkspace: DealerWorkspaceRepository;
  feeds: FeedsRepository;
  figures: FiguresRepository;
  leads: LeadsRepository;
  sitemap: SitemapRepository;
  operators: OperatorsRepository;
  members: MembersRepository;
  visitorMessages: VisitorMessagesRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    repositories: Repositories;
  }
}

export default fp(
  (app, options: { catalogueCache?: boolean; communityCache?: boolean }) => {
    const { db } = app.database;
    app.decorate('repositories', {
      yachts: createYachtsRepository(db, { cache: options.catalogueCache ?? true }),
      exchangeRates: createExchangeRatesRepository(db),
      savedSearches: createSavedSearchesRepository(db),
      dealers: createDealersRepository(db),
      community: createCommunityRepository(db),
      communityComments: createCommunityCommentsRepository(db),
      communityReports: createCommunityReportsRepository(db),
      communityWriting: createCommunityWritingRepository(db),
      communitySearch: createCommunitySearchRepository(db, { cache: options.communityCache ?? true }),
      feedback: createFeedbackRepository(db),
      messages: createMessagesRepository(db),
      uploads: createUploadsRepository(db),
      signedCalls: createSignedCallsRepository(db),
      userArea: createUserAreaRepository(db),
      conversations: createConversations(db),
      conversationModeration: createConversationModerationRepository(db),
      emailPreferences: createEmailPreferencesRepository(db),
      follows: createFollowsRepository(db),
      users: createUsersRepository(db),
      loginSessions: createLoginSessionsRepository(db),
      emailCodes: createEmailCodesRepository(db),
      loginFailures: createLoginFailuresRepository(db),
      sentMails: createSentMailsRepository(db),
      enquiries: createEnquiriesRepository(db),
      listingReports: createListingReportsRepository(db),
      selling: createSellingRepository(db),
      dealerWorkspace: createDealerWorkspaceRepository(db),
      feeds: createFeedsRepository(db),
      figures: createFiguresRepository(db),
      leads: createLeadsRepository(db),
      sitemap: createSitemapRepository(db),
      operators: createOperatorsRepository(db),
      members: createMembersRepository(db),
      visitorMessages: createVisitorMessagesRepository(db),
    });
    // Nothing to wait for: resolved at once, as fastify's promise form of a plugin.
    return Promise.resolve();
  },
  { name: 'repositories', dependencies: ['database'] },
);
