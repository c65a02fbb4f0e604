import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/call-paths';
import {
  cascadeTopicTreeData,
  infoNoticeContentData,
  infoNoticeGroupsData,
  infoNoticeListData,
  queryAdPicListData,
  queryAgreeContentGroupData,
} from '../../../contract/calls/content';
import { formCall, jsonCall } from '../../testing/test-app';
import { suiteApp } from '../../testing/suite-app';

describe('content calls', () => {
  const test = suiteApp();
  const getContent = (query: string, language = 'zh-CN') =>
    test.app.inject({
      method: 'GET',
      url: `${CALLS.infoNoticeContent}?${query}`,
      headers: { 'accept-language': language },
    });

  describe('info-topic groups', () => {
    it('lists the header groups with every topic, in the user language', async () => {
      const groups = infoNoticeGroupsData.parse(
        (await formCall(test.app, CALLS.infoNoticeListByWeb, {}, { 'accept-language': 'en' })).json().data,
      );
      expect(groups.map((group) => group.dincCode)).toEqual([
        'ticket',
        'ground',
        'premium',
        'special',
        'transport',
        'faq',
      ]);
      expect(groups.every((group) => group.infoNoticeList.length >= 3)).toBe(true);
      expect(groups.filter((group) => group.infoNoticeList.length > 7).length).toBeGreaterThanOrEqual(2);
      expect(groups[1]!.dincName).toBe('Ground services');
      expect(groups[1]!.infoNoticeList).toContainEqual({
        name: 'Free baggage allowance',
        topicid: 'T2201',
        category: 'Baggage',
        categoryid: 'C22',
        creationdate: '2025-02-15',
      });
    });

    it('lists the service-centre groups, notices included and premium cabin not', async () => {
      const groups = infoNoticeGroupsData.parse(
        (await formCall(test.app, CALLS.infoNoticeListByService, {}, { 'accept-language': 'zh-TW' })).json().data,
      );
      const codes = groups.map((group) => group.dincCode);
      expect(codes).toContain('notice');
      expect(codes).not.toContain('premium');
      expect(groups.find((group) => group.dincCode === 'ground')!.dincName).toBe('地面服務');
    });
  });

  describe('cascadeTopicTree', () => {
    it('keeps only the topics whose text in the user language has the search text', async () => {
      const tree = cascadeTopicTreeData.parse(
        (await formCall(test.app, CALLS.cascadeTopicTree, { serachTxt: '充电宝' })).json().data,
      );
      const topics = tree.flatMap((group) =>
        group.children.flatMap((category) => category.children.map((leaf) => leaf.topicid)),
      );
      expect(topics).toEqual(expect.arrayContaining(['T5103', 'F6203']));
      expect(topics).not.toContain('T1101');
      const english = cascadeTopicTreeData.parse(
        (
          await formCall(test.app, CALLS.cascadeTopicTree, { serachTxt: 'power bank' }, { 'accept-language': 'en' })
        ).json().data,
      );
      expect(
        english.flatMap((group) => group.children.flatMap((category) => category.children.map((leaf) => leaf.topicid))),
      ).toContain('T5103');
    });

    it('takes wildcard characters literally', async () => {
      const tree = cascadeTopicTreeData.parse(
        (await formCall(test.app, CALLS.cascadeTopicTree, { serachTxt: '%' }, { 'accept-language': 'en' })).json().data,
      );
      const ids = tree.flatMap((group) =>
        group.children.flatMap((category) => category.children.map((leaf) => leaf.topicid)),
      );
      expect(ids).toContain('T1201');
      expect(ids).not.toContain('T4101');
    });

    it('narrows the tree to one group by topicType and names its categories', async () => {
      const tree = cascadeTopicTreeData.parse(
        (await formCall(test.app, CALLS.cascadeTopicTree, { topicType: 'faq' }, { 'accept-language': 'en' })).json()
          .data,
      );
      expect(tree.map((group) => group.dincCode)).toEqual(['faq']);
      expect(tree[0]!.children.map((category) => category.category)).toEqual([
        'Booking questions',
        'Check-in and baggage questions',
        'Membership questions',
      ]);
    });

    it('refuses an over-long search with RR0001', async () => {
      const reply = (
        await formCall(test.app, CALLS.cascadeTopicTree, { serachTxt: 'x'.repeat(51) }, { 'accept-language': 'en' })
      ).json();
      expect(reply).toMatchObject({ resultCode: 'RR0001', rMessage: 'serachTxt is not valid' });
    });
  });

  describe('file-manager/infoNotice/list', () => {
    const noticeList = async (payload: unknown) =>
      (await jsonCall(test.app, CALLS.infoNoticeList, payload, { 'accept-language': 'en' })).json();

    it('pages a category newest first with its total', async () => {
      const reply = await noticeList({ categoryid: 'C61', pageNum: 2, pageSize: 2 });
      expect(reply.code).toBe('success');
      const page = infoNoticeListData.parse(reply.data);
      expect(page).toMatchObject({ total: 5, pageNum: 2, pageSize: 2 });
      expect(page.list.map((entry) => entry.topicid)).toEqual(['F6103', 'F6104']);
      expect(page.list[0]).toMatchObject({
        title: 'Can I book for someone else?',
        createDate: '2025-04-02',
        category: 'Booking questions',
      });
    });

    it('answers an unknown category with an empty page', async () => {
      const reply = await noticeList({ categoryid: 'NOPE', pageNum: 1, pageSize: 10 });
      expect(reply.data).toEqual({ total: 0, pageNum: 1, pageSize: 10, list: [] });
    });

    it('refuses a page size of zero with RR0001', async () => {
      const reply = await noticeList({ categoryid: 'C61', pageNum: 1, pageSize: 0 });
      expect(reply).toMatchObject({ code: 'RR0001', rCode: 'RR0001', rMessage: 'pageSize is not valid' });
    });
  });

  describe('file-manager/infoNotice/content', () => {
    it('answers a topic as structured blocks in the user language', async () => {
      const reply = (await getContent('channel=web&topicid=T2201', 'en')).json();
      const topic = infoNoticeContentData.parse(reply.data);
      expect(topic).toMatchObject({
        topicid: 'T2201',
        title: 'Free baggage allowance',
        dincCode: 'ground',
        dincName: 'Ground services',
        categoryid: 'C22',
      });
      expect(topic.content[0]).toMatchObject({
        kind: 'table',
        header: ['Cabin', 'Domestic', 'International and regional'],
      });
    });

    // The default window (CHECKIN_OPENS_HOURS 24, CHECKIN_CLOSES_MINUTES 45), as check-in enforces it.
    it('states the online check-in window the site enforces, from its settings', async () => {
      const said = async (topicid: string, language: string) =>
        JSON.stringify(
          infoNoticeContentData.parse((await getContent(`channel=web&topicid=${topicid}`, language)).json().data)
            .content,
        );
      expect(await said('F6201', 'en')).toContain('24 hours before departure; it closes 45 minutes before');
      expect(await said('F6201', 'zh-CN')).toContain('起飞前24小时开放，起飞前45分钟截止');
      expect(await said('T2102', 'zh-TW')).toContain('起飛前24小時至45分鐘');
      expect(await said('T2102', 'en')).not.toMatch(/\{\{|50 minutes/);
    });

    it('answers an unknown topic with 404', async () => {
      const response = await getContent('channel=web&topicid=T0000', 'en');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: '404', message: 'The requested resource does not exist' });
    });

    it('refuses a request without the web channel', async () => {
      expect((await getContent('topicid=T2201', 'en')).json()).toMatchObject({
        code: 'RR0001',
        rMessage: 'channel is not valid',
      });
    });
  });

  it('serves the home carousel ads with localized text and images that exist', async () => {
    const ads = queryAdPicListData.parse(
      (await formCall(test.app, CALLS.queryAdPicList, {}, { 'accept-language': 'zh-TW' })).json().data,
    );
    expect(ads).toHaveLength(4);
    expect(ads[0]).toMatchObject({ title: '石家莊出發 特價機票低至4.5折', link: '/queryFlight/priceDate' });
    for (const ad of ads) expect(existsSync(new URL(`../../../public${ad.imageUrl}`, import.meta.url))).toBe(true);
  });

  it('serves the agreements asked for, localized', async () => {
    const agreements = queryAgreeContentGroupData.parse(
      (
        await formCall(
          test.app,
          CALLS.queryAgreeContentGroup,
          { agreeTypes: ['privacy', 'booking'] },
          { 'accept-language': 'en' },
        )
      ).json().data,
    );
    expect(agreements.map((agreement) => agreement.agreeType)).toEqual(['booking', 'privacy']);
    expect(agreements[1]!.title).toBe('Privacy policy');
    const refused = (
      await formCall(test.app, CALLS.queryAgreeContentGroup, { agreeTypes: ['lottery'] }, { 'accept-language': 'en' })
    ).json();
    expect(refused).toMatchObject({ resultCode: 'RR0001' });
  });
});
