window.YTD.tweets.part0 = [
  {
    "tweet" : {
      "id_str" : "1001",
      "created_at" : "Wed Feb 04 18:22:10 +0000 2004",
      "full_text" : "Q from the floor: can you chain to Jinzo's effect?\nA: No. Jinzo's effect is a Continuous Effect, it does not start a Chain. #ygo #rulings",
      "entities" : { "hashtags" : [ { "text" : "ygo" }, { "text" : "rulings" } ] },
      "favorite_count" : "12"
    }
  },
  {
    "tweet" : {
      "id_str" : "1002",
      "created_at" : "Thu Feb 05 09:01:44 +0000 2004",
      "full_text" : "Reminder: Nobleman of Crossout removes a face-down monster from play; if it was a Flip monster, both players remove every copy of it in their Decks from play. https://t.co/abc123",
      "favorite_count" : "30"
    }
  },
  {
    "tweet" : {
      "id_str" : "1003",
      "created_at" : "Thu Feb 05 11:40:02 +0000 2004",
      "in_reply_to_screen_name" : "duelist_rj",
      "full_text" : "@duelist_rj Yes, Waboku also keeps your monsters from being destroyed by battle for the rest of that turn.",
      "favorite_count" : "3"
    }
  }
]
