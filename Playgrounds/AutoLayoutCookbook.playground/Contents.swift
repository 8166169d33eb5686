// Three recipes in the style of UIKit's Auto Layout cookbook, ported by
// dropping the prefix: a form written in the Visual Format Language, a text
// column at a readable width, and three equal-width buttons with the system
// spacing between them, inside the margins. The recipes are in this
// playground's Sources folder (in the package: Examples/AutoLayoutCookbook).

import Layout

// A phone: 390×844 points, the safe area 47 points from the top and 34 from
// the bottom. Everything sits inside the layout margins: 8 points in from
// the safe area.
let phone = AutoLayoutCookbook.makeScreen(width: 390, height: 844, safeArea: EdgeInsets(top: 47, bottom: 34))
phone.layoutIfNeeded()
print(phone.recursiveDescription)
// <View 'screen'; frame = (0 0; 390 844)>
//    | <View 'form'; frame = (8 55; 374 80)>
//    |    | <View 'nameLabel'; frame = (0 7.667; 80 21)>
//    |    | <View 'nameField'; frame = (88 0; 286 36)>
//    |    | <View 'emailLabel'; frame = (0 51.667; 80 21)>
//    |    | <View 'emailField'; frame = (88 44; 286 36)>
//    | <View 'cancel'; frame = (8 758; 119.333 44)>
//    | <View 'save'; frame = (135.333 758; 119.333 44)>
//    | <View 'share'; frame = (262.667 758; 119.333 44)>
//    | <View 'article'; frame = (8 151; 374 591)>

// A tablet in landscape: the buttons still span the margins, but the form
// and the text column stop at the readable width, 672 points, centred.
let tablet = AutoLayoutCookbook.makeScreen(width: 1180, height: 820, safeArea: EdgeInsets(top: 24, bottom: 20))
tablet.layoutIfNeeded()
print(tablet.recursiveDescription)
// <View 'screen'; frame = (0 0; 1180 820)>
//    | <View 'form'; frame = (254 32; 672 80)>
//    |    | …
//    | <View 'cancel'; frame = (8 748; 382.667 44)>
//    | <View 'save'; frame = (398.667 748; 382.667 44)>
//    | <View 'share'; frame = (789.333 748; 382.667 44)>
//    | <View 'article'; frame = (254 128; 672 604)>

// The guides the recipes use.
let margins = phone.layoutMarginsGuide.layoutFrame
let readable = tablet.readableContentGuide.layoutFrame
print("phone margins: x \(margins.minX), width \(margins.width)")  // x 8.0, width 374.0
print("tablet readable content: x \(readable.minX), width \(readable.width)")  // x 254.0, width 672.0

// Nothing conflicted and nothing is left ambiguous.
print("diagnostics:", phone.diagnostics.count + tablet.diagnostics.count)  // 0
