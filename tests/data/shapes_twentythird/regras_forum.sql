PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE regras (id INTEGER PRIMARY KEY, carta TEXT, pergunta TEXT, resposta TEXT, data TEXT);
INSERT INTO regras VALUES(1,'Torrential Tribute','Posso ativar Torrential Tribute quando meu oponente faz uma Special Summon?','Sim. Torrential Tribute pode ser ativada quando qualquer monstro é invocado, inclusive por Special Summon.','2005-06-03');
INSERT INTO regras VALUES(2,'Heavy Storm','Heavy Storm destrói cartas viradas para baixo?','Sim, Heavy Storm destrói todas as Spell e Trap Cards no campo, viradas para cima ou para baixo.','2005-06-10');
INSERT INTO regras VALUES(3,'Scapegoat','Posso usar os tokens do Scapegoat para uma Tribute Summon?','Não. Os Sheep Tokens não podem ser oferecidos como tributo para uma Tribute Summon.','2005-07-01');
CREATE TABLE moderadores (id INTEGER PRIMARY KEY, apelido TEXT);
INSERT INTO moderadores VALUES(1,'dragao_azul');
COMMIT;
