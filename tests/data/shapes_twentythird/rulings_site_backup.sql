-- MySQL dump 10.13  Distrib 5.0.51a, for debian-linux-gnu (i486)
--
-- Host: localhost    Database: ygorulings
-- ------------------------------------------------------
-- Server version	5.0.51a-24+lenny2

/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;
/*!40101 SET NAMES utf8 */;
/*!40014 SET @OLD_UNIQUE_CHECKS=@@UNIQUE_CHECKS, UNIQUE_CHECKS=0 */;

--
-- Table structure for table `cards`
--

DROP TABLE IF EXISTS `cards`;
CREATE TABLE `cards` (
  `id` int(11) NOT NULL auto_increment,
  `name` varchar(120) NOT NULL,
  `type` varchar(40) default NULL,
  PRIMARY KEY  (`id`)
) ENGINE=MyISAM AUTO_INCREMENT=5 DEFAULT CHARSET=utf8;

LOCK TABLES `cards` WRITE;
/*!40000 ALTER TABLE `cards` DISABLE KEYS */;
INSERT INTO `cards` VALUES (1,'Jinzo','Monster'),(2,'Magic Cylinder','Trap'),(3,'Pot of Greed','Spell'),(4,'Don Zaloog','Monster');
/*!40000 ALTER TABLE `cards` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `rulings`
--

DROP TABLE IF EXISTS `rulings`;
CREATE TABLE `rulings` (
  `id` int(11) NOT NULL auto_increment,
  `card_id` int(11) NOT NULL,
  `question` text,
  `answer` text NOT NULL,
  `ruled_on` date default NULL,
  `user_id` int(11) default NULL,
  PRIMARY KEY  (`id`),
  KEY `card_id` (`card_id`)
) ENGINE=MyISAM AUTO_INCREMENT=6 DEFAULT CHARSET=utf8;

LOCK TABLES `rulings` WRITE;
/*!40000 ALTER TABLE `rulings` DISABLE KEYS */;
INSERT INTO `rulings` VALUES (1,1,'If Jinzo is face-up, can my opponent activate Magic Cylinder?','No. While Jinzo is face-up on the field, Trap Cards cannot be activated, so Magic Cylinder cannot be activated.','2004-11-02',2),(2,2,'Does Magic Cylinder\'s damage count as effect damage?','Yes, the damage inflicted by Magic Cylinder is effect damage, not Battle Damage.','2004-11-09',2),(3,4,'When Don Zaloog inflicts Battle Damage, can I choose to discard instead of milling?','You choose which effect to use when the effect activates: discard 1 random card from the opponent\'s hand, or send the top 2 cards of their Deck to the Graveyard.','2005-01-14',3),(4,3,NULL,'Pot of Greed cannot be activated if you have only 1 card left in your Deck.','2005-02-20',2);
/*!40000 ALTER TABLE `rulings` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Table structure for table `users`
--

DROP TABLE IF EXISTS `users`;
CREATE TABLE `users` (
  `id` int(11) NOT NULL auto_increment,
  `login` varchar(40) NOT NULL,
  `email` varchar(120) NOT NULL,
  PRIMARY KEY  (`id`)
) ENGINE=MyISAM AUTO_INCREMENT=4 DEFAULT CHARSET=utf8;

LOCK TABLES `users` WRITE;
INSERT INTO `users` VALUES (1,'admin','admin@example.org'),(2,'netrep_fan','fan@example.org'),(3,'judge_kat','kat@example.org');
UNLOCK TABLES;
/*!40101 SET CHARACTER_SET_CLIENT=@OLD_CHARACTER_SET_CLIENT */;

-- Dump completed on 2005-03-01 22:10:44
