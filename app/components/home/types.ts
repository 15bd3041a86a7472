/** The home data as the home pages' components receive it (app/models/home.server.ts). */
export type HomeTestimonial = {
  id: number;
  name: string;
  job: string;
  rating: number;
  content: string;
  avatar: string;
};

export type HomeBlog = { id: number; title: string; thumbnail: string; createdAt: Date | string };

export type HomeTypeCount = { name: string; count: number };
