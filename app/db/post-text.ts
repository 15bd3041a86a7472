import type { Faker } from '@faker-js/faker';

import { LOCATIONS } from '~/lib/catalog';
import { NEIGHBOURHOODS } from '~/lib/catalog-places';
import { generatedJa } from '~/i18n/messages/generated';

import { CITIES } from './places';

/**
 * The blog's generated posts (docs/product.md#generated-data-in-two-languages): each category
 * reads as a property business's blog (Development is property development, Product the site's
 * own updates), each title is one of a category's subjects in one city, so no two posts share a
 * title, and each body is written for its subject, category and city, in English and Japanese.
 */
type Subject = { title: [string, string]; intro: [string, string]; tags: string[] };
type Pair = readonly [string, string];

const SUBJECTS: Record<string, Subject[]> = {
  Marketing: [
    {
      title: ['Staging a home that sells in {c}', '{c}で売れる家の演出術'],
      intro: [
        'Buyers in {c} decide in the first minute of a viewing; a tidy, bright and neutral home wins that minute.',
        '{c}の買い手は内見の最初の一分で心を決めます。片付いて明るく、癖のない部屋がその一分を制します。',
      ],
      tags: ['Selling', 'Interior'],
    },
    {
      title: ['Pricing your {c} home for a quick sale', '{c}の住まいを早く売るための価格設定'],
      intro: [
        'A home priced right in {c} gets its best offers in the first two weeks; one priced too high waits for a cut.',
        '{c}で適正な価格をつけた家は最初の二週間で良い申し込みが集まり、高すぎる家は値下げを待つことになります。',
      ],
      tags: ['Selling', 'Market Trends'],
    },
    {
      title: ['Photos that sell: listing a home in {c}', '{c}で物件を掲載するときの写真の撮り方'],
      intro: [
        'Most buyers in {c} see a home first on a phone, so the first photo must work at the size of a thumb.',
        '{c}の買い手の多くはまずスマートフォンで物件を見ます。最初の一枚は親指ほどの大きさでも伝わる写真にしましょう。',
      ],
      tags: ['Selling', 'Design'],
    },
    {
      title: ['What buyers in {c} look for this year', '今年、{c}の買い手が求めるもの'],
      intro: [
        'This year buyers in {c} ask first about running costs, outdoor space and the walk to the station.',
        '今年の{c}の買い手がまず尋ねるのは、光熱費、屋外のスペース、そして駅までの距離です。',
      ],
      tags: ['Buying', 'Market Trends'],
    },
    {
      title: ['Writing a listing that {c} renters answer', '{c}の借り手に響く物件紹介の書き方'],
      intro: [
        'Renters in {c} read a listing for facts: the rent, the terms, the rooms and what is nearby.',
        '{c}で部屋を探す人が物件紹介に求めるのは事実です。家賃、契約条件、部屋の構成、そして周辺の環境です。',
      ],
      tags: ['Renting', 'Selling'],
    },
  ],
  Management: [
    {
      title: [
        'Managing a rental property in {c} without stress',
        '{c}で賃貸物件を無理なく管理する方法',
      ],
      intro: [
        'A rental in {c} runs smoothly when the landlord answers quickly, keeps records and plans repairs ahead.',
        '{c}の賃貸物件は、大家がすぐに返信し、記録を残し、修繕を前もって計画すれば円滑に回ります。',
      ],
      tags: ['Renting', 'Investment'],
    },
    {
      title: ['Setting the right rent in {c}', '{c}で適正な家賃を決めるには'],
      intro: [
        'The right rent in {c} fills a home within a month and keeps a good tenant for years.',
        '{c}での適正な家賃とは、一か月以内に入居者が決まり、良い入居者に長く住んでもらえる額です。',
      ],
      tags: ['Renting', 'Finance'],
    },
    {
      title: ["Repairs and maintenance: a landlord's year in {c}", '{c}の大家の一年：修繕と手入れ'],
      intro: [
        'Each season in {c} brings its own jobs, from checking the heating to clearing the gutters.',
        '{c}では季節ごとにやるべきことがあります。暖房の点検から雨どいの掃除まで、順に見ていきましょう。',
      ],
      tags: ['Renovation', 'Renting'],
    },
    {
      title: ['Choosing tenants in {c}: checks that matter', '{c}での入居者選び：大切な確認事項'],
      intro: [
        'Good tenants in {c} are found by the same few checks: income, references and a conversation.',
        '{c}で良い入居者に出会うための確認は多くありません。収入、紹介状、そして直接の会話です。',
      ],
      tags: ['Renting', 'Finance'],
    },
    {
      title: ['Deposits and leases in {c}, explained', '{c}の敷金と賃貸契約をわかりやすく'],
      intro: [
        'Leases in {c} follow local rules on deposits, notice and rent increases; knowing them avoids disputes.',
        '{c}の賃貸契約には、敷金、解約予告、家賃の改定について地域の決まりがあります。知っておけば揉め事を防げます。',
      ],
      tags: ['Renting', 'First Home'],
    },
  ],
  'Life Style': [
    {
      title: ["A weekend in {c}'s best neighbourhoods", '{c}の人気エリアで過ごす週末'],
      intro: [
        'Spend a weekend in {n1} and {n2} before you choose where to live in {c}.',
        '{c}で住む場所を決める前に、{n1}と{n2}で週末を過ごしてみましょう。',
      ],
      tags: ['Neighbourhoods', 'First Home'],
    },
    {
      title: ['Small-space living: lessons from {c}', '{c}に学ぶ、小さな住まいの暮らし方'],
      intro: [
        'Homes in {c} are often small, and their owners have learnt to make every square foot count.',
        '{c}の住まいは小さいことが多く、住む人は限られた空間を上手に使う工夫を重ねてきました。',
      ],
      tags: ['Interior', 'Design'],
    },
    {
      title: ['Living in {c} with children', '子どもと暮らす{c}'],
      intro: [
        'Families in {c} look for three things: a school nearby, a park to play in and room to grow.',
        '{c}の子育て世帯が求めるのは、近くの学校、遊べる公園、そして成長に合わせて広げられる住まいです。',
      ],
      tags: ['Neighbourhoods', 'First Home'],
    },
    {
      title: [
        'Working from home in {c}: setting up a good office',
        '{c}で在宅勤務：快適な仕事場のつくり方',
      ],
      intro: [
        'A quiet room, good light and fast internet turn a home in {c} into a pleasant place to work.',
        '静かな部屋、十分な光、速いインターネットがあれば、{c}の住まいは快適な仕事場になります。',
      ],
      tags: ['Smart Home', 'Interior'],
    },
    {
      title: ['Markets, parks and cafés: daily life in {c}', '市場と公園とカフェ：{c}の毎日'],
      intro: [
        'Daily life in {c} happens on foot, between the market in {n1} and the parks of {n2}.',
        '{c}の毎日は歩いて回る暮らしです。{n1}の市場から{n2}の公園まで、街を歩いてみましょう。',
      ],
      tags: ['Neighbourhoods', 'Sustainability'],
    },
  ],
  Development: [
    {
      title: ['New residential projects changing {c}', '{c}を変える新しい住宅開発'],
      intro: [
        'New housing in {c} is going up near transport lines, with smaller flats and more shared space.',
        '{c}の新しい住宅は交通の便の良い場所に建ち、住戸は小さめに、共用部は広めにつくられています。',
      ],
      tags: ['Investment', 'Market Trends'],
    },
    {
      title: ['Converting offices to homes in {c}', '{c}で進むオフィスから住宅への転用'],
      intro: [
        'Empty offices in {c} are becoming flats, but deep floor plates and old services make each conversion a puzzle.',
        '{c}では空いたオフィスが住宅に生まれ変わっていますが、奥行きの深い床や古い設備が転用を難しくしています。',
      ],
      tags: ['Renovation', 'Investment'],
    },
    {
      title: [
        'Building permits in {c}: what developers face',
        '{c}の建築許可：開発事業者が直面すること',
      ],
      intro: [
        'A permit in {c} takes months; planning for heights, heritage and neighbours decides the schedule.',
        '{c}で建築許可を得るには数か月かかります。高さ、景観、近隣への配慮をどう計画するかで工程が決まります。',
      ],
      tags: ['Investment', 'Design'],
    },
    {
      title: ["Sustainable construction in {c}'s new builds", '{c}の新築に広がる環境配慮型の建築'],
      intro: [
        'New builds in {c} use timber frames, heat pumps and better insulation to meet stricter energy rules.',
        '{c}の新築では、厳しくなる省エネ基準に応えるため、木造の骨組み、ヒートポンプ、高断熱が取り入れられています。',
      ],
      tags: ['Sustainability', 'Design'],
    },
    {
      title: ['Where {c} is building next', '{c}で次に開発が進む場所'],
      intro: [
        'The next wave of building in {c} follows the new transit lines towards {n1} and {n2}.',
        '{c}の次の開発は、新しい交通路線に沿って{n1}や{n2}の方面へ広がっています。',
      ],
      tags: ['Investment', 'Neighbourhoods'],
    },
  ],
  Product: [
    {
      title: [
        'New on Roofline: price history for homes in {c}',
        '新機能：{c}の物件に価格履歴を表示',
      ],
      intro: [
        'Every home in {c} now shows each price it has had, with the date, and a "Price reduced" badge for recent drops.',
        '{c}のすべての物件に、これまでの価格と変更日が表示されるようになりました。最近値下げした物件には「値下げ」の印がつきます。',
      ],
      tags: ['Buying', 'Market Trends'],
    },
    {
      title: ['Compare up to four homes in {c} side by side', '{c}の物件を最大四件まで並べて比較'],
      intro: [
        'Pick up to four homes in {c} and see their prices, rooms, areas and amenities in one table.',
        '{c}の物件を最大四件まで選び、価格、部屋数、面積、設備を一つの表で比べられます。',
      ],
      tags: ['Buying', 'Renting'],
    },
    {
      title: ['Saved searches and email alerts for {c}', '{c}の保存検索とメール通知'],
      intro: [
        'Save a search for {c} and we will email you when a new home matches or a price drops.',
        '{c}の検索条件を保存すると、条件に合う物件が出たときや値下げがあったときにメールでお知らせします。',
      ],
      tags: ['Buying', 'Smart Home'],
    },
    {
      title: ['Search {c} on the map', '{c}を地図で探せるようになりました'],
      intro: [
        'Draw an area on the map of {c} and see only the homes inside it, with their prices.',
        '{c}の地図上で範囲を描くと、その中の物件だけを価格とともに表示します。',
      ],
      tags: ['Buying', 'Neighbourhoods'],
    },
    {
      title: ['Monthly cost filter now covers {c}', '月々の支払いでの絞り込みが{c}にも対応'],
      intro: [
        'Search homes in {c} by what they cost a month: the rent, or a sale price as a mortgage payment with taxes.',
        '{c}の物件を、月々にかかる費用で探せます。賃貸は家賃、売買は税金を含めた住宅ローンの返済額で比べます。',
      ],
      tags: ['Mortgage', 'Finance'],
    },
  ],
};

/** Each category's own paragraphs and checklist, from which a post takes a few. */
const BODY: Record<string, { heading: Pair; paragraphs: Pair[]; checklist: Pair[] }> = {
  Marketing: {
    heading: ['What sells a home', '家が売れる理由'],
    paragraphs: [
      [
        'Photographs sell a listing; a floor plan sells a home.',
        '写真は物件情報を売り、間取り図は家そのものを売ります。',
      ],
      [
        'Small improvements such as paint, lighting and tidy storage add more value than they cost.',
        '塗装や照明、収納の整理といった小さな手入れは、費用以上の価値を生みます。',
      ],
      [
        'The best time to list is when buyers are back from holidays and schools have started.',
        '掲載に最適なのは、休暇が明けて学校が始まり、買い手が戻ってくる時期です。',
      ],
      [
        'An honest description saves wasted viewings and builds trust before the first call.',
        '正直な説明は無駄な内見を減らし、最初の電話の前から信頼を築きます。',
      ],
    ],
    checklist: [
      ['Clear the entrance', '玄関をすっきりさせる'],
      ['Fix what squeaks or drips', 'きしみや水漏れを直す'],
      ['Light every room', 'すべての部屋を明るくする'],
      ['Price against recent sales', '最近の成約価格と比べて値付けする'],
      ['Answer enquiries the same day', '問い合わせにはその日のうちに返信する'],
      ['Show the floor plan', '間取り図を載せる'],
    ],
  },
  Management: {
    heading: ['Running a rental well', '賃貸経営をうまく回すには'],
    paragraphs: [
      [
        'Good landlords answer quickly, keep records and agree repairs in writing.',
        '良い大家はすぐに返信し、記録を残し、修繕の合意は書面で交わします。',
      ],
      [
        'A tenant who stays three years is worth more than a higher rent for one.',
        '三年住んでくれる入居者は、一年だけの高い家賃よりも価値があります。',
      ],
      [
        'An inspection at the start and the end of a lease settles most deposit questions.',
        '契約の始めと終わりに立ち会い確認をすれば、敷金の問題はほとんど解決します。',
      ],
      [
        'Keep three months of costs aside for the repairs every building needs in time.',
        'どの建物にもいずれ必要になる修繕に備え、三か月分の費用を取っておきましょう。',
      ],
    ],
    checklist: [
      ['Written lease', '書面での契約'],
      ['Inventory with photos', '写真つきの備品一覧'],
      ['Insurance', '保険'],
      ['Safety checks', '安全点検'],
      ['Repair budget', '修繕の予算'],
      ['Rent reviews', '家賃の見直し'],
    ],
  },
  'Life Style': {
    heading: ['Making a home of it', '住まいを楽しむ'],
    paragraphs: [
      [
        'Viewing at different times of day tells you more about a street than any listing.',
        '時間帯を変えて内見すると、どんな物件情報よりも通りの様子がよく分かります。',
      ],
      [
        'Local knowledge beats national averages, so talk to people who live there.',
        '全国の平均より地元の知恵です。そこに住む人に話を聞いてみましょう。',
      ],
      [
        'Furniture that folds, stacks or hides storage doubles a small room.',
        '折りたためる家具や重ねられる家具、収納を兼ねた家具で、小さな部屋も倍に使えます。',
      ],
      [
        'A short walk to a park, a market and a station matters more each year you stay.',
        '公園や市場、駅まで歩いて行けることの大切さは、住む年数とともに増していきます。',
      ],
    ],
    checklist: [
      ['Walk the area at night', '夜の街を歩いてみる'],
      ['Time the commute', '通勤時間を測る'],
      ['Find the nearest park', '一番近い公園を探す'],
      ['Visit the local market', '地元の市場を訪ねる'],
      ['Measure your furniture', '家具の寸法を測る'],
      ['Meet the neighbours', '近所の人にあいさつする'],
    ],
  },
  Development: {
    heading: ['What the projects show', '開発の現場から'],
    paragraphs: [
      [
        'Rents follow transport lines, so a new station can change a neighbourhood in a year.',
        '家賃は交通路線に沿って動きます。新しい駅が一年で街を変えることもあります。',
      ],
      [
        'Construction costs have risen faster than prices, so developers build smaller and smarter.',
        '建築費は販売価格よりも速く上がっており、開発事業者はより小さく、より賢く建てています。',
      ],
      [
        'Energy rules now shape a building from its first sketch, not its last inspection.',
        '省エネの基準は、最後の検査ではなく最初の構想の段階から建物の形を決めるようになりました。',
      ],
      [
        'Mixed-use schemes put homes above shops and offices, keeping streets busy all day.',
        '住宅を店舗やオフィスの上に重ねる複合開発は、一日中にぎわう通りをつくります。',
      ],
    ],
    checklist: [
      ['Land and zoning', '用地と用途地域'],
      ['Permits', '建築許可'],
      ['Construction costs', '建築費'],
      ['Energy standards', '省エネ基準'],
      ['Transport links', '交通の便'],
      ['Sales and lettings', '販売と賃貸'],
    ],
  },
  Product: {
    heading: ['How to use it', '使い方'],
    paragraphs: [
      [
        'It works the same on a phone and a computer, and in English and Japanese.',
        'スマートフォンでもパソコンでも、英語でも日本語でも同じように使えます。',
      ],
      [
        'No account is needed to try it; with one, your choices follow you to every device.',
        'お試しにアカウントは不要です。アカウントがあれば、選んだ内容がどの端末にも引き継がれます。',
      ],
      [
        'Every search keeps its address, so you can share the page or come back to it later.',
        'どの検索もアドレスに条件が残るので、ページを共有したり、あとで見返したりできます。',
      ],
      [
        'Tell us what you would improve: the contact page reaches the team that builds it.',
        '改善してほしい点があればお知らせください。お問い合わせページから開発チームに届きます。',
      ],
    ],
    checklist: [
      ['Open the search', '検索を開く'],
      ['Choose a place and a type', '場所と種類を選ぶ'],
      ['Set your price range', '価格帯を決める'],
      ['Save what you like', '気に入った物件を保存する'],
      ['Turn on alerts', '通知を有効にする'],
      ['Share the page', 'ページを共有する'],
    ],
  },
};

const CATEGORIES = Object.keys(SUBJECTS);
const SQ_FT_PER_M2 = 10.7639;

/** Every category, subject and city once, in an order fixed by the seed. */
function allTitles(faker: Faker) {
  const combos = CATEGORIES.flatMap((category) =>
    SUBJECTS[category]!.flatMap((subject) =>
      LOCATIONS.map((place) => ({ category, subject, place })),
    ),
  );
  return faker.helpers.shuffle(combos);
}

let order: ReturnType<typeof allTitles> | undefined;

/** A post's title, category, tags and body, English and Japanese, for the post at `index`. */
export function buildPostText(faker: Faker, orderFaker: () => Faker, index: number) {
  order ??= allTitles(orderFaker());
  const { category, subject, place } = order[index % order.length]!;
  // Past every subject in every city the list starts again, as a further part.
  const round = Math.floor(index / order.length);
  const city = CITIES[place];
  const [n1, n2] = faker.helpers.arrayElements(NEIGHBOURHOODS[place], 2) as [string, string];
  const hoodJa = (n: string) => generatedJa[`generated.area.${n}` as keyof typeof generatedJa];
  const cityEn = place.split(',')[0]!;
  const fill = (text: string, ja: boolean) =>
    text
      .replaceAll('{c}', ja ? city.ja : cityEn)
      .replaceAll('{n1}', ja ? hoodJa(n1) : n1)
      .replaceAll('{n2}', ja ? hoodJa(n2) : n2);
  const part = round > 0 ? [` (part ${round + 1})`, `（その${round + 1}）`] : ['', ''];
  const title = fill(subject.title[0], false) + part[0];
  const titleJa = fill(subject.title[1], true) + part[1];
  const body = BODY[category]!;
  const paragraphs = faker.helpers.arrayElements(body.paragraphs, 3);
  const checklist = faker.helpers.arrayElements(body.checklist, 4);
  const perSqFt = Math.round((city.perSqFt[0] + city.perSqFt[1]) / 2);
  const perM2 = Math.round(perSqFt * SQ_FT_PER_M2);
  const yieldPct = (city.grossYield * 100).toFixed(1);
  const figures: Pair =
    category === 'Product'
      ? [
          `Homes in ${cityEn} are listed with their price per square foot, so you can compare them at a glance.`,
          `${city.ja}の物件には面積あたりの価格も表示されるので、ひと目で比べられます。`,
        ]
      : [
          `In ${cityEn} an ordinary apartment sells for about $${perSqFt.toLocaleString('en-US')} per square foot, and a year's rent is about ${yieldPct}% of a home's price.`,
          `${city.ja}の一般的なマンションの売買価格は1㎡あたり約${perM2.toLocaleString('ja-JP')}ドルで、年間の家賃は物件価格の約${yieldPct}%です。`,
        ];
  const [tag] = subject.tags;
  const tagJa = generatedJa[`generated.tag.${tag}` as keyof typeof generatedJa];
  const intro = fill(subject.intro[0], false);
  const introJa = fill(subject.intro[1], true);
  const markdown = [
    `${intro} ${figures[0]}`,
    '',
    `## ${body.heading[0]}`,
    '',
    `${paragraphs[0]![0]} *${paragraphs[1]![0]}*`,
    '',
    '### A checklist',
    '',
    ...checklist.map(([item]) => `- **${item}**`),
    '',
    `> ${paragraphs[2]![0]}`,
    '',
    '## Putting it together',
    '',
    '1. Write down what matters most to you.',
    '2. Compare homes by their price per square foot, not only by their price.',
    '3. Work out a budget with `price × rate` in mind, or use the [mortgage calculator](/mortgage-calculator).',
    '',
    `Read more on [${tag}](/blogs?tag=${encodeURIComponent(tag!)}) or browse [homes in ${cityEn}](/properties?location=${encodeURIComponent(place)}).`,
  ].join('\n');
  const markdownJa = [
    `${introJa}${figures[1]}`,
    '',
    `## ${body.heading[1]}`,
    '',
    `${paragraphs[0]![1]}*${paragraphs[1]![1]}*`,
    '',
    '### チェックリスト',
    '',
    ...checklist.map(([, item]) => `- **${item}**`),
    '',
    `> ${paragraphs[2]![1]}`,
    '',
    '## まとめ',
    '',
    '1. 自分にとって一番大切なことを書き出します。',
    '2. 物件は価格だけでなく、面積あたりの価格でも比べます。',
    '3. `価格 × 金利` を念頭に予算を立てるか、[住宅ローン計算機](/mortgage-calculator)を使います。',
    '',
    `[${tagJa}](/blogs?tag=${encodeURIComponent(tag!)})の記事をもっと読む、または[${city.ja}の物件](/properties?location=${encodeURIComponent(place)})を見る。`,
  ].join('\n');
  return { title, titleJa, category, tags: subject.tags, markdown, markdownJa };
}
