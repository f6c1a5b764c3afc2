"""The Learn view: the rules, practice, reference, questions and tips of hearts.learn, drawn as Node trees."""
