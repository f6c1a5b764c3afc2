"""The browser page: a thin PyScript layer over the engine, plus plain-Python models it uses."""
