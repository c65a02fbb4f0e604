import { describe, expect, it } from 'vitest';
import { matchTopics, searchTerms } from './topic-matcher';

describe('searchTerms', () => {
  it('cuts Chinese into two-character pieces and keeps English words, singular, without filler words', () => {
    expect(searchTerms('充电宝')).toEqual(['充电', '电宝']);
    expect(searchTerms('Can I bring power banks?')).toEqual(['bring', 'power', 'bank']);
    expect(searchTerms('退 on 0311')).toEqual(['退']);
    expect(searchTerms('婴儿怎么买票')).toEqual(['婴儿', '儿怎', '么买', '买票']);
  });
});

describe('matchTopics', () => {
  const topics = [
    { id: 'baggage', title: 'Checked baggage 托运行李', body: 'Each flight allows 20 kg. 每位旅客可免费托运20公斤。' },
    {
      id: 'power',
      title: 'Power banks 充电宝',
      body: 'Power banks are carried on only, never in checked baggage. 充电宝不可托运。',
    },
    { id: 'meals', title: 'Meals 餐食', body: 'Buy meals before your flight. 航班餐食可提前购买。' },
  ];

  it('ranks a topic whose title has the rare words first, leaving out links far weaker than the best', () => {
    expect(matchTopics('Can power banks go in checked baggage?', topics)).toEqual(['power']);
    expect(matchTopics('How much checked baggage, and meals?', topics)).toEqual(['baggage', 'meals']);
    expect(matchTopics('充电宝能托运吗', topics)[0]).toBe('power');
  });

  it('finds nothing for a question about nothing it knows, or for words every topic has', () => {
    expect(matchTopics('zebra quantum', topics)).toEqual([]);
    expect(matchTopics('flight', topics)).toEqual([]);
    expect(matchTopics('???', topics)).toEqual([]);
  });
});
