@_exported import OpenUIKit
