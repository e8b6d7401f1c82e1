// One element of every type the Google organic live/advanced endpoint documents (the `item_types`
// list and the SDK's element models, e.g. `top_stories_element`, `people_also_ask_ai_overview_expanded_element`),
// written from the documented field lists: the stand-in answers with these shapes, and the parser's
// contract test checks each one. Values are invented; field names and nesting are the provider's.

import type { Json } from './fake-data.js';

type JsonObject = { [key: string]: Json };

const rating = (value: number, votes: number): JsonObject => ({ rating_type: 'Max5', value, votes_count: votes, rating_max: 5 });
const price = (current: number): JsonObject => ({ current, regular: null, max_value: null, currency: 'USD', is_price_range: false, displayed_price: `$${current.toFixed(2)}` });
const link = (title: string, url: string): JsonObject => ({ type: 'link_element', title, snippet: null, description: null, url, domain: new URL(url).hostname });

/** Fields every element has (base_serp_api_element_item); rank_absolute is set by the caller's page order. */
function base(type: string, position: 'left' | 'right' = 'left'): JsonObject {
  return { type, rank_group: 1, rank_absolute: 0, page: 1, position, xpath: `/html[1]/body[1]/div[${type.length}]`, rectangle: null };
}

/** The provider's AI-overview Markdown: citation markers and an image embed whose data was removed. */
export function aiOverviewMarkdown(keyword: string, slug: string): string {
  return (
    `**${keyword}** are shoes built for the task [[1]](https://www.example.org/${slug}#:~:text=built).\n\n` +
    `![${keyword}](<Base64-Image-Removed>)\n\n` +
    `- Grip and cushioning matter most [[2]](https://news.example/${slug}) [[1]](https://www.example.org/${slug}#:~:text=built)\n` +
    `- See the [buying guide](https://learn.example/${slug}) for sizes.`
  );
}

export function aiOverviewReferences(keyword: string, slug: string): Json[] {
  return [
    { type: 'ai_overview_reference', position: null, source: 'Example', domain: 'www.example.org', url: `https://www.example.org/${slug}`, title: `${keyword} guide`, text: 'Reference text.' },
    { type: 'ai_overview_reference', position: null, source: 'News', domain: 'news.example', url: `https://news.example/${slug}`, title: `${keyword} news`, text: 'Reference text.' },
  ];
}

/** The AI overview element (ai_overview_serp_element_item). */
export function aiOverview(keyword: string, slug: string): JsonObject {
  const markdown = aiOverviewMarkdown(keyword, slug);
  return {
    ...base('ai_overview'),
    asynchronous_ai_overview: false,
    markdown,
    items: [
      { type: 'ai_overview_element', position: 'left', title: null, text: `${keyword} are shoes built for the task.`, markdown, links: null, images: null, references: aiOverviewReferences(keyword, slug) },
    ],
    references: aiOverviewReferences(keyword, slug),
  };
}

/** A question whose answer Google wrote with AI: the answer sits in `items`, no top-level text. */
export function peopleAlsoAskAiQuestion(keyword: string, slug: string): JsonObject {
  return {
    type: 'people_also_ask_element',
    title: `Are ${keyword} worth it?`,
    seed_question: null,
    xpath: '/div[9]',
    expanded_element: [
      {
        type: 'people_also_ask_ai_overview_expanded_element',
        items: [
          { type: 'ai_overview_element', position: 'left', title: null, text: 'Usually, yes.', markdown: `Usually, yes [[1]](https://forum.example/${slug}).`, links: null, images: null, references: null },
        ],
        references: [{ type: 'ai_overview_reference', position: null, source: 'Forum', domain: 'forum.example', url: `https://forum.example/${slug}`, title: 'Forum thread', text: null }],
        asynchronous_ai_overview: false,
      },
    ],
  };
}

/** Every documented element type except organic, in a plausible page order (knowledge graph on the right). */
export function everySerpElement(keyword: string, slug: string): JsonObject[] {
  const u = (host: string, path = slug) => `https://${host}/${path}`;
  const ts = '2026-08-19 08:00:00 +00:00';
  return [
    { ...base('paid'), domain: 'ads.example', title: `Buy ${keyword}`, description: 'Sponsored result.', url: u('ads.example'), breadcrumb: 'ads.example', website_name: 'Ads', is_image: false, is_video: false, checks: null, images: null, highlighted: null, extra: null, description_rows: null, links: null, price: null, rating: null },
    { ...base('featured_snippet'), domain: 'www.example.com', title: `What are ${keyword}?`, featured_title: `${keyword} explained`, description: `${keyword} are explained here.`, url: u('www.example.com'), breadcrumb: null, timestamp: ts, images: null, table: null },
    { ...base('answer_box'), text: [`${keyword}: a short answer.`], links: [link('Source', u('answers.example'))] },
    aiOverview(keyword, slug),
    {
      ...base('people_also_ask'),
      items: [
        { type: 'people_also_ask_element', title: `What are ${keyword}?`, seed_question: null, xpath: '/div[1]', expanded_element: [{ type: 'people_also_ask_expanded_element', featured_title: null, url: u('www.example.net'), domain: 'www.example.net', title: `${keyword} basics`, description: `An answer about ${keyword}.`, images: null, timestamp: null, table: null }] },
        peopleAlsoAskAiQuestion(keyword, slug),
      ],
    },
    { ...base('local_pack'), title: `${keyword} shop`, description: '1.2 mi · 1 Example Street', domain: 'shop.example', phone: '+1 555 0101', booking_url: null, url: u('shop.example'), is_paid: false, rating: rating(4.5, 120), cid: '123451' },
    { ...base('top_stories'), title: 'Top stories', items: [{ type: 'top_stories_element', source: 'News', domain: 'news.example', title: `${keyword} news`, date: '1 day ago', amp_version: false, timestamp: ts, url: u('news.example'), image_url: null, badges: null }] },
    { ...base('video'), items: [{ type: 'video_element', source: 'YouTube', preview: null, title: `${keyword} review`, timestamp: ts, url: u('video.example') }] },
    { ...base('short_videos'), title: 'Short videos', items: [{ type: 'short_videos_element', title: `${keyword} in 30s`, url: u('clips.example'), domain: 'clips.example', source: 'Clips' }] },
    { ...base('images'), title: `Images for ${keyword}`, url: u('images.example'), items: [{ type: 'images_element', alt: `${keyword} photo`, url: u('images.example', `${slug}/1`), image_url: u('images.example', `${slug}/1.jpg`) }], related_image_searches: null },
    { ...base('shopping'), title: `Shop ${keyword}`, items: [{ type: 'shopping_element', title: `${keyword} model A`, price: price(89.99), source: 'Shop', description: 'Free delivery', marketplace: 'Shop', marketplace_url: u('shop.example'), url: u('shop.example', `${slug}/a`), rating: rating(4.2, 80) }] },
    { ...base('popular_products'), title: 'Popular products', items: [{ type: 'popular_products_element', title: `${keyword} model B`, url: u('store.example'), domain: 'store.example', description: null, more_sellers: false, seller: 'Store', image_url: null, price: price(119), rating: rating(4.6, 300), product_identifiers: null }] },
    { ...base('twitter'), title: `${keyword} on X`, url: u('x.example'), items: [{ type: 'twitter_element', tweet: `Loving my new ${keyword}`, date: '2 hours ago', timestamp: ts, url: u('x.example', 'status/1') }] },
    { ...base('carousel'), title: `${keyword} brands`, items: [{ type: 'carousel_element', title: 'Brand A', subtitle: 'Since 1970', image_url: null }] },
    { ...base('multi_carousel'), items: [{ type: 'multi_carousel_element', title: 'Types', multi_carousel_snippets: [{ type: 'multi_carousel_snippet', title: 'Road', subtitle: null, image_url: null }, { type: 'multi_carousel_snippet', title: 'Trail', subtitle: null, image_url: null }] }] },
    { ...base('map'), title: `${keyword} near you`, url: u('maps.example') },
    { ...base('hotels_pack'), title: 'Hotels', date_from: '2026-09-01', date_to: '2026-09-02', items: [{ type: 'hotels_pack_element', price: price(150), title: 'Example Inn', description: 'Breakfast', hotel_identifier: 'h1', domain: 'inn.example', url: u('inn.example'), is_paid: false, rating: rating(4, 50) }] },
    { ...base('jobs'), title: `${keyword} jobs`, url: u('jobs.example'), items: [{ type: 'jobs_element', title: 'Shoe fitter', description: 'Fit shoes.', location: 'London', author: 'Example Ltd', job_posted_time: '3 days ago', timestamp: ts, contract_type: 'Full-time', salary: '£30k', url: u('jobs.example', 'j/1') }] },
    { ...base('events'), title: 'Events', url: u('events.example'), items: [{ type: 'events_element', title: `${keyword} fair`, snippet: 'Sat, 12 Sep', url: u('events.example', 'e/1') }] },
    { ...base('questions_and_answers'), items: [{ type: 'questions_and_answers_element', url: u('qa.example'), question_text: `Which ${keyword} for flat feet?`, answer_text: 'Stability models.', source: 'Q&A', domain: 'qa.example', votes: 12 }] },
    { ...base('discussions_and_forums'), title: 'Discussions and forums', items: [{ type: 'discussions_and_forums_element', title: `Best ${keyword}?`, url: u('forum.example'), domain: 'forum.example', source: 'Forum', description: '45 answers', timestamp: ts, posts_count: 45 }] },
    { ...base('perspectives'), title: 'Perspectives', items: [{ type: 'perspectives_element', title: `My ${keyword} story`, description: 'A runner writes.', url: u('blog.example'), domain: 'blog.example', date: '1 week ago', source: 'Blog', timestamp: ts }] },
    { ...base('recipes'), items: [{ type: 'recipes_element', title: 'Energy bars', url: u('food.example'), domain: 'food.example', source: 'Food', description: 'For long runs.', time: '20 min', rating: rating(4.8, 10) }] },
    { ...base('top_sights'), title: 'Top sights', items: [{ type: 'top_sights_element', title: 'Trail park', url: u('park.example'), description: 'Hills.', rating: rating(4.7, 900) }] },
    { ...base('scholarly_articles'), title: 'Scholarly articles', url: u('scholar.example'), items: [{ type: 'scholarly_articles_element', title: `Biomechanics of ${keyword}`, url: u('scholar.example', 'a/1'), author: 'A. Author', description: 'Cited by 12' }] },
    { ...base('find_results_on'), items: [{ type: 'find_results_on_element', title: `${keyword} reviews`, domain: 'reviews.example', url: u('reviews.example'), source: 'Reviews' }] },
    { ...base('stocks_box'), title: 'Example Shoes Inc', source: 'NYSE', snippet: '+1.2%', price: price(42), url: u('stocks.example'), domain: 'stocks.example', table: null, graph: null },
    { ...base('currency_box'), value: 1, converted_value: 0.92, currency: 'USD', converted_currency: 'EUR', timestamp: ts, table: null, graph: null },
    { ...base('commercial_units'), title: 'Deals', items: [{ type: 'commercial_units_element', title: `${keyword} deal`, url: u('deals.example'), domain: 'deals.example', price: price(60), source: 'Deals', rating: null }] },
    { ...base('local_services'), title: 'Local services', url: u('services.example'), domain: 'services.example', items: [{ type: 'local_services_element', title: 'Gait analysis', url: u('services.example', 's/1'), domain: 'services.example', description: 'Book online', rating: rating(5, 3), profile_image_url: null }] },
    { ...base('google_hotels'), hotel_identifier: 'h2', url: u('hotels.example'), cid: '99' },
    { ...base('math_solver'), title: 'Calculator', result: '42', items: [{ type: 'math_solver_element', title: 'Steps', expanded_element: [{ type: 'math_solver_expanded_element', title: 'Step 1', solution: ['6 × 7'] }] }], links: null },
    { ...base('product_considerations'), title: 'Things to consider', items: [{ type: 'product_considerations_element', title: 'Cushioning', consideration_category: 'Comfort', expanded_element: null }] },
    { ...base('refine_products'), title: 'Refine', items: [{ type: 'refine_products_element', title: 'Waterproof', image_url: null, keyword: `waterproof ${keyword}`, refine_type: 'feature' }] },
    { ...base('compare_sites'), title: 'Compare sites', items: [{ type: 'compare_sites_element', title: `${keyword} at Shop`, url: u('compare.example'), domain: 'compare.example', image_url: null, source: 'Compare' }] },
    { ...base('mention_carousel'), title: 'Mentioned on the web', items: [{ type: 'mention_carousel_element', title: `${keyword} model C`, price: price(99), rating: rating(4.1, 20), mentioned_in: [link('Review site', u('reviews.example'))] }] },
    { ...base('podcasts'), items: [{ type: 'podcasts_element', title: `The ${keyword} podcast`, url: u('pod.example'), description: 'Episode 1', timestamp: ts, time_to_play: '32 min' }] },
    { ...base('visual_stories'), items: [{ type: 'visual_stories_element', title: `${keyword} in pictures`, url: u('stories.example'), domain: 'stories.example' }] },
    { ...base('found_on_web'), title: 'Found on the web', related_searches: null, items: [{ type: 'found_on_web_element', title: 'Brand D', subtitle: 'Lightweight', image: null }] },
    { ...base('explore_brands'), title: 'Explore brands', items: [{ type: 'explore_brands_element', title: 'Brand E', url: u('brand-e.example'), domain: 'brand-e.example', description: 'Trail specialist', image_url: null }] },
    { ...base('courses'), title: 'Courses', categories: null, items: [{ type: 'courses_element', title: 'Running form 101', url: u('courses.example'), domain: 'courses.example', source: 'Courses', description: '4 weeks', date: null, image_url: null, rating: rating(4.9, 40) }] },
    { ...base('app'), items: [{ type: 'app_element', title: `${keyword} tracker`, description: 'Log your runs', url: u('apps.example'), price: price(0) }] },
    { ...base('google_flights'), title: 'Flights', url: u('flights.example'), items: [{ type: 'google_flights_element', description: 'Nonstop · 2h', url: u('flights.example', 'f/1') }] },
    { ...base('google_reviews'), reviews_count: 1200, rating: rating(4.4, 1200), place_id: 'p1', feature: 'reviews', cid: '77' },
    { ...base('third_party_reviews'), reviews_count: 85, title: 'Reviews from the web', url: u('reviews.example'), rating: rating(4.3, 85) },
    { ...base('dictionary'), title: keyword, url: u('dictionary.example'), domain: 'dictionary.example', breadcrumb: null, keyword, snippet: 'noun', text: `${keyword}: footwear for a purpose.`, links: null },
    { ...base('google_posts'), posts_id: 'post-1', feature: 'posts', cid: '55' },
    { ...base('people_also_search'), title: 'People also search for', items: [`${keyword} sale`, `${keyword} women`] },
    { ...base('related_searches'), items: ['app', 'free', 'online', 'near me', 'price', 'reviews', 'vs', 'examples'].map((w): Json => `${keyword} ${w}`) },
    { ...base('knowledge_graph', 'right'), title: keyword, subtitle: 'Footwear', description: `${keyword} are a kind of footwear.`, card_id: '/g/example', url: u('wiki.example'), image_url: null, logo_url: null, cid: null, items: [] },
  ];
}
