// Titles and snippets of the demo SERP's organic results in each research language, one per result
// template of demo-serp.ts (same order): guide, comparison, encyclopedia, forum, reviews, shop,
// video, news, course, checklist, small business. {name} is the keyword in title case, {x} as typed.

export interface SerpText {
  title: string;
  description: string;
}

const EN: SerpText[] = [
  { title: '{name}: The Complete Guide', description: 'Everything you need to know about {x}: what it is, how it works and how to get started, with practical examples.' },
  { title: '12 Best {name} Options, Compared', description: 'We compared the most popular {x} options on price, features and ease of use. Here is what we found.' },
  { title: '{name} - Encyclopedia Example', description: '{x} refers to a set of practices and products. This article covers its history, main types and common uses.' },
  { title: 'What {name} do you recommend? : Example Forum', description: 'I have been looking into {x} for a few weeks. Which one would you pick and why? Replies from the community.' },
  { title: '{name} Reviews and Ratings', description: 'Read verified user reviews of {x}. Compare ratings, pricing and alternatives side by side.' },
  { title: '{name} | Shop Example', description: 'Browse our range of {x}. Free shipping on orders over $50 and 30-day returns.' },
  { title: '{name} Tutorial for Beginners (Step by Step)', description: 'In this video we walk through {x} from scratch. Chapters: basics, setup, common mistakes, next steps.' },
  { title: '{name} Trends to Watch This Year', description: 'Experts share how {x} is changing and what it means for businesses and consumers.' },
  { title: 'Learn {name} - Free Online Course', description: 'A free, self-paced course on {x}. Earn a certificate of completion in about 4 hours.' },
  { title: '{name} Checklist (Free Template)', description: 'Use this {x} checklist to make sure you have covered the essentials. Download the free template.' },
  { title: '{name} for Small Businesses', description: 'How small teams use {x} on a budget, with tools, costs and a 30-day plan.' },
];

const DE: SerpText[] = [
  { title: '{name}: Der große Ratgeber', description: 'Alles, was Sie über {x} wissen müssen: was es ist, worauf es ankommt und wie Sie starten, mit Beispielen aus der Praxis.' },
  { title: '{name} Test: Die 12 besten im Vergleich', description: 'Wir haben die beliebtesten {x} nach Preis, Ausstattung und Handhabung verglichen. Das sind unsere Testsieger.' },
  { title: '{name} – Lexikon Example', description: '{x}: Begriff, Geschichte, wichtigste Arten und typische Anwendungen im Überblick.' },
  { title: 'Welche {name} könnt ihr empfehlen? – Example Forum', description: 'Ich suche seit ein paar Wochen nach {x}. Was würdet ihr nehmen und warum? Antworten aus der Community.' },
  { title: '{name}: Bewertungen und Erfahrungen', description: 'Echte Kundenbewertungen zu {x}. Bewertungen, Preise und Alternativen direkt vergleichen.' },
  { title: '{name} online kaufen | Shop Example', description: 'Entdecken Sie unser Sortiment an {x}. Kostenloser Versand ab 50 € und 30 Tage Rückgaberecht.' },
  { title: '{name} für Einsteiger (Schritt für Schritt)', description: 'In diesem Video zeigen wir {x} von Anfang an: Grundlagen, Einrichtung, häufige Fehler, nächste Schritte.' },
  { title: '{name}: Die Trends des Jahres', description: 'Fachleute erklären, wie sich {x} verändert und was das für Unternehmen und Verbraucher bedeutet.' },
  { title: '{name} lernen – kostenloser Online-Kurs', description: 'Ein kostenloser Kurs zu {x} im eigenen Tempo. Teilnahmezertifikat nach etwa 4 Stunden.' },
  { title: '{name} Checkliste (kostenlose Vorlage)', description: 'Mit dieser Checkliste zu {x} haben Sie das Wichtigste im Blick. Vorlage kostenlos herunterladen.' },
  { title: '{name} für kleine Unternehmen', description: 'Wie kleine Teams {x} mit kleinem Budget nutzen: Werkzeuge, Kosten und ein 30-Tage-Plan.' },
];

const ES: SerpText[] = [
  { title: '{name}: la guía completa', description: 'Todo lo que necesitas saber sobre {x}: qué es, cómo funciona y cómo empezar, con ejemplos prácticos.' },
  { title: 'Las 12 mejores {name}: comparativa', description: 'Comparamos las opciones de {x} más populares por precio, prestaciones y facilidad de uso.' },
  { title: '{name} - Enciclopedia Example', description: '{x}: definición, historia, tipos principales y usos más comunes.' },
  { title: '¿Qué {name} me recomendáis? - Foro Example', description: 'Llevo unas semanas buscando {x}. ¿Cuál elegiríais y por qué? Respuestas de la comunidad.' },
  { title: '{name}: opiniones y valoraciones', description: 'Lee opiniones verificadas sobre {x}. Compara valoraciones, precios y alternativas.' },
  { title: 'Comprar {name} | Tienda Example', description: 'Descubre nuestra selección de {x}. Envío gratis a partir de 50 € y 30 días de devolución.' },
  { title: '{name} para principiantes (paso a paso)', description: 'En este vídeo explicamos {x} desde cero: conceptos básicos, configuración, errores comunes y siguientes pasos.' },
  { title: '{name}: tendencias de este año', description: 'Los expertos explican cómo está cambiando {x} y qué significa para empresas y consumidores.' },
  { title: 'Aprende {name} - curso online gratis', description: 'Un curso gratuito sobre {x} a tu ritmo. Certificado de finalización en unas 4 horas.' },
  { title: 'Checklist de {name} (plantilla gratis)', description: 'Usa esta checklist de {x} para no olvidar lo esencial. Descarga la plantilla gratis.' },
  { title: '{name} para pymes', description: 'Cómo los equipos pequeños usan {x} con poco presupuesto: herramientas, costes y un plan de 30 días.' },
];

const FR: SerpText[] = [
  { title: '{name} : le guide complet', description: 'Tout ce qu’il faut savoir sur {x} : ce que c’est, comment ça marche et comment bien choisir, avec des exemples concrets.' },
  { title: 'Les 12 meilleures {name} : comparatif', description: 'Nous avons comparé les {x} les plus populaires selon le prix, les caractéristiques et la facilité d’utilisation.' },
  { title: '{name} — Encyclopédie Example', description: '{x} : définition, histoire, principaux types et usages courants.' },
  { title: 'Quelles {name} conseillez-vous ? - Forum Example', description: 'Je cherche des {x} depuis quelques semaines. Lesquelles choisiriez-vous et pourquoi ? Réponses de la communauté.' },
  { title: '{name} : avis et notes', description: 'Lisez des avis vérifiés sur {x}. Comparez notes, prix et alternatives.' },
  { title: 'Acheter {name} | Boutique Example', description: 'Découvrez notre sélection de {x}. Livraison offerte dès 50 € et retours sous 30 jours.' },
  { title: '{name} pour débutants (pas à pas)', description: 'Dans cette vidéo, nous présentons {x} depuis le début : bases, réglages, erreurs fréquentes, étapes suivantes.' },
  { title: '{name} : les tendances de l’année', description: 'Des experts expliquent comment {x} évolue et ce que cela change pour les entreprises et les consommateurs.' },
  { title: 'Apprendre {name} - formation gratuite en ligne', description: 'Une formation gratuite sur {x}, à votre rythme. Attestation de réussite en 4 heures environ.' },
  { title: 'Checklist {name} (modèle gratuit)', description: 'Utilisez cette checklist {x} pour ne rien oublier d’essentiel. Téléchargez le modèle gratuit.' },
  { title: '{name} pour les PME', description: 'Comment les petites équipes utilisent {x} avec un petit budget : outils, coûts et plan sur 30 jours.' },
];

const IT: SerpText[] = [
  { title: '{name}: la guida completa', description: 'Tutto quello che devi sapere su {x}: cos’è, come funziona e come scegliere, con esempi pratici.' },
  { title: 'Le 12 migliori {name} a confronto', description: 'Abbiamo confrontato le {x} più popolari per prezzo, caratteristiche e facilità d’uso.' },
  { title: '{name} - Enciclopedia Example', description: '{x}: definizione, storia, tipi principali e usi comuni.' },
  { title: 'Quali {name} consigliate? - Forum Example', description: 'Sto cercando {x} da qualche settimana. Quali scegliereste e perché? Risposte della community.' },
  { title: '{name}: recensioni e opinioni', description: 'Leggi recensioni verificate su {x}. Confronta voti, prezzi e alternative.' },
  { title: 'Acquista {name} | Negozio Example', description: 'Scopri la nostra selezione di {x}. Spedizione gratuita sopra i 50 € e reso entro 30 giorni.' },
  { title: '{name} per principianti (passo dopo passo)', description: 'In questo video spieghiamo {x} da zero: basi, configurazione, errori comuni, prossimi passi.' },
  { title: '{name}: le tendenze dell’anno', description: 'Gli esperti spiegano come sta cambiando {x} e cosa significa per aziende e consumatori.' },
  { title: 'Impara {name} - corso online gratuito', description: 'Un corso gratuito su {x} al tuo ritmo. Attestato di completamento in circa 4 ore.' },
  { title: 'Checklist {name} (modello gratuito)', description: 'Usa questa checklist su {x} per non dimenticare l’essenziale. Scarica il modello gratuito.' },
  { title: '{name} per piccole imprese', description: 'Come i piccoli team usano {x} con un budget ridotto: strumenti, costi e un piano di 30 giorni.' },
];

const PT: SerpText[] = [
  { title: '{name}: o guia completo', description: 'Tudo o que você precisa saber sobre {x}: o que é, como funciona e como escolher, com exemplos práticos.' },
  { title: 'Os 12 melhores {name}: comparação', description: 'Comparamos as opções de {x} mais populares por preço, recursos e facilidade de uso.' },
  { title: '{name} - Enciclopédia Example', description: '{x}: definição, história, principais tipos e usos comuns.' },
  { title: 'Qual {name} vocês recomendam? - Fórum Example', description: 'Estou pesquisando {x} há algumas semanas. Qual vocês escolheriam e por quê? Respostas da comunidade.' },
  { title: '{name}: avaliações e opiniões', description: 'Leia avaliações verificadas de {x}. Compare notas, preços e alternativas.' },
  { title: 'Comprar {name} | Loja Example', description: 'Confira nossa seleção de {x}. Frete grátis acima de R$ 200 e 30 dias para troca.' },
  { title: '{name} para iniciantes (passo a passo)', description: 'Neste vídeo explicamos {x} do zero: básico, configuração, erros comuns e próximos passos.' },
  { title: '{name}: tendências do ano', description: 'Especialistas explicam como {x} está mudando e o que isso significa para empresas e consumidores.' },
  { title: 'Aprenda {name} - curso online grátis', description: 'Um curso gratuito sobre {x} no seu ritmo. Certificado de conclusão em cerca de 4 horas.' },
  { title: 'Checklist de {name} (modelo grátis)', description: 'Use esta checklist de {x} para não esquecer o essencial. Baixe o modelo grátis.' },
  { title: '{name} para pequenas empresas', description: 'Como equipes pequenas usam {x} com pouco orçamento: ferramentas, custos e um plano de 30 dias.' },
];

const RU: SerpText[] = [
  { title: '{name}: полное руководство', description: 'Всё, что нужно знать про {x}: что это, как устроено и как выбрать, с практическими примерами.' },
  { title: '12 лучших вариантов: {x} — сравнение', description: 'Мы сравнили популярные {x} по цене, характеристикам и удобству. Вот что получилось.' },
  { title: '{name} — Энциклопедия Example', description: '{x}: определение, история, основные виды и применение.' },
  { title: 'Какие {x} посоветуете? — Форум Example', description: 'Уже несколько недель выбираю {x}. Что бы вы взяли и почему? Ответы участников.' },
  { title: '{name}: отзывы и рейтинг', description: 'Проверенные отзывы покупателей про {x}. Сравните оценки, цены и аналоги.' },
  { title: 'Купить {x} | Магазин Example', description: 'Большой выбор: {x}. Бесплатная доставка от 3000 ₽ и возврат в течение 30 дней.' },
  { title: '{name} для начинающих (пошагово)', description: 'В этом видео разбираем {x} с нуля: основы, настройка, частые ошибки, следующие шаги.' },
  { title: '{name}: тренды этого года', description: 'Эксперты рассказывают, как меняется {x} и что это значит для бизнеса и покупателей.' },
  { title: '{name}: бесплатный онлайн-курс', description: 'Бесплатный курс про {x} в удобном темпе. Сертификат об окончании примерно за 4 часа.' },
  { title: '{name}: чек-лист (бесплатный шаблон)', description: 'Чек-лист по теме {x}, чтобы ничего не упустить. Скачайте бесплатный шаблон.' },
  { title: '{name} для малого бизнеса', description: 'Как небольшие команды используют {x} при скромном бюджете: инструменты, расходы и план на 30 дней.' },
];

const JA: SerpText[] = [
  { title: '{x}の完全ガイド', description: '{x}とは何か、仕組み、選び方を実例つきでわかりやすく解説します。' },
  { title: '{x}おすすめ12選を徹底比較', description: '人気の{x}を価格・機能・使いやすさで比較しました。結果をご紹介します。' },
  { title: '{x} - 百科事典 Example', description: '{x}の定義、歴史、主な種類と使われ方をまとめています。' },
  { title: '{x}でおすすめはありますか？ - Example 知恵袋', description: '数週間{x}を探しています。どれを選びますか？理由も教えてください。' },
  { title: '{x}の口コミ・評判', description: '{x}の実際の口コミを掲載。評価・価格・代替品を比較できます。' },
  { title: '{x} 通販 | Example ストア', description: '{x}を豊富に取り揃えています。5,000円以上で送料無料、30日間返品可能。' },
  { title: '{x} 初心者向け解説（ステップごと）', description: 'この動画では{x}を基礎から解説します。基本、設定、よくある失敗、次のステップ。' },
  { title: '今年の{x}トレンド', description: '{x}がどう変わっているのか、企業と消費者への影響を専門家が解説します。' },
  { title: '{x}を学ぶ - 無料オンライン講座', description: '{x}の無料講座。自分のペースで約4時間、修了証つき。' },
  { title: '{x}チェックリスト（無料テンプレート）', description: '{x}の要点を漏れなく確認できるチェックリスト。テンプレートを無料ダウンロード。' },
  { title: '中小企業のための{x}', description: '少人数のチームが低予算で{x}を活用する方法。ツール、費用、30日間の計画。' },
];

const KO: SerpText[] = [
  { title: '{x} 완벽 가이드', description: '{x}의 뜻, 원리, 고르는 법까지 실제 예시와 함께 정리했습니다.' },
  { title: '{x} 추천 12가지 비교', description: '인기 있는 {x}를 가격, 기능, 사용 편의성으로 비교했습니다.' },
  { title: '{x} - 백과사전 Example', description: '{x}의 정의, 역사, 주요 종류와 쓰임새를 소개합니다.' },
  { title: '{x} 추천해 주세요 - Example 커뮤니티', description: '몇 주째 {x}를 알아보고 있어요. 어떤 걸 고르시겠어요? 커뮤니티 답변.' },
  { title: '{x} 후기 및 평점', description: '{x} 실제 구매 후기. 평점, 가격, 대안을 한눈에 비교하세요.' },
  { title: '{x} 쇼핑 | Example 스토어', description: '다양한 {x}를 만나보세요. 5만원 이상 무료배송, 30일 이내 반품.' },
  { title: '{x} 초보자 가이드 (단계별)', description: '이 영상에서는 {x}를 처음부터 설명합니다. 기초, 설정, 흔한 실수, 다음 단계.' },
  { title: '올해의 {x} 트렌드', description: '{x}가 어떻게 바뀌고 있는지, 기업과 소비자에게 어떤 의미인지 전문가가 설명합니다.' },
  { title: '{x} 배우기 - 무료 온라인 강의', description: '{x} 무료 강의. 원하는 속도로 약 4시간, 수료증 제공.' },
  { title: '{x} 체크리스트 (무료 템플릿)', description: '{x} 핵심을 빠짐없이 확인하는 체크리스트. 템플릿 무료 다운로드.' },
  { title: '소상공인을 위한 {x}', description: '작은 팀이 적은 예산으로 {x}를 활용하는 방법: 도구, 비용, 30일 계획.' },
];

const ZH: SerpText[] = [
  { title: '{x}完全指南', description: '关于{x}你需要知道的一切：是什么、怎么用、怎么选，附实用示例。' },
  { title: '{x}推荐：12款对比评测', description: '我们从价格、功能和易用性对比了热门{x}，结果如下。' },
  { title: '{x} - 百科 Example', description: '{x}的定义、历史、主要类型和常见用途。' },
  { title: '{x}有什么推荐？ - Example 社区', description: '最近几周一直在看{x}，大家会选哪个？为什么？社区回答。' },
  { title: '{x}评价与口碑', description: '查看{x}的真实用户评价，对比评分、价格和替代品。' },
  { title: '{x} | Example 商城', description: '精选{x}，满199元包邮，30天无理由退货。' },
  { title: '{x}新手教程（分步讲解）', description: '本视频从零讲解{x}：基础、设置、常见错误和下一步。' },
  { title: '今年值得关注的{x}趋势', description: '专家解读{x}正在发生的变化，以及对企业和消费者的影响。' },
  { title: '学习{x} - 免费在线课程', description: '{x}免费课程，按自己的节奏学习，约4小时获得结业证书。' },
  { title: '{x}清单（免费模板）', description: '用这份{x}清单确保不遗漏要点，免费下载模板。' },
  { title: '适合中小企业的{x}', description: '小团队如何用有限预算使用{x}：工具、成本和30天计划。' },
];

const BY_LANGUAGE: Record<string, readonly SerpText[]> = { en: EN, de: DE, es: ES, fr: FR, it: IT, pt: PT, ru: RU, ja: JA, ko: KO, zh: ZH };

/** The result texts for a language (English for one the demo does not know), filled in. */
export function serpTextFor(languageCode: string, index: number, keyword: string, name: string): SerpText {
  const texts = BY_LANGUAGE[languageCode] ?? EN;
  const text = texts[index % texts.length] ?? EN[0]!;
  const fill = (s: string): string => s.replaceAll('{name}', name).replaceAll('{x}', keyword);
  return { title: fill(text.title), description: fill(text.description) };
}
