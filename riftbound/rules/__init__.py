"""One module per rules area of the Core Rules v1.3, each citing its rule numbers."""
