// The gallery executable; filled in by the gallery work.
print("gallery")
