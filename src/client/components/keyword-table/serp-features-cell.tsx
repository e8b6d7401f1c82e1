// The SERP features of a keyword's results page as compact icons, each with its name for screen
// readers and on hover: the filterable features first, in the filter's order, then "+n" for any
// other the provider reported. "Not known" (no features stored) reads as a dash, never as "none".
import type { LucideIcon } from 'lucide-react';
import { Clapperboard, Image, Info, MapPin, Megaphone, MessageCircleQuestion, MessagesSquare, Newspaper, Package, ShoppingCart, Sparkles, TextQuote, Video } from 'lucide-react';
import { serpFeatureLabel } from '@shared/contract/serp-request';
import { SERP_FEATURE_FILTER_TYPES, type SerpFeatureFilterType } from '@shared/filters/serp-feature-filter';
import { EM_DASH } from '@shared/format/number';

const ICONS: Record<SerpFeatureFilterType, LucideIcon> = {
  ai_overview: Sparkles,
  featured_snippet: TextQuote,
  people_also_ask: MessageCircleQuestion,
  local_pack: MapPin,
  video: Video,
  short_videos: Clapperboard,
  shopping: ShoppingCart,
  popular_products: Package,
  images: Image,
  top_stories: Newspaper,
  knowledge_graph: Info,
  discussions_and_forums: MessagesSquare,
  paid: Megaphone,
};

/** The organic results are the page itself, not a feature beside them. */
const NOT_A_FEATURE = new Set(['organic']);

export function SerpFeatureIcons({ features }: { features: readonly string[] }) {
  if (features.length === 0) {
    return (
      <span className="text-muted-foreground">
        <span aria-hidden="true">{EM_DASH}</span>
        <span className="sr-only">SERP features not known</span>
      </span>
    );
  }
  const shown = SERP_FEATURE_FILTER_TYPES.filter((type) => features.includes(type));
  const others = features.filter((type) => !NOT_A_FEATURE.has(type) && !(SERP_FEATURE_FILTER_TYPES as readonly string[]).includes(type));
  if (shown.length === 0 && others.length === 0) return <span className="text-xs text-muted-foreground">Organic only</span>;
  const othersText = others.map(serpFeatureLabel).join(', ');
  return (
    <ul className="flex flex-wrap items-center gap-1 text-muted-foreground" aria-label="SERP features">
      {shown.map((type) => {
        const Icon = ICONS[type];
        const label = serpFeatureLabel(type);
        return (
          <li key={type} title={label} className={type === 'ai_overview' ? 'text-primary' : undefined}>
            <Icon className="h-3.5 w-3.5" aria-hidden="true" />
            <span className="sr-only">{label}</span>
          </li>
        );
      })}
      {others.length > 0 ? (
        <li title={othersText} className="text-xs tabular-nums">
          <span aria-hidden="true">+{others.length}</span>
          <span className="sr-only">{othersText}</span>
        </li>
      ) : null}
    </ul>
  );
}
