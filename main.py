"""Entry point of the page: start the Hearts table (hearts/web/page.py)."""

from hearts.web.page import start

page = start()
