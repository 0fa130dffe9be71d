-- The admin form's VAPID fields were named vapid.public_key / vapid.private_key while the server signs
-- pushes with notifications.vapid_*: the old rows were never read, and the private one would now be
-- answered in clear by GET settings (only keys of the field list are masked). Drop both (issue 23).
DELETE FROM "settings" WHERE "name" IN ('vapid.public_key', 'vapid.private_key');
