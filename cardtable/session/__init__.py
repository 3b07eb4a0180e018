"""A match in progress: seats, the turn loop, simulations; later autosave and hot-seat."""
