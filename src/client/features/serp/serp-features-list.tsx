// The SERP features on the page besides organic results (featured snippet, people also ask, AI
// overview, local pack...): what competes for the searcher's attention, one compact line each.
import { KEY_SERP_FEATURES, serpFeatureLabel, type SerpFeatureSummary, type SerpImageSummary } from '@shared/contract/serp-request';
import { Badge } from '../../components/ui/badge';
import { CitedSources, CitedText } from './cited-text';

const SHOWN_DETAILS = 3;

export function SerpFeaturesList({ features }: { features: readonly SerpFeatureSummary[] }) {
  const present = new Set(features.map((f) => f.type));
  const absent = KEY_SERP_FEATURES.filter((type) => !present.has(type)).map(serpFeatureLabel);
  return (
    <section aria-labelledby="serp-features-title" className="flex flex-col gap-3">
      <h3 id="serp-features-title" className="text-sm font-semibold">
        SERP features
      </h3>
      {features.length === 0 ? (
        <p className="text-sm text-muted-foreground">No SERP features besides organic results.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {features.map((feature) => (
            <li key={feature.type} className="flex flex-col gap-0.5 rounded-md border border-border bg-slate-50 px-3 py-2">
              {feature.heading ? <h4 className="text-sm font-semibold">{feature.heading}</h4> : null}
              <span className="flex items-center gap-2 text-sm">
                <span className={feature.heading ? 'text-xs text-muted-foreground' : 'font-medium'}>{feature.label}</span>
                <Badge tone="info" title={`${feature.count} on the page`}>
                  {feature.count}
                </Badge>
              </span>
              {feature.images ? (
                <SerpImages images={feature.images} />
              ) : feature.details.length > 0 ? (
                <span className="line-clamp-2 text-xs text-muted-foreground">
                  {feature.citations && feature.citations.length > 0 ? (
                    <CitedText text={feature.details.slice(0, SHOWN_DETAILS).join(' · ')} citations={feature.citations} />
                  ) : (
                    feature.details.slice(0, SHOWN_DETAILS).join(' · ')
                  )}
                </span>
              ) : null}
              {feature.citations || feature.citedDomains ? <CitedSources citations={feature.citations ?? []} domains={feature.citedDomains ?? []} /> : null}
            </li>
          ))}
        </ul>
      )}
      {absent.length > 0 ? <p className="text-xs text-muted-foreground">Not on this page: {absent.join(', ')}.</p> : null}
    </section>
  );
}

/**
 * The pictures of an images block, named by their alternative text. The pictures themselves are not
 * loaded (they live on other sites); each links to the page it shows, its alt text as the link's name.
 */
function SerpImages({ images }: { images: readonly SerpImageSummary[] }) {
  return (
    <ul aria-label="Images on the page" className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
      {images.slice(0, SHOWN_DETAILS).map((image, index) => (
        <li key={`${index}-${image.alt}`}>
          {image.url ? (
            <a href={image.url} target="_blank" rel="noopener noreferrer" className="text-blue-700 underline underline-offset-2">
              {image.alt}
            </a>
          ) : (
            <span>{image.alt}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
