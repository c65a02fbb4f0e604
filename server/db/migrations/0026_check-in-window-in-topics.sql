-- The FAQ and the check-in topic state the online check-in window from the settings check-in runs on
-- (filled in when a topic is served): databases seeded before say 24 hours and 50 minutes in plain text.
UPDATE "info_topics" SET "content" = replace(replace(replace(replace(replace(replace("content"::text,
  '起飞前24小时开放，起飞前50分钟截止', '起飞前{{checkInOpensHours}}小时开放，起飞前{{checkInClosesMinutes}}分钟截止'),
  '起飛前24小時開放，起飛前50分鐘截止', '起飛前{{checkInOpensHours}}小時開放，起飛前{{checkInClosesMinutes}}分鐘截止'),
  '24 hours before departure; it closes 50 minutes before', '{{checkInOpensHours}} hours before departure; it closes {{checkInClosesMinutes}} minutes before'),
  '起飞前24小时至50分钟', '起飞前{{checkInOpensHours}}小时至{{checkInClosesMinutes}}分钟'),
  '起飛前24小時至50分鐘', '起飛前{{checkInOpensHours}}小時至{{checkInClosesMinutes}}分鐘'),
  'from 24 hours until 50 minutes before departure', 'from {{checkInOpensHours}} hours until {{checkInClosesMinutes}} minutes before departure')::jsonb
WHERE "id" IN ('F6201', 'T2102');
