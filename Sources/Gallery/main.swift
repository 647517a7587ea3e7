// The gallery executable. Everything else lives in the Gallery module beside this file (the catalogue, the demos and
// the commands) and in the library modules.
import Gallery

GalleryProgram.main()
