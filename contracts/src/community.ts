// Shapes the community api returns and the community area renders.

export interface TopicModule {
  id: number;
  slug: string;
  name: string;
  description: string;
  topicCount: number;
}
