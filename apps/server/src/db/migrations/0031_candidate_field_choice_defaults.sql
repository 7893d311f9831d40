-- Rows stored by the company screen for fields not required carried no choice (the table held only the
-- required ones' meaning). Since 0030 a row also holds a visibility choice: drop the old rows without a
-- choice, so those fields take the catalogue's default visibility (issue 24 §4).
DELETE FROM "campo_candidato_config" WHERE "obrigatorio" = false;
