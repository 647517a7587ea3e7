// The benchmark executable; see docs/PERFORMANCE.md once it lands.
print("bench: nothing measured yet")
