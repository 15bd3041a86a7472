import type { Translations } from './section';

/**
 * The map of the search (docs/product.md#the-map): the list / map switch, the map's buttons, the
 * pins and clusters as read aloud, and why a box or drawn area in the address was ignored.
 */
export const mapEn = {
  'map.show': 'Map',
  'map.list': 'List',
  'map.viewLabel': 'Show the results as',
  'map.label': 'Map of the homes found',
  'map.textAlternative': 'The list of results holds every home on this map.',
  'map.keys':
    'Arrow keys move the map, + and − zoom. Tab reaches each pin; Enter opens a cluster or a home.',
  'map.loading': 'Loading the map…',
  'map.failed': 'The map could not be loaded. The list shows every result.',
  'map.searchArea': 'Search this area',
  'map.draw': 'Draw an area',
  'map.drawHint':
    'Click the map to add corners, then press “Finish” (at least 3 corners). Esc cancels.',
  'map.finish': 'Finish',
  'map.cancel': 'Cancel',
  'map.clearArea': 'Clear the map area',
  'map.areaActive': 'Only homes inside the area on the map.',
  'map.cluster': '{n, plural, one {# home here} other {# homes here}}; zoom in',
  'map.pin': '{name}, {price}',
  'map.homes':
    '{n, plural, =0 {No homes on the map} one {# home on the map} other {# homes on the map}}',
  'map.homesInView': '{n} of {total, plural, one {# home} other {# homes}} in this view',
  'map.showAll': 'Show all {n}',
  'map.problem.bad-box': 'The map area in the address could not be read and was ignored.',
  'map.problem.bad-area': 'The drawn area in the address could not be read and was ignored.',
  'map.problem.too-many-corners': 'The drawn area has more than 100 corners and was ignored.',
  'map.problem.crossing-area': 'The drawn area crosses itself and was ignored.',
  'map.location': 'The home on the map',
  'map.zoomIn': 'Zoom in',
  'map.zoomOut': 'Zoom out',
  'map.attribution': 'Show the map’s sources',
  'map.marker': 'The home’s place',
  'map.ctrlScroll': 'Use Ctrl + scroll to zoom the map',
  'map.cmdScroll': 'Use ⌘ + scroll to zoom the map',
  'map.twoFingers': 'Use two fingers to move the map',
} as const;

export const mapJa: Translations<typeof mapEn> = {
  'map.show': '地図',
  'map.list': '一覧',
  'map.viewLabel': '検索結果の表示方法',
  'map.label': '見つかった物件の地図',
  'map.textAlternative': 'この地図の物件は、すべて検索結果の一覧に載っています。',
  'map.keys':
    '矢印キーで地図を動かし、＋と－で拡大・縮小します。Tab キーで各ピンに移り、Enter キーでまとまりや物件を開きます。',
  'map.loading': '地図を読み込んでいます…',
  'map.failed': '地図を読み込めませんでした。検索結果はすべて一覧でご覧いただけます。',
  'map.searchArea': 'この範囲で検索',
  'map.draw': '範囲を描く',
  'map.drawHint':
    '地図をクリックして角を加え、「完了」を押してください（角は 3 つ以上）。Esc キーで取りやめます。',
  'map.finish': '完了',
  'map.cancel': '取りやめる',
  'map.clearArea': '地図の範囲を外す',
  'map.areaActive': '地図で選んだ範囲の物件だけを表示しています。',
  'map.cluster': 'この辺りに {n} 件。拡大してください',
  'map.pin': '{name}、{price}',
  'map.homes': '{n, plural, =0 {地図上に物件はありません} other {地図上の物件 # 件}}',
  'map.homesInView': 'この範囲に {total} 件中 {n} 件',
  'map.showAll': '{n} 件すべてを表示',
  'map.problem.bad-box': 'アドレスの地図の範囲を読み取れなかったため、無視しました。',
  'map.problem.bad-area': 'アドレスの描いた範囲を読み取れなかったため、無視しました。',
  'map.problem.too-many-corners': '描いた範囲の角が 100 を超えるため、無視しました。',
  'map.problem.crossing-area': '描いた範囲の辺が交差しているため、無視しました。',
  'map.location': '地図上の物件の位置',
  'map.zoomIn': '拡大',
  'map.zoomOut': '縮小',
  'map.attribution': '地図の出典を表示',
  'map.marker': '物件の場所',
  'map.ctrlScroll': 'Ctrl キーを押しながらスクロールすると地図を拡大・縮小できます',
  'map.cmdScroll': '⌘ キーを押しながらスクロールすると地図を拡大・縮小できます',
  'map.twoFingers': '地図は2本の指で動かせます',
} as const;
