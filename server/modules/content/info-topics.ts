import { and, arrayContains, asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import type {
  InfoNoticeContent,
  InfoNoticeGroup,
  InfoNoticeListData,
  TopicGroupNode,
} from '../../../contract/calls/content';
import { pickLocale } from '../../../contract/localized-text';
import type { Locale } from '../../../contract/locales';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { fillSiteRules, type SiteRuleValues } from './site-rules-text';
import { infoCategories, infoGroups, infoTopics, type InfoChannel } from '../../db/schema/content';

const topicRows = (db: Db, where?: SQL) =>
  db
    .select({
      group: infoGroups,
      category: infoCategories,
      topic: { id: infoTopics.id, title: infoTopics.title, createdOn: infoTopics.createdOn },
    })
    .from(infoTopics)
    .innerJoin(infoCategories, eq(infoCategories.id, infoTopics.categoryId))
    .innerJoin(infoGroups, eq(infoGroups.code, infoCategories.groupCode))
    .where(where)
    .orderBy(asc(infoGroups.sortOrder), asc(infoCategories.sortOrder), asc(infoTopics.sortOrder));

/** The groups of a channel with every topic (the header shows at most 7 per group; the SPA cuts). */
export async function listInfoGroups(db: Db, locale: Locale, channel: InfoChannel): Promise<InfoNoticeGroup[]> {
  const rows = await topicRows(db, arrayContains(infoGroups.channels, [channel]));
  const groups = new Map<string, InfoNoticeGroup>();
  for (const { group, category, topic } of rows) {
    const entry = groups.get(group.code) ?? {
      dincCode: group.code,
      dincName: pickLocale(group.name, locale),
      infoNoticeList: [],
    };
    entry.infoNoticeList.push({
      name: pickLocale(topic.title, locale),
      topicid: topic.id,
      category: pickLocale(category.name, locale),
      categoryid: category.id,
      creationdate: topic.createdOn,
    });
    groups.set(group.code, entry);
  }
  return [...groups.values()];
}

/** A LIKE pattern that matches the user's text literally, wildcards included. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Group → category → topic, keeping only topics whose title or text in the user's language has the search text. */
export async function topicTree(
  db: Db,
  locale: Locale,
  topicType?: string,
  searchText?: string,
): Promise<TopicGroupNode[]> {
  const search = searchText?.trim();
  const pattern = search ? containsPattern(search) : undefined;
  const matches = pattern
    ? or(
        sql`(${infoTopics.title} ->> ${locale}::text) ILIKE ${pattern}`,
        sql`(${infoTopics.content} -> ${locale}::text)::text ILIKE ${pattern}`,
      )
    : undefined;
  const rows = await topicRows(db, and(topicType ? eq(infoGroups.code, topicType) : undefined, matches));
  const tree: TopicGroupNode[] = [];
  for (const { group, category, topic } of rows) {
    let groupNode = tree.at(-1);
    if (groupNode?.dincCode !== group.code)
      tree.push((groupNode = { dincCode: group.code, dincName: pickLocale(group.name, locale), children: [] }));
    let categoryNode = groupNode.children.at(-1);
    if (categoryNode?.categoryid !== category.id)
      groupNode.children.push(
        (categoryNode = { categoryid: category.id, category: pickLocale(category.name, locale), children: [] }),
      );
    categoryNode.children.push({
      topicid: topic.id,
      name: pickLocale(topic.title, locale),
      creationdate: topic.createdOn,
    });
  }
  return tree;
}

/** One page of a category's topics, newest first. */
export async function pageTopics(
  db: Db,
  locale: Locale,
  categoryId: string,
  pageNum: number,
  pageSize: number,
): Promise<InfoNoticeListData> {
  const [category] = await db.select().from(infoCategories).where(eq(infoCategories.id, categoryId));
  if (!category) return { total: 0, pageNum, pageSize, list: [] };
  const [{ total }] = (await db
    .select({ total: count() })
    .from(infoTopics)
    .where(eq(infoTopics.categoryId, categoryId))) as [{ total: number }];
  const rows = await db
    .select()
    .from(infoTopics)
    .where(eq(infoTopics.categoryId, categoryId))
    .orderBy(sql`${infoTopics.createdOn} DESC`, asc(infoTopics.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  const categoryName = pickLocale(category.name, locale);
  return {
    total,
    pageNum,
    pageSize,
    list: rows.map((row) => ({
      topicid: row.id,
      title: pickLocale(row.title, locale),
      createDate: row.createdOn,
      category: categoryName,
      categoryid: category.id,
    })),
  };
}

export async function topicContent(
  db: Db,
  locale: Locale,
  topicId: string,
  rules: SiteRuleValues,
): Promise<InfoNoticeContent> {
  const [row] = await db
    .select({ group: infoGroups, category: infoCategories, topic: infoTopics })
    .from(infoTopics)
    .innerJoin(infoCategories, eq(infoCategories.id, infoTopics.categoryId))
    .innerJoin(infoGroups, eq(infoGroups.code, infoCategories.groupCode))
    .where(eq(infoTopics.id, topicId));
  if (!row) throw new CallError('404', 'errors.notFound', {}, 404);
  return {
    topicid: row.topic.id,
    title: pickLocale(row.topic.title, locale),
    dincCode: row.group.code,
    dincName: pickLocale(row.group.name, locale),
    category: pickLocale(row.category.name, locale),
    categoryid: row.category.id,
    createDate: row.topic.createdOn,
    updateDate: row.topic.updatedOn,
    content: fillSiteRules(pickLocale(row.topic.content, locale), rules),
  };
}
