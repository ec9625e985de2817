/**
 * The official English forms of Guizhou's prefectures and county-level divisions: prefectures by their
 * short names (毕节市 → Bijie), county-level cities likewise (盘州市 → Panzhou), districts and counties in
 * pinyin with their suffix, autonomous counties with their peoples (威宁彝族回族苗族自治县 → Weining Yi,
 * Hui and Miao Autonomous County). Keyed by the names the data and the boundaries use.
 */
const PREFECTURES: Record<string, string> = {
  贵阳市: 'Guiyang',
  六盘水市: 'Liupanshui',
  遵义市: 'Zunyi',
  安顺市: 'Anshun',
  毕节市: 'Bijie',
  铜仁市: 'Tongren',
  黔西南布依族苗族自治州: 'Qianxinan Buyei and Miao Autonomous Prefecture',
  黔东南苗族侗族自治州: 'Qiandongnan Miao and Dong Autonomous Prefecture',
  黔南布依族苗族自治州: 'Qiannan Buyei and Miao Autonomous Prefecture',
};

/** The short names in everyday use (黔西南州), short in English too: charts and filters name them so. */
const PREFECTURE_SHORT_NAMES: Record<string, string> = {
  黔西南州: 'Qianxinan',
  黔东南州: 'Qiandongnan',
  黔南州: 'Qiannan',
};

const COUNTIES: Record<string, string> = {
  南明区: 'Nanming District',
  云岩区: 'Yunyan District',
  花溪区: 'Huaxi District',
  乌当区: 'Wudang District',
  白云区: 'Baiyun District',
  观山湖区: 'Guanshanhu District',
  开阳县: 'Kaiyang County',
  息烽县: 'Xifeng County',
  修文县: 'Xiuwen County',
  清镇市: 'Qingzhen',
  钟山区: 'Zhongshan District',
  六枝特区: 'Liuzhi Special District',
  水城区: 'Shuicheng District',
  盘州市: 'Panzhou',
  红花岗区: 'Honghuagang District',
  汇川区: 'Huichuan District',
  播州区: 'Bozhou District',
  桐梓县: 'Tongzi County',
  绥阳县: 'Suiyang County',
  正安县: "Zheng'an County",
  道真仡佬族苗族自治县: 'Daozhen Gelao and Miao Autonomous County',
  务川仡佬族苗族自治县: 'Wuchuan Gelao and Miao Autonomous County',
  凤冈县: 'Fenggang County',
  湄潭县: 'Meitan County',
  余庆县: 'Yuqing County',
  习水县: 'Xishui County',
  赤水市: 'Chishui',
  仁怀市: 'Renhuai',
  西秀区: 'Xixiu District',
  平坝区: 'Pingba District',
  普定县: 'Puding County',
  镇宁布依族苗族自治县: 'Zhenning Buyei and Miao Autonomous County',
  关岭布依族苗族自治县: 'Guanling Buyei and Miao Autonomous County',
  紫云苗族布依族自治县: 'Ziyun Miao and Buyei Autonomous County',
  七星关区: 'Qixingguan District',
  大方县: 'Dafang County',
  金沙县: 'Jinsha County',
  织金县: 'Zhijin County',
  纳雍县: 'Nayong County',
  威宁彝族回族苗族自治县: 'Weining Yi, Hui and Miao Autonomous County',
  赫章县: 'Hezhang County',
  黔西市: 'Qianxi',
  碧江区: 'Bijiang District',
  万山区: 'Wanshan District',
  江口县: 'Jiangkou County',
  玉屏侗族自治县: 'Yuping Dong Autonomous County',
  石阡县: 'Shiqian County',
  思南县: 'Sinan County',
  印江土家族苗族自治县: 'Yinjiang Tujia and Miao Autonomous County',
  德江县: 'Dejiang County',
  沿河土家族自治县: 'Yanhe Tujia Autonomous County',
  松桃苗族自治县: 'Songtao Miao Autonomous County',
  兴义市: 'Xingyi',
  兴仁市: 'Xingren',
  普安县: "Pu'an County",
  晴隆县: 'Qinglong County',
  贞丰县: 'Zhenfeng County',
  望谟县: 'Wangmo County',
  册亨县: 'Ceheng County',
  安龙县: 'Anlong County',
  凯里市: 'Kaili',
  黄平县: 'Huangping County',
  施秉县: 'Shibing County',
  三穗县: 'Sansui County',
  镇远县: 'Zhenyuan County',
  岑巩县: 'Cengong County',
  天柱县: 'Tianzhu County',
  锦屏县: 'Jinping County',
  剑河县: 'Jianhe County',
  台江县: 'Taijiang County',
  黎平县: 'Liping County',
  榕江县: 'Rongjiang County',
  从江县: 'Congjiang County',
  雷山县: 'Leishan County',
  麻江县: 'Majiang County',
  丹寨县: 'Danzhai County',
  都匀市: 'Duyun',
  福泉市: 'Fuquan',
  荔波县: 'Libo County',
  贵定县: 'Guiding County',
  瓮安县: "Weng'an County",
  独山县: 'Dushan County',
  平塘县: 'Pingtang County',
  罗甸县: 'Luodian County',
  长顺县: 'Changshun County',
  龙里县: 'Longli County',
  惠水县: 'Huishui County',
  三都水族自治县: 'Sandu Shui Autonomous County',
  // The names the 2016-17 boundaries still carry (ARCHITECTURE.md: four stale county codes).
  盘县: 'Panzhou',
  水城县: 'Shuicheng District',
  黔西县: 'Qianxi',
  兴仁县: 'Xingren',
};

/** The province itself, as the map's title and the region tree's root name it. */
const PROVINCE: Record<string, string> = { 贵州省: 'Guizhou', 贵州: 'Guizhou' };

/** The English form of a prefecture's or county's name, or undefined for a name not in the tables. */
export function placeNameEn(name: string): string | undefined {
  const trimmed = name.trim();
  return PREFECTURES[trimmed] ?? PREFECTURE_SHORT_NAMES[trimmed] ?? COUNTIES[trimmed] ?? PROVINCE[trimmed];
}

/** A place's name in the interface language: Chinese as written, English in its official form when known. */
export function placeName(name: string, locale: string): string {
  return locale === 'en-US' ? (placeNameEn(name) ?? name) : name;
}
