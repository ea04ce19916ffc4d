// POST /community/createtopic: TopicRequestSchema fields. Field errors come back as field -> message
// (fieldErrorsOf of shared/api); links errors are keyed `links[0].url` and so on.
import { formClient } from 'shared/api';
import { COMMUNITY_CALLS, type CreatedTopic, type TopicLink } from '@yachts/contracts/community';

export interface NewTopic {
  title: string;
  /** The editor's HTML. */
  content: string;
  module_id: number | '';
  images: string[];
  links: TopicLink[];
}

export async function createTopic(topic: NewTopic): Promise<CreatedTopic> {
  return (await formClient.post<CreatedTopic>(COMMUNITY_CALLS.createTopic, { ...topic })).data;
}
