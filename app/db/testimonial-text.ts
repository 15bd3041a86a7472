/**
 * Thirty people and what they said (docs/product.md#generated-data-in-two-languages): each a
 * different person with a different quote, the tone of which fits the stars they gave, written in
 * English and in Japanese. Past thirty, the list starts again.
 */
type Testimonial = {
  name: readonly [string, string];
  job: readonly [string, string];
  rating: number;
  content: readonly [string, string];
};

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: ['Emma Clarke', 'エマ・クラーク'],
    job: ['First-time buyer, London', 'ロンドン在住・初めての購入者'],
    rating: 5,
    content: [
      'We bought our first flat in Islington within a month. The price history on each listing told us exactly when to make an offer.',
      '一か月でイズリントンに初めてのマンションを購入しました。物件ごとの価格履歴で、申し込むべき時期がはっきり分かりました。',
    ],
  },
  {
    name: ['Hiroshi Tanaka', '田中 宏'],
    job: ['Tenant, Tokyo', '東京在住・入居者'],
    rating: 5,
    content: [
      'I found a flat in Nakameguro in one weekend. The floor plans were accurate to the centimetre.',
      '中目黒の部屋を週末だけで見つけました。間取り図は実物とぴったり同じでした。',
    ],
  },
  {
    name: ['Lucas Martin', 'リュカ・マルタン'],
    job: ['Landlord, Paris', 'パリ在住・大家'],
    rating: 4,
    content: [
      'Listing my apartment in the Marais was simple and tenants came quickly. I would like more control over viewing times.',
      'マレ地区の部屋の掲載は簡単で、入居者もすぐに見つかりました。内見の時間をもう少し細かく決められると助かります。',
    ],
  },
  {
    name: ['Sofia Petrova', 'ソフィア・ペトロワ'],
    job: ['Relocating family, Moscow', 'モスクワから転居した家族'],
    rating: 5,
    content: [
      'Moving three children across a city is hard; comparing four homes side by side made the choice easy.',
      '子ども三人を連れての引っ越しは大変でしたが、四つの物件を並べて比べられたので迷わず決められました。',
    ],
  },
  {
    name: ['Mehmet Yılmaz', 'メフメト・ユルマズ'],
    job: ['Property investor, Istanbul', 'イスタンブール在住・不動産投資家'],
    rating: 4,
    content: [
      'The rent estimates for Kadıköy matched what I later achieved. The map could show more of the Asian side.',
      'カドゥキョイの家賃の目安は、実際に貸し出した額とほぼ同じでした。アジア側の地図がもう少し充実するとうれしいです。',
    ],
  },
  {
    name: ['Freja Nielsen', 'フレヤ・ニールセン'],
    job: ['Home seller, Copenhagen', 'コペンハーゲン在住・売主'],
    rating: 5,
    content: [
      'Our house in Østerbro sold above the asking price, and every enquiry arrived in one tidy inbox.',
      'オスターブロの家は希望価格を上回って売れました。問い合わせはすべて一つの受信箱に届き、整理も楽でした。',
    ],
  },
  {
    name: ['Dara Sok', 'ダラ・ソック'],
    job: ['Tenant, Phnom Penh', 'プノンペン在住・入居者'],
    rating: 4,
    content: [
      'Good choice of apartments in BKK1 with honest photos. A few listings were already taken when I called.',
      'ボンケンコンの物件が多く、写真も正直でした。電話したときにはすでに決まっていた物件がいくつかありました。',
    ],
  },
  {
    name: ['Olivia Bennett', 'オリビア・ベネット'],
    job: ['Architect, New York', 'ニューヨーク在住・建築家'],
    rating: 5,
    content: [
      'As an architect I read floor plans for a living. These are clear, consistent and drawn to the stated area.',
      '建築家として毎日図面を読んでいますが、ここの間取り図は分かりやすく、表示された面積どおりに描かれています。',
    ],
  },
  {
    name: ['Daniel Reyes', 'ダニエル・レイエス'],
    job: ['First-time buyer, Los Angeles', 'ロサンゼルス在住・初めての購入者'],
    rating: 3,
    content: [
      'The search works well, but prices in Silver Lake moved faster than the alerts reached me.',
      '検索は使いやすいのですが、シルバーレイクの価格の動きに通知が追いつかないことがありました。',
    ],
  },
  {
    name: ['Yuki Sato', '佐藤 由紀'],
    job: ['Home seller, Tokyo', '東京在住・売主'],
    rating: 5,
    content: [
      'Buyers from abroad could read our listing in their own language. We had three offers in ten days.',
      '海外の買い手も自分の言葉で物件情報を読めたので、十日間で三件の申し込みがありました。',
    ],
  },
  {
    name: ['James O\u2019Connor', 'ジェームズ・オコナー'],
    job: ['Tenant, London', 'ロンドン在住・入居者'],
    rating: 4,
    content: [
      'Finding a room near Clapham Common took a week instead of a month. Filters for pets would help.',
      'クラパム・コモン近くの部屋探しが、一か月かかるところ一週間で済みました。ペット可の絞り込みがあるとさらに便利です。',
    ],
  },
  {
    name: ['Camille Dubois', 'カミーユ・デュボワ'],
    job: ['Property investor, Paris', 'パリ在住・不動産投資家'],
    rating: 3,
    content: [
      'Useful figures on price per area, though I still checked every listing with a local agent.',
      '面積あたりの価格は参考になりましたが、結局どの物件も地元の不動産会社に確認しました。',
    ],
  },
  {
    name: ['Anna Ivanova', 'アンナ・イワノワ'],
    job: ['Tenant, Moscow', 'モスクワ在住・入居者'],
    rating: 5,
    content: [
      'The agent answered within an hour and the flat in Khamovniki was exactly as described.',
      '担当者は一時間以内に返信してくれ、ハモヴニキの部屋は説明どおりでした。',
    ],
  },
  {
    name: ['Elif Demir', 'エリフ・デミル'],
    job: ['First-time buyer, Istanbul', 'イスタンブール在住・初めての購入者'],
    rating: 5,
    content: [
      'The mortgage calculator showed us what we could really afford before we fell in love with a view.',
      '景色に心を奪われる前に、住宅ローン計算機で本当に払える額を確かめられました。',
    ],
  },
  {
    name: ['Mads Larsen', 'マッズ・ラーセン'],
    job: ['Landlord, Copenhagen', 'コペンハーゲン在住・大家'],
    rating: 4,
    content: [
      'Reliable tenants and fewer wasted viewings. The monthly statistics could go into more detail.',
      '信頼できる入居者に出会え、無駄な内見も減りました。月ごとの統計がもう少し詳しいと助かります。',
    ],
  },
  {
    name: ['Sreymom Chan', 'スレイモム・チャン'],
    job: ['Home seller, Phnom Penh', 'プノンペン在住・売主'],
    rating: 3,
    content: [
      'We sold in the end, but it took longer than we hoped and few buyers asked for viewings at first.',
      '最終的には売れましたが、思ったより時間がかかり、最初は内見の申し込みも少なめでした。',
    ],
  },
  {
    name: ['Michael Brooks', 'マイケル・ブルックス'],
    job: ['Relocating family, New York', 'ニューヨークへ転居した家族'],
    rating: 5,
    content: [
      'We moved from Chicago to Park Slope without visiting twice. The school and park details were spot on.',
      'シカゴからパーク・スロープへ、二度も下見せずに引っ越せました。学校や公園の情報も正確でした。',
    ],
  },
  {
    name: ['Ashley Kim', 'アシュリー・キム'],
    job: ['Tenant, Los Angeles', 'ロサンゼルス在住・入居者'],
    rating: 4,
    content: [
      'Great listings in Santa Monica and a quick reply from the landlord. Parking details were sometimes missing.',
      'サンタモニカの物件が充実していて、大家さんの返信も早かったです。駐車場の情報が抜けていることがありました。',
    ],
  },
  {
    name: ['Kenji Watanabe', '渡辺 健二'],
    job: ['Property investor, Tokyo', '東京在住・不動産投資家'],
    rating: 5,
    content: [
      'Comparing yields across Tokyo and Copenhagen on one site saved me weeks of spreadsheets.',
      '東京とコペンハーゲンの利回りを一つのサイトで比べられ、何週間分もの表計算が省けました。',
    ],
  },
  {
    name: ['Charlotte Evans', 'シャーロット・エヴァンズ'],
    job: ['Home seller, London', 'ロンドン在住・売主'],
    rating: 3,
    content: [
      'Plenty of interest in our Greenwich house, but too many enquiries were from people not ready to buy.',
      'グリニッジの家には関心が集まりましたが、まだ購入の準備ができていない方からの問い合わせも多すぎました。',
    ],
  },
  {
    name: ['Antoine Laurent', 'アントワーヌ・ローラン'],
    job: ['Tenant, Paris', 'パリ在住・入居者'],
    rating: 5,
    content: [
      'A studio in Montmartre with light all day, found on my lunch break. The photos did not lie.',
      '昼休みに、一日中日が入るモンマルトルのワンルームを見つけました。写真に偽りはありませんでした。',
    ],
  },
  {
    name: ['Dmitri Volkov', 'ドミトリー・ヴォルコフ'],
    job: ['Landlord, Moscow', 'モスクワ在住・大家'],
    rating: 4,
    content: [
      'Simple to list and the reviews keep tenants honest. I would like to export my listings.',
      '掲載は簡単で、レビューのおかげで入居者とも誠実なやり取りができます。掲載内容を書き出せると便利です。',
    ],
  },
  {
    name: ['Zeynep Kaya', 'ゼイネップ・カヤ'],
    job: ['Relocating family, Istanbul', 'イスタンブールへ転居した家族'],
    rating: 5,
    content: [
      'We found a family home in Sarıyer near the sea and good schools, all from another country.',
      '海外にいながら、海と良い学校に近いサルヤルの家を見つけられました。',
    ],
  },
  {
    name: ['Ida Jensen', 'イーダ・イェンセン'],
    job: ['First-time buyer, Copenhagen', 'コペンハーゲン在住・初めての購入者'],
    rating: 4,
    content: [
      'Clear prices and honest descriptions of Nørrebro flats. I missed a filter for balconies.',
      'ノアブロの物件は価格が分かりやすく、説明も正直でした。バルコニーで絞り込めないのが残念でした。',
    ],
  },
  {
    name: ['Vannak Heng', 'ワナック・ヘン'],
    job: ['Property investor, Phnom Penh', 'プノンペン在住・不動産投資家'],
    rating: 5,
    content: [
      'The rent and sale figures for Tonle Bassac helped me choose between two buildings in an afternoon.',
      'トンレバサックの家賃と売買価格の数字のおかげで、二つの建物のどちらにするか午後のうちに決められました。',
    ],
  },
  {
    name: ['Rachel Green', 'レイチェル・グリーン'],
    job: ['Tenant, New York', 'ニューヨーク在住・入居者'],
    rating: 3,
    content: [
      'Good search, but Manhattan rents are what they are; I still needed a guarantor and patience.',
      '検索は良いのですが、マンハッタンの家賃はやはり高く、保証人と根気が必要でした。',
    ],
  },
  {
    name: ['Carlos Mendoza', 'カルロス・メンドーサ'],
    job: ['Home seller, Los Angeles', 'ロサンゼルス在住・売主'],
    rating: 5,
    content: [
      'Our Echo Park bungalow had twenty saves on the first day. The price drop alert brought the buyer.',
      'エコーパークの平屋は初日に二十件保存され、値下げの通知がきっかけで買い手が見つかりました。',
    ],
  },
  {
    name: ['Aiko Nakamura', '中村 愛子'],
    job: ['First-time buyer, Tokyo', '東京在住・初めての購入者'],
    rating: 4,
    content: [
      'Finding a condo in Kichijoji was easy, and the monthly cost filter kept me within budget. The map loads slowly on my phone.',
      '吉祥寺の分譲マンション探しは簡単で、月々の支払いで絞り込めたので予算内に収まりました。スマートフォンでは地図の表示が少し遅いです。',
    ],
  },
  {
    name: ['Thomas Wright', 'トーマス・ライト'],
    job: ['Estate agent, London', 'ロンドン在住・不動産仲介業者'],
    rating: 5,
    content: [
      'My clients arrive at viewings already knowing the floor plan and the price history. Meetings are shorter and better.',
      'お客様は間取りと価格履歴を把握したうえで内見に来られるので、打ち合わせが短く、内容も濃くなりました。',
    ],
  },
  {
    name: ['Marie Lefèvre', 'マリー・ルフェーヴル'],
    job: ['Relocating family, Paris', 'パリへ転居した家族'],
    rating: 4,
    content: [
      'We settled in Batignolles thanks to the neighbourhood guides. Some listings lacked energy ratings.',
      '街の案内のおかげでバティニョールに落ち着けました。省エネ性能の記載がない物件もありました。',
    ],
  },
];
