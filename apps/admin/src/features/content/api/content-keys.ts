export const contentKeys = {
  all: ['content'] as const,
  list: (name: string) => ['content', 'list', name] as const,
  settings: ['content', 'settings'] as const,
  articles: ['content', 'articles'] as const,
  articleList: (params: object) => ['content', 'articles', 'list', params] as const,
  article: (id: number) => ['content', 'articles', id] as const,
};
