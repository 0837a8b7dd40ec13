// The OpenUIKit Gallery: fifteen scenes that show hit testing, dragging, multi-touch, the
// responder chain, touch areas, gestures, controls, drawing, scrolling, animation, the
// desktop, layout, lists, navigation and text. In a window it runs until closed; with no
// display (or --tour) it plays a built-in tour on the offscreen driver, saves a PNG per scene
// and exits. `Gallery --help` lists the options (GalleryCommand).
import Foundation

GalleryCommand.main()
