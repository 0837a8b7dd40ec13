// `import OpenUIKit` is enough, as `import UIKit` is: UIKit brings Foundation (CGFloat, CGPoint,
// CGRect, Timer, NSCoder, `atan2`, `ceil`) with it, and so does OpenUIKit.
@_exported import Foundation
