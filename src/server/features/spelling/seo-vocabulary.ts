// Words of the SEO trade that the Hunspell English dictionary does not know; added so a query
// like "seo tools" or "serp checker" is never "corrected".

export const SEO_VOCABULARY: readonly string[] = [
  'tool', 'tools', 'seo', 'sem', 'serp', 'serps', 'cpc', 'ppc', 'cpm', 'cpa', 'ctr', 'roi', 'kpi', 'kpis', 'roas',
  'backlink', 'backlinks', 'keyword', 'keywords', 'longtail', 'sitemap', 'sitemaps', 'robots', 'txt', 'hreflang',
  'canonical', 'nofollow', 'dofollow', 'noindex', 'schema', 'metadata', 'pagerank', 'geo',
  'ahrefs', 'semrush', 'moz', 'ubersuggest', 'dataforseo', 'screaming', 'yoast', 'rankmath',
  'ecommerce', 'eshop', 'wordpress', 'woocommerce', 'shopify', 'wix', 'squarespace', 'webflow', 'magento', 'bigcommerce',
  'google', 'googlebot', 'bing', 'yahoo', 'youtube', 'tiktok', 'instagram', 'facebook', 'linkedin', 'pinterest', 'reddit',
  'twitter', 'whatsapp', 'snapchat', 'amazon', 'etsy', 'ebay', 'gmail', 'chatgpt', 'openai', 'gemini', 'claude', 'copilot',
  'saas', 'b2b', 'b2c', 'd2c', 'crm', 'erp', 'cms', 'api', 'apis', 'ui', 'ux', 'cta', 'ai', 'llm', 'llms',
  'app', 'apps', 'blog', 'blogs', 'blogging', 'blogger', 'vlog', 'podcast', 'podcasts', 'influencer', 'influencers',
  'webinar', 'webinars', 'startup', 'startups', 'freelancer', 'freelancers', 'dropshipping', 'affiliate', 'affiliates',
  'remarketing', 'retargeting', 'analytics', 'adwords', 'adsense', 'hubspot', 'mailchimp', 'zapier', 'canva', 'figma',
  'iphone', 'ipad', 'android', 'ios', 'macbook', 'wifi', 'online', 'offline', 'email', 'emails', 'ebook', 'ebooks',
];
