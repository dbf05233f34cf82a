import { company } from '../content/shell/company';
import { Head } from '../shell/head';
import { organizationJsonLd } from '../shell/structuredData';
import { ConsultationButton } from '../features/enquiry/ConsultationButton';
import { HomeAbout } from '../features/home/HomeAbout';
import { HomeAiSolutions } from '../features/home/HomeAiSolutions';
import { HomeConsultation } from '../features/home/HomeConsultation';
import { HomeCounters } from '../features/home/HomeCounters';
import { HomeHero } from '../features/home/HomeHero';
import { HomeOverview } from '../features/home/HomeOverview';
import { HomePartners } from '../features/home/HomePartners';
import { HomeServices } from '../features/home/HomeServices';
import { useContent } from '../content/localized';
import type { ListCard } from '../content/types';
import { localizedPath } from '../i18n/locale';
import { usePageStrings } from '../i18n/pageStrings';
import { useLocale } from '../i18n/strings';
import { Part } from '../early';

/**
 * The home page: video header, products, AI solutions, about, counters, services, consultation,
 * partners. `cards`: the cards of the lists the overview shows, in the page's language (the home
 * route loads them: src/app/routes.tsx).
 */
export function HomePage({ cards }: { cards: readonly ListCard[] }) {
  const { logo } = useContent('images');
  const strings = usePageStrings('home');
  const locale = useLocale();
  return (
    <>
      <Head
        title={strings.title}
        description={strings.description(company.name, company.manufacturers, company.founded)}
        path={localizedPath('/', locale)}
        jsonLd={[organizationJsonLd(logo.src)]}
      />

      <Part>
        <HomeHero />
      </Part>

      <Part>
        <HomeOverview cards={cards} />
      </Part>

      <Part>
        <HomeAiSolutions />
      </Part>

      <Part>
        <HomeAbout />
      </Part>

      <Part>
        <HomeCounters />
      </Part>

      <Part>
        <HomeServices />
      </Part>

      <Part>
        <HomeConsultation Button={ConsultationButton} />
      </Part>

      <Part>
        <HomePartners />
      </Part>
    </>
  );
}
